package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.AdpublisherFunctions;
import io.github.adpublisher.adpublisher.enums.AdType;
import io.github.adpublisher.adpublisher.inputs.GetAdLocationsArgs;
import io.github.adpublisher.adpublisher.outputs.GetAdLocationsResult;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        var rewarded = AdpublisherFunctions.getAdLocations(GetAdLocationsArgs.builder()
            .appId("5f2b1c0d9e8a7b6c5d4e3f21")
            .adTypeFilter(AdType.Rewarded)
            .build());

        // Each id is <appId>/<uuid>: what `pulumi import adpublisher:index:AdLocation <name> <id>` takes.
        ctx.export("rewardedLocationIds", rewarded.applyValue(GetAdLocationsResult::ids));
    }
}
