using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    // winning_bids is a bidding-only metric: it needs the NetworkType bidding filter. At most 30 days per report.
    var bidding = AdPublisher.GetMediationReport.Invoke(new()
    {
        DateMin = "2026-11-01",
        DateMax = "2026-11-30",
        Timezone = "UTC",
        Dimensions = new[] { "demand_source" },
        Metrics = new[] { "requests", "winning_bids", "impressions", "estimated_earnings" },
        Filters = new AdPublisher.Inputs.FiltersArgs
        {
            NetworkType = AdPublisher.NetworkType.Bidding,
            PlacementType = new[] { "interstitial" },
        },
    });

    // Export the summary, not the rows: requests, winningBids, impressions, estimatedEarnings.
    return new Dictionary<string, object?>
    {
        ["demandSources"] = bidding.Apply(report => report.Summary.Rows),
        ["totals"] = bidding.Apply(report => report.Summary.Totals),
    };
});
