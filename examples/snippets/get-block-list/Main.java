package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.AdpublisherFunctions;
import io.github.adpublisher.adpublisher.MonetizationSettings;
import io.github.adpublisher.adpublisher.MonetizationSettingsArgs;
import io.github.adpublisher.adpublisher.inputs.AdBlockingSettingsArgs;
import io.github.adpublisher.adpublisher.inputs.GetBlockListArgs;
import io.github.adpublisher.adpublisher.outputs.GetBlockListResult;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        var sensitive = AdpublisherFunctions.getBlockList(GetBlockListArgs.builder()
            .id("64e3a9c1f0b2d4e6a8c0b1d2")
            .build());

        new MonetizationSettings("spaceRunSettings", MonetizationSettingsArgs.builder()
            .appId("5f2b1c0d9e8a7b6c5d4e3f21")
            .adBlockingSettings(AdBlockingSettingsArgs.builder()
                .blockedIabCategoriesV1List(sensitive.applyValue(GetBlockListResult::id))
                .build())
            .build());

        ctx.export("blockListTitle", sensitive.applyValue(GetBlockListResult::title));
        ctx.export("blockedCategories", sensitive.applyValue(GetBlockListResult::elements));
    }
}
