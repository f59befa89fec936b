using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    // A queued job whose file is streamed to the path (its folder must exist); device ids stay in the file.
    var installs = AdPublisher.GetInstallExport.Invoke(new()
    {
        DateMin = "2026-11-01",
        DateMax = "2026-11-14",
        Role = AdPublisher.AppReportRole.Publisher,
        Path = "installs-2026-11-01.csv",
        Format = AdPublisher.Format.Csv,
        TimeoutSeconds = 1800,
    });

    return new Dictionary<string, object?>
    {
        ["installCount"] = installs.Apply(export => export.Rows),
        ["file"] = installs.Apply(export => export.Path),
    };
});
