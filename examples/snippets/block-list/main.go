package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		sensitive, err := adpublisher.NewBlockList(ctx, "sensitive", &adpublisher.BlockListArgs{
			Title:    pulumi.String("No gambling, no dating"),
			Elements: pulumi.StringArray{pulumi.String("IAB9-9"), pulumi.String("IAB14-1"), pulumi.String("IAB7-39")},
		})
		if err != nil {
			return err
		}
		ctx.Export("blockListId", sensitive.ID())
		return nil
	})
}
