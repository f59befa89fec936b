using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    var app = new AdPublisher.App("spaceRun", new()
    {
        Nickname = "Space Run",
        Platform = AdPublisher.Platform.Android,
        Orientations = new[] { AdPublisher.Orientation.Portrait },
        IsLive = false,
        IsTestModeOn = true,
        TestModeDuration = 60,
        IsDirectedAtKidsUnder13 = AdPublisher.IsDirectedAtKidsUnder13.No,
    }, new CustomResourceOptions { Protect = true });

    return new Dictionary<string, object?>
    {
        ["appId"] = app.Id,
        ["signature"] = app.Signature,
    };
});
