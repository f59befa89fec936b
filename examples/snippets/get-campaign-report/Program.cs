using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    // CampaignType defaults to network: "all" brings direct deals, cross-promotion and mediation too.
    var byType = AdPublisher.GetCampaignReport.Invoke(new()
    {
        DateMin = "2026-11-01",
        DateMax = "2026-11-30",
        Aggregate = "monthly",
        GroupBy = AdPublisher.CampaignGroupBy.CampaignType,
        CampaignType = new[] { "all" },
        Role = AdPublisher.AppReportRole.Publisher,
    });

    // Export the summary, not the rows: moneyEarned, impressionsDelivered, installDelivered...
    return new Dictionary<string, object?>
    {
        ["campaignTypes"] = byType.Apply(report => report.Summary.Rows),
        ["totals"] = byType.Apply(report => report.Summary.Totals),
    };
});
