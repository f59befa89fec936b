package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		sensitive := adpublisher.LookupBlockListOutput(ctx, adpublisher.LookupBlockListOutputArgs{
			Id: pulumi.String("64e3a9c1f0b2d4e6a8c0b1d2"),
		})
		_, err := adpublisher.NewMonetizationSettings(ctx, "spaceRunSettings", &adpublisher.MonetizationSettingsArgs{
			AppId: pulumi.String("5f2b1c0d9e8a7b6c5d4e3f21"),
			AdBlockingSettings: adpublisher.AdBlockingSettingsArgs{
				BlockedIabCategoriesV1List: sensitive.Id(),
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("blockListTitle", sensitive.Title())
		ctx.Export("blockedCategories", sensitive.Elements())
		return nil
	})
}
