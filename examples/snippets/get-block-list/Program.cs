using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    var sensitive = AdPublisher.GetBlockList.Invoke(new()
    {
        Id = "64e3a9c1f0b2d4e6a8c0b1d2",
    });

    new AdPublisher.MonetizationSettings("spaceRunSettings", new()
    {
        AppId = "5f2b1c0d9e8a7b6c5d4e3f21",
        AdBlockingSettings = new AdPublisher.Inputs.AdBlockingSettingsArgs
        {
            BlockedIabCategoriesV1List = sensitive.Apply(result => result.Id),
        },
    });

    return new Dictionary<string, object?>
    {
        ["blockListTitle"] = sensitive.Apply(result => result.Title),
        ["blockedCategories"] = sensitive.Apply(result => result.Elements),
    };
});
