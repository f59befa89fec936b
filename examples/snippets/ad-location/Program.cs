using System.Collections.Generic;
using Pulumi;
using AdPublisher = Pulumi.AdPublisher;

return await Deployment.RunAsync(() =>
{
    var levelEnd = new AdPublisher.AdLocation("levelEnd", new()
    {
        AppId = "5f2b1c0d9e8a7b6c5d4e3f21",
        Name = "Level End",
        AdType = AdPublisher.AdType.Rewarded,
        Type = AdPublisher.AdLocationType.FixedCpm,
        CountryTargeting = new[]
        {
            new AdPublisher.Inputs.CountryTargetingArgs { Country = "US", Price = 12.5 },
            new AdPublisher.Inputs.CountryTargetingArgs { Country = "default", Price = 4 },
        },
    });

    return new Dictionary<string, object?>
    {
        ["locationId"] = levelEnd.Id,
    };
});
