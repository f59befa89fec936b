package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// One row per app: ad_spend is the spend on DateMax, ad_spend_d1 on the day before (role advertiser, the default).
		spend := adpublisher.GetMonetizationReportOutput(ctx, adpublisher.GetMonetizationReportOutputArgs{
			DateMin: pulumi.String("2026-11-09"),
			DateMax: pulumi.String("2026-11-15"),
			AppIds:  pulumi.StringArray{pulumi.String("5f2b1c0d9e8a7b6c5d4e3f21"), pulumi.String("66ab12cd34ef56ab78cd90ef")},
		})
		// The totals of ad_spend and ad_spend_d1 over both apps.
		ctx.Export("adSpend", spend.Summary().Totals())
		return nil
	})
}
