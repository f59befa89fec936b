using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    var puzzles = AdPublisher.GetApps.Invoke(new()
    {
        KeywordFilter = "Puzzle",
        PlatformFilters = AdPublisher.Platform.Android,
        Direction = AdPublisher.Direction.Desc,
    });

    return new Dictionary<string, object?>
    {
        ["appIds"] = puzzles.Apply(result => result.Ids),
    };
});
