using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    var settings = AdPublisher.GetMonetizationSettings.Invoke(new()
    {
        AppId = "5f2b1c0d9e8a7b6c5d4e3f21",
    });

    return new Dictionary<string, object?>
    {
        // null: the app uses the service's default list of sensitive categories.
        ["blockListId"] = settings.Apply(result => result.AdBlockingSettings.BlockedIabCategoriesV1List),
        ["blockedAdvertiserStoreIds"] = settings.Apply(result => result.AdBlockingSettings.BlockedAdvertiserStoreIds),
    };
});
