using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    var gambling = AdPublisher.GetBlockLists.Invoke(new()
    {
        KeywordFilter = "gambling",
        Sort = AdPublisher.Sort.DateModified,
        Direction = AdPublisher.BlockListsDirection.Desc,
        Summary = true, // short items: element counts instead of the elements
    });

    return new Dictionary<string, object?>
    {
        ["blockListIds"] = gambling.Apply(result => result.Ids),
    };
});
