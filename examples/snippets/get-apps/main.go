package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		puzzles := adpublisher.GetAppsOutput(ctx, adpublisher.GetAppsOutputArgs{
			KeywordFilter:   pulumi.String("Puzzle"),
			PlatformFilters: adpublisher.PlatformAndroid,
			Direction:       adpublisher.DirectionDesc,
		})
		ctx.Export("appIds", puzzles.Ids())
		return nil
	})
}
