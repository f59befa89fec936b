using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    var sensitive = new AdPublisher.BlockList("sensitive", new()
    {
        Title = "No gambling, no dating",
        Elements = new[] { "IAB9-9", "IAB14-1", "IAB7-39" },
    });

    return new Dictionary<string, object?>
    {
        ["blockListId"] = sensitive.Id,
    };
});
