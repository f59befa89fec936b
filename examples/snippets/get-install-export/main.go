package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A queued job whose file is streamed to the path (its folder must exist); device ids stay in the file.
		installs := adpublisher.GetInstallExportOutput(ctx, adpublisher.GetInstallExportOutputArgs{
			DateMin:        pulumi.String("2026-11-01"),
			DateMax:        pulumi.String("2026-11-14"),
			Role:           adpublisher.AppReportRolePublisher,
			Path:           pulumi.String("installs-2026-11-01.csv"),
			Format:         adpublisher.FormatCsv,
			TimeoutSeconds: pulumi.Float64(1800),
		})
		ctx.Export("installCount", installs.Rows())
		ctx.Export("file", installs.Path())
		return nil
	})
}
