package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		sensitive, err := adpublisher.NewBlockList(ctx, "sensitive", &adpublisher.BlockListArgs{
			Title:    pulumi.String("No gambling"),
			Elements: pulumi.StringArray{pulumi.String("IAB9-9")},
		})
		if err != nil {
			return err
		}
		settings, err := adpublisher.NewMonetizationSettings(ctx, "spaceRunSettings", &adpublisher.MonetizationSettingsArgs{
			AppId: pulumi.String("5f2b1c0d9e8a7b6c5d4e3f21"),
			AdBlockingSettings: adpublisher.AdBlockingSettingsArgs{
				BlockedIabCategoriesV1List: sensitive.ID(),
				MonetizationAgefilterCheck: pulumi.Bool(true),
			},
			AdExperienceSettings: adpublisher.AdExperienceSettingsArgs{
				TemplateSettings: adpublisher.TemplateSettingsArgs{
					ButtonType:      adpublisher.ButtonTypeClose,
					ShowButtonTimer: adpublisher.ShowButtonTimerSeconds15,
				},
				VideoDurationSettings: adpublisher.VideoDurationSettingsArgs{
					InterstitialMaxDuration: adpublisher.InterstitialMaxDurationSeconds30,
					RewardedMaxDuration:     adpublisher.RewardedMaxDurationSeconds60,
				},
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("managedApp", settings.AppId)
		return nil
	})
}
