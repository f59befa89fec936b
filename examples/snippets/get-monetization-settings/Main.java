package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.AdpublisherFunctions;
import io.github.adpublisher.adpublisher.inputs.GetMonetizationSettingsArgs;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        var settings = AdpublisherFunctions.getMonetizationSettings(GetMonetizationSettingsArgs.builder()
            .appId("5f2b1c0d9e8a7b6c5d4e3f21")
            .build());

        // Empty: the app uses the service's default list of sensitive categories.
        ctx.export("blockListId", settings.applyValue(result -> result.adBlockingSettings().blockedIabCategoriesV1List()));
        ctx.export("blockedAdvertiserStoreIds", settings.applyValue(result -> result.adBlockingSettings().blockedAdvertiserStoreIds()));
    }
}
