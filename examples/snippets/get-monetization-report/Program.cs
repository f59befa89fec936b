using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    // One row per app: ad_spend is the spend on DateMax, ad_spend_d1 on the day before (role advertiser, the default).
    var spend = AdPublisher.GetMonetizationReport.Invoke(new()
    {
        DateMin = "2026-11-09",
        DateMax = "2026-11-15",
        AppIds = new[] { "5f2b1c0d9e8a7b6c5d4e3f21", "66ab12cd34ef56ab78cd90ef" },
    });

    // The totals of ad_spend and ad_spend_d1 over both apps.
    return new Dictionary<string, object?>
    {
        ["adSpend"] = spend.Apply(report => report.Summary.Totals),
    };
});
