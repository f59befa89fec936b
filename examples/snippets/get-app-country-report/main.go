package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Daily rows per country, ad type and campaign type, for the "Level End" location only.
		levelEnd := adpublisher.GetAppCountryReportOutput(ctx, adpublisher.GetAppCountryReportOutputArgs{
			DateMin:    pulumi.String("2026-11-01"),
			DateMax:    pulumi.String("2026-11-07"),
			AppIds:     pulumi.StringArray{pulumi.String("5f2b1c0d9e8a7b6c5d4e3f21")},
			AdLocation: pulumi.StringArray{pulumi.String("Level End")},
			Role:       adpublisher.RolePublisher,
			Timezone:   pulumi.String("utc"),
		})
		// Export the summary, not the rows: moneyEarned, impressionsDelivered, installsDelivered...
		ctx.Export("rowCount", levelEnd.Summary().Rows())
		ctx.Export("totals", levelEnd.Summary().Totals())
		return nil
	})
}
