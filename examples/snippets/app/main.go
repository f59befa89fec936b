package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		app, err := adpublisher.NewApp(ctx, "spaceRun", &adpublisher.AppArgs{
			Nickname:                pulumi.String("Space Run"),
			Platform:                adpublisher.PlatformAndroid,
			Orientations:            adpublisher.OrientationArray{adpublisher.OrientationPortrait},
			IsLive:                  pulumi.Bool(false),
			IsTestModeOn:            pulumi.Bool(true),
			TestModeDuration:        pulumi.Int(60),
			IsDirectedAtKidsUnder13: adpublisher.IsDirectedAtKidsUnder13No,
		}, pulumi.Protect(true))
		if err != nil {
			return err
		}
		ctx.Export("appId", app.ID())
		ctx.Export("signature", app.Signature)
		return nil
	})
}
