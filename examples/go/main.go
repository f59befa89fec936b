// A publisher's config repo in Go: the same four resources, lookup and report as examples/yaml.
package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		protect := true
		if value, err := cfg.TryBool("protect"); err == nil {
			protect = value
		}
		reportFrom := valueOr(cfg.Get("reportFrom"), "2026-01-01")
		reportTo := valueOr(cfg.Get("reportTo"), "2026-01-07")

		spaceRun, err := adpublisher.NewApp(ctx, "spaceRun", &adpublisher.AppArgs{
			Nickname:                pulumi.String("Space Run"),
			Platform:                adpublisher.PlatformAndroid,
			Orientations:            adpublisher.OrientationArray{adpublisher.OrientationPortrait, adpublisher.OrientationLandscape},
			DefaultOrientation:      adpublisher.OrientationPortrait,
			IsLive:                  pulumi.Bool(false),
			IsTestModeOn:            pulumi.Bool(true),
			TestModeDuration:        pulumi.Int(60),
			IsDirectedAtKidsUnder13: adpublisher.IsDirectedAtKidsUnder13No,
			// Replacing or deleting an app gives it up for good (a new id, a soft-deleted old one).
		}, pulumi.Protect(protect))
		if err != nil {
			return err
		}

		_, err = adpublisher.NewAdLocation(ctx, "mainMenu", &adpublisher.AdLocationArgs{
			AppId:  spaceRun.ID(),
			Name:   pulumi.String("Main Menu"),
			AdType: adpublisher.AdTypeInterstitial,
			Type:   adpublisher.AdLocationTypeBidding,
		})
		if err != nil {
			return err
		}

		levelEnd, err := adpublisher.NewAdLocation(ctx, "levelEnd", &adpublisher.AdLocationArgs{
			AppId:  spaceRun.ID(),
			Name:   pulumi.String("Level End"),
			AdType: adpublisher.AdTypeRewarded,
			Type:   adpublisher.AdLocationTypeFixedCpm,
			CountryTargeting: adpublisher.CountryTargetingArray{
				adpublisher.CountryTargetingArgs{Country: pulumi.String("US"), Price: pulumi.Float64(12.5)},
				adpublisher.CountryTargetingArgs{Country: pulumi.String("default"), Price: pulumi.Float64(4)},
			},
		})
		if err != nil {
			return err
		}

		sensitive, err := adpublisher.NewBlockList(ctx, "sensitive", &adpublisher.BlockListArgs{
			Title:    pulumi.String("No gambling, no dating"),
			Elements: pulumi.StringArray{pulumi.String("IAB9-9"), pulumi.String("IAB14-1"), pulumi.String("IAB7-39")},
		})
		if err != nil {
			return err
		}

		_, err = adpublisher.NewMonetizationSettings(ctx, "spaceRunSettings", &adpublisher.MonetizationSettingsArgs{
			AppId: spaceRun.ID(),
			AdBlockingSettings: adpublisher.AdBlockingSettingsArgs{
				BlockedIabCategoriesV1List: sensitive.ID(),
				MonetizationAgefilterCheck: pulumi.Bool(true),
			},
			AdExperienceSettings: adpublisher.AdExperienceSettingsArgs{
				TemplateSettings: adpublisher.TemplateSettingsArgs{
					ButtonType:      adpublisher.ButtonTypeClose,
					ShowButtonTimer: adpublisher.ShowButtonTimerSeconds5,
				},
			},
		})
		if err != nil {
			return err
		}

		// A lookup: the app as the service has it now (no signature; that stays a secret output above).
		liveApp := adpublisher.LookupAppOutput(ctx, adpublisher.LookupAppOutputArgs{Id: spaceRun.ID()})
		// The analytics API's App report for the app.
		weekReport := adpublisher.GetAppReportOutput(ctx, adpublisher.GetAppReportOutputArgs{
			DateMin: pulumi.String(reportFrom),
			DateMax: pulumi.String(reportTo),
			AppId:   pulumi.StringArray{spaceRun.ID()},
		})

		ctx.Export("appId", spaceRun.ID())
		ctx.Export("appSignature", spaceRun.Signature)
		ctx.Export("reviewStatus", spaceRun.PublishingApplication.Status())
		ctx.Export("levelEndId", levelEnd.ID())
		ctx.Export("blockListId", sensitive.ID())
		ctx.Export("liveNickname", liveApp.Nickname())
		ctx.Export("reportRows", weekReport.Summary().Rows())
		return nil
	})
}

func valueOr(value, fallback string) string {
	if value == "" {
		return fallback
	}
	return value
}
