using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    // A whole month with a monthly aggregate: one row per country.
    var november = AdPublisher.GetAppReport.Invoke(new()
    {
        DateMin = "2026-11-01",
        DateMax = "2026-11-30",
        Aggregate = "monthly",
        AppId = new[] { "5f2b1c0d9e8a7b6c5d4e3f21" },
        GroupBy = AdPublisher.GroupBy.Country,
    });

    // The rows stay out of the stack's state: export the summary (money, clicks, installs...).
    return new Dictionary<string, object?>
    {
        ["countries"] = november.Apply(report => report.Summary.Rows),
        ["totals"] = november.Apply(report => report.Summary.Totals),
    };
});
