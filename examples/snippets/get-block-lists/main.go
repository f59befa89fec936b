package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		gambling := adpublisher.GetBlockListsOutput(ctx, adpublisher.GetBlockListsOutputArgs{
			KeywordFilter: pulumi.String("gambling"),
			Sort:          adpublisher.SortDateModified,
			Direction:     adpublisher.BlockListsDirectionDesc,
			Summary:       pulumi.Bool(true), // short items: element counts instead of the elements
		})
		ctx.Export("blockListIds", gambling.Ids())
		return nil
	})
}
