using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    // Daily rows per country, ad type and campaign type, for the "Level End" location only.
    var levelEnd = AdPublisher.GetAppCountryReport.Invoke(new()
    {
        DateMin = "2026-11-01",
        DateMax = "2026-11-07",
        AppIds = new[] { "5f2b1c0d9e8a7b6c5d4e3f21" },
        AdLocation = new[] { "Level End" },
        Role = AdPublisher.Role.Publisher,
        Timezone = "utc",
    });

    // Export the summary, not the rows: moneyEarned, impressionsDelivered, installsDelivered...
    return new Dictionary<string, object?>
    {
        ["rowCount"] = levelEnd.Apply(report => report.Summary.Rows),
        ["totals"] = levelEnd.Apply(report => report.Summary.Totals),
    };
});
