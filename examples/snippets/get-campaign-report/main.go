package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// CampaignType defaults to network: "all" brings direct deals, cross-promotion and mediation too.
		byType := adpublisher.GetCampaignReportOutput(ctx, adpublisher.GetCampaignReportOutputArgs{
			DateMin:      pulumi.String("2026-11-01"),
			DateMax:      pulumi.String("2026-11-30"),
			Aggregate:    pulumi.String("monthly"),
			GroupBy:      adpublisher.CampaignGroupByCampaignType,
			CampaignType: pulumi.StringArray{pulumi.String("all")},
			Role:         adpublisher.AppReportRolePublisher,
		})
		// Export the summary, not the rows: moneyEarned, impressionsDelivered, installDelivered...
		ctx.Export("campaignTypes", byType.Summary().Rows())
		ctx.Export("totals", byType.Summary().Totals())
		return nil
	})
}
