package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		app := adpublisher.LookupAppOutput(ctx, adpublisher.LookupAppOutputArgs{
			Nickname: pulumi.String("Space Run"),
			Platform: adpublisher.PlatformAndroid,
		})
		levelEnd, err := adpublisher.NewAdLocation(ctx, "levelEnd", &adpublisher.AdLocationArgs{
			AppId:  app.Id(),
			Name:   pulumi.String("Level End"),
			AdType: adpublisher.AdTypeInterstitial,
			Type:   adpublisher.AdLocationTypeBidding,
		})
		if err != nil {
			return err
		}
		ctx.Export("appId", app.Id())
		ctx.Export("locationId", levelEnd.ID())
		return nil
	})
}
