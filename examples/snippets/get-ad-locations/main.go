package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		rewarded := adpublisher.GetAdLocationsOutput(ctx, adpublisher.GetAdLocationsOutputArgs{
			AppId:        pulumi.String("5f2b1c0d9e8a7b6c5d4e3f21"),
			AdTypeFilter: adpublisher.AdTypeRewarded,
		})
		// Each id is <appId>/<uuid>: what `pulumi import adpublisher:index:AdLocation <name> <id>` takes.
		ctx.Export("rewardedLocationIds", rewarded.Ids())
		return nil
	})
}
