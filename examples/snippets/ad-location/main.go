package main

import (
	"github.com/adpublisher/pulumi-adpublisher/sdk/go/adpublisher"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		levelEnd, err := adpublisher.NewAdLocation(ctx, "levelEnd", &adpublisher.AdLocationArgs{
			AppId:  pulumi.String("5f2b1c0d9e8a7b6c5d4e3f21"),
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
		ctx.Export("locationId", levelEnd.ID())
		return nil
	})
}
