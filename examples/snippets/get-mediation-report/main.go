package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// winning_bids is a bidding-only metric: it needs the NetworkType bidding filter. At most 30 days per report.
		bidding := adpublisher.GetMediationReportOutput(ctx, adpublisher.GetMediationReportOutputArgs{
			DateMin:    pulumi.String("2026-11-01"),
			DateMax:    pulumi.String("2026-11-30"),
			Timezone:   pulumi.String("UTC"),
			Dimensions: pulumi.StringArray{pulumi.String("demand_source")},
			Metrics:    pulumi.ToStringArray([]string{"requests", "winning_bids", "impressions", "estimated_earnings"}),
			Filters: adpublisher.FiltersArgs{
				NetworkType:   adpublisher.NetworkTypeBidding,
				PlacementType: pulumi.StringArray{pulumi.String("interstitial")},
			},
		})
		// Export the summary, not the rows: requests, winningBids, impressions, estimatedEarnings.
		ctx.Export("demandSources", bidding.Summary().Rows())
		ctx.Export("totals", bidding.Summary().Totals())
		return nil
	})
}
