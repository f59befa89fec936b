package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.AdLocation;
import io.github.adpublisher.adpublisher.AdLocationArgs;
import io.github.adpublisher.adpublisher.AdpublisherFunctions;
import io.github.adpublisher.adpublisher.enums.AdLocationType;
import io.github.adpublisher.adpublisher.enums.AdType;
import io.github.adpublisher.adpublisher.enums.Platform;
import io.github.adpublisher.adpublisher.inputs.GetAppArgs;
import io.github.adpublisher.adpublisher.outputs.GetAppResult;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        var app = AdpublisherFunctions.getApp(GetAppArgs.builder()
            .nickname("Space Run")
            .platform(Platform.Android)
            .build());

        var levelEnd = new AdLocation("levelEnd", AdLocationArgs.builder()
            .appId(app.applyValue(GetAppResult::id))
            .name("Level End")
            .adType(AdType.Interstitial)
            .type(AdLocationType.Bidding)
            .build());

        ctx.export("appId", app.applyValue(GetAppResult::id));
        ctx.export("locationId", levelEnd.id());
    }
}
