package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		settings := adpublisher.LookupMonetizationSettingsOutput(ctx, adpublisher.LookupMonetizationSettingsOutputArgs{
			AppId: pulumi.String("5f2b1c0d9e8a7b6c5d4e3f21"),
		})
		// nil: the app uses the service's default list of sensitive categories.
		ctx.Export("blockListId", settings.AdBlockingSettings().BlockedIabCategoriesV1List())
		ctx.Export("blockedAdvertiserStoreIds", settings.AdBlockingSettings().BlockedAdvertiserStoreIds())
		return nil
	})
}
