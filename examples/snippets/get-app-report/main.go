package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A whole month with a monthly aggregate: one row per country.
		november := adpublisher.GetAppReportOutput(ctx, adpublisher.GetAppReportOutputArgs{
			DateMin:   pulumi.String("2026-11-01"),
			DateMax:   pulumi.String("2026-11-30"),
			Aggregate: pulumi.String("monthly"),
			AppId:     pulumi.StringArray{pulumi.String("5f2b1c0d9e8a7b6c5d4e3f21")},
			GroupBy:   adpublisher.GroupByCountry,
		})
		// The rows stay out of the stack's state: export the summary (money, clicks, installs...).
		ctx.Export("countries", november.Summary().Rows())
		ctx.Export("totals", november.Summary().Totals())
		return nil
	})
}
