package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.AdLocation;
import io.github.adpublisher.adpublisher.AdLocationArgs;
import io.github.adpublisher.adpublisher.enums.AdLocationType;
import io.github.adpublisher.adpublisher.enums.AdType;
import io.github.adpublisher.adpublisher.inputs.CountryTargetingArgs;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        var levelEnd = new AdLocation("levelEnd", AdLocationArgs.builder()
            .appId("5f2b1c0d9e8a7b6c5d4e3f21")
            .name("Level End")
            .adType(AdType.Rewarded)
            .type(AdLocationType.FixedCpm)
            .countryTargeting(
                CountryTargetingArgs.builder().country("US").price(12.5).build(),
                CountryTargetingArgs.builder().country("default").price(4.0).build())
            .build());

        ctx.export("locationId", levelEnd.id());
    }
}
