package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.BlockList;
import io.github.adpublisher.adpublisher.BlockListArgs;
import io.github.adpublisher.adpublisher.MonetizationSettings;
import io.github.adpublisher.adpublisher.MonetizationSettingsArgs;
import io.github.adpublisher.adpublisher.enums.ButtonType;
import io.github.adpublisher.adpublisher.enums.InterstitialMaxDuration;
import io.github.adpublisher.adpublisher.enums.RewardedMaxDuration;
import io.github.adpublisher.adpublisher.enums.ShowButtonTimer;
import io.github.adpublisher.adpublisher.inputs.AdBlockingSettingsArgs;
import io.github.adpublisher.adpublisher.inputs.AdExperienceSettingsArgs;
import io.github.adpublisher.adpublisher.inputs.TemplateSettingsArgs;
import io.github.adpublisher.adpublisher.inputs.VideoDurationSettingsArgs;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        var sensitive = new BlockList("sensitive", BlockListArgs.builder()
            .title("No gambling")
            .elements("IAB9-9")
            .build());

        var settings = new MonetizationSettings("spaceRunSettings", MonetizationSettingsArgs.builder()
            .appId("5f2b1c0d9e8a7b6c5d4e3f21")
            .adBlockingSettings(AdBlockingSettingsArgs.builder()
                .blockedIabCategoriesV1List(sensitive.id())
                .monetizationAgefilterCheck(true)
                .build())
            .adExperienceSettings(AdExperienceSettingsArgs.builder()
                .templateSettings(TemplateSettingsArgs.builder()
                    .buttonType(ButtonType.Close)
                    .showButtonTimer(ShowButtonTimer.Seconds15)
                    .build())
                .videoDurationSettings(VideoDurationSettingsArgs.builder()
                    .interstitialMaxDuration(InterstitialMaxDuration.Seconds30)
                    .rewardedMaxDuration(RewardedMaxDuration.Seconds60)
                    .build())
                .build())
            .build());

        ctx.export("managedApp", settings.appId());
    }
}
