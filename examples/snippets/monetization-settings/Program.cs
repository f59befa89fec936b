using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    var sensitive = new AdPublisher.BlockList("sensitive", new()
    {
        Title = "No gambling",
        Elements = new[] { "IAB9-9" },
    });

    var settings = new AdPublisher.MonetizationSettings("spaceRunSettings", new()
    {
        AppId = "5f2b1c0d9e8a7b6c5d4e3f21",
        AdBlockingSettings = new AdPublisher.Inputs.AdBlockingSettingsArgs
        {
            BlockedIabCategoriesV1List = sensitive.Id,
            MonetizationAgefilterCheck = true,
        },
        AdExperienceSettings = new AdPublisher.Inputs.AdExperienceSettingsArgs
        {
            TemplateSettings = new AdPublisher.Inputs.TemplateSettingsArgs
            {
                ButtonType = AdPublisher.ButtonType.Close,
                ShowButtonTimer = AdPublisher.ShowButtonTimer.Seconds15,
            },
            VideoDurationSettings = new AdPublisher.Inputs.VideoDurationSettingsArgs
            {
                InterstitialMaxDuration = AdPublisher.InterstitialMaxDuration.Seconds30,
                RewardedMaxDuration = AdPublisher.RewardedMaxDuration.Seconds60,
            },
        },
    });

    return new Dictionary<string, object?>
    {
        ["managedApp"] = settings.AppId,
    };
});
