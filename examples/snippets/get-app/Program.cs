using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    var app = AdPublisher.GetApp.Invoke(new()
    {
        Nickname = "Space Run",
        Platform = AdPublisher.Platform.Android,
    });

    var levelEnd = new AdPublisher.AdLocation("levelEnd", new()
    {
        AppId = app.Apply(result => result.Id),
        Name = "Level End",
        AdType = AdPublisher.AdType.Interstitial,
        Type = AdPublisher.AdLocationType.Bidding,
    });

    return new Dictionary<string, object?>
    {
        ["appId"] = app.Apply(result => result.Id),
        ["locationId"] = levelEnd.Id,
    };
});
