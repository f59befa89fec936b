using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    var rewarded = AdPublisher.GetAdLocations.Invoke(new()
    {
        AppId = "5f2b1c0d9e8a7b6c5d4e3f21",
        AdTypeFilter = AdPublisher.AdType.Rewarded,
    });

    return new Dictionary<string, object?>
    {
        // Each id is <appId>/<uuid>: what `pulumi import adpublisher:index:AdLocation <name> <id>` takes.
        ["rewardedLocationIds"] = rewarded.Apply(result => result.Ids),
    };
});
