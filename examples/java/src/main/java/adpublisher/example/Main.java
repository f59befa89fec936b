// A publisher's config repo in Java: the same four resources, lookup and report as examples/yaml.
package adpublisher.example;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.resources.CustomResourceOptions;
import io.github.adpublisher.adpublisher.AdLocation;
import io.github.adpublisher.adpublisher.AdLocationArgs;
import io.github.adpublisher.adpublisher.AdpublisherFunctions;
import io.github.adpublisher.adpublisher.App;
import io.github.adpublisher.adpublisher.AppArgs;
import io.github.adpublisher.adpublisher.BlockList;
import io.github.adpublisher.adpublisher.BlockListArgs;
import io.github.adpublisher.adpublisher.MonetizationSettings;
import io.github.adpublisher.adpublisher.MonetizationSettingsArgs;
import io.github.adpublisher.adpublisher.enums.AdLocationType;
import io.github.adpublisher.adpublisher.enums.AdType;
import io.github.adpublisher.adpublisher.enums.ButtonType;
import io.github.adpublisher.adpublisher.enums.IsDirectedAtKidsUnder13;
import io.github.adpublisher.adpublisher.enums.Orientation;
import io.github.adpublisher.adpublisher.enums.Platform;
import io.github.adpublisher.adpublisher.enums.ShowButtonTimer;
import io.github.adpublisher.adpublisher.inputs.AdBlockingSettingsArgs;
import io.github.adpublisher.adpublisher.inputs.AdExperienceSettingsArgs;
import io.github.adpublisher.adpublisher.inputs.CountryTargetingArgs;
import io.github.adpublisher.adpublisher.inputs.GetAppArgs;
import io.github.adpublisher.adpublisher.inputs.GetAppReportArgs;
import io.github.adpublisher.adpublisher.inputs.TemplateSettingsArgs;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    private static void stack(Context ctx) {
        var config = ctx.config();
        var protect = config.getBoolean("protect").orElse(true);
        var reportFrom = config.get("reportFrom").orElse("2026-01-01");
        var reportTo = config.get("reportTo").orElse("2026-01-07");

        var spaceRun = new App("spaceRun", AppArgs.builder()
            .nickname("Space Run")
            .platform(Platform.Android)
            .orientations(Orientation.Portrait, Orientation.Landscape)
            .defaultOrientation(Orientation.Portrait)
            .isLive(false)
            .isTestModeOn(true)
            .testModeDuration(60)
            .isDirectedAtKidsUnder13(IsDirectedAtKidsUnder13.No)
            .build(),
            // Replacing or deleting an app gives it up for good (a new id, a soft-deleted old one).
            CustomResourceOptions.builder().protect(protect).build());

        new AdLocation("mainMenu", AdLocationArgs.builder()
            .appId(spaceRun.id())
            .name("Main Menu")
            .adType(AdType.Interstitial)
            .type(AdLocationType.Bidding)
            .build());

        var levelEnd = new AdLocation("levelEnd", AdLocationArgs.builder()
            .appId(spaceRun.id())
            .name("Level End")
            .adType(AdType.Rewarded)
            .type(AdLocationType.FixedCpm)
            .countryTargeting(
                CountryTargetingArgs.builder().country("US").price(12.5).build(),
                CountryTargetingArgs.builder().country("default").price(4.0).build())
            .build());

        var sensitive = new BlockList("sensitive", BlockListArgs.builder()
            .title("No gambling, no dating")
            .elements("IAB9-9", "IAB14-1", "IAB7-39")
            .build());

        new MonetizationSettings("spaceRunSettings", MonetizationSettingsArgs.builder()
            .appId(spaceRun.id())
            .adBlockingSettings(AdBlockingSettingsArgs.builder()
                .blockedIabCategoriesV1List(sensitive.id())
                .monetizationAgefilterCheck(true)
                .build())
            .adExperienceSettings(AdExperienceSettingsArgs.builder()
                .templateSettings(TemplateSettingsArgs.builder()
                    .buttonType(ButtonType.Close)
                    .showButtonTimer(ShowButtonTimer.Seconds5)
                    .build())
                .build())
            .build());

        // A lookup: the app as the service has it now (no signature; that stays a secret output above).
        var liveApp = AdpublisherFunctions.getApp(GetAppArgs.builder().id(spaceRun.id()).build());
        // The analytics API's App report for the app.
        var weekReport = AdpublisherFunctions.getAppReport(GetAppReportArgs.builder()
            .dateMin(reportFrom)
            .dateMax(reportTo)
            .appId(spaceRun.id().applyValue(java.util.List::of))
            .build());

        ctx.export("appId", spaceRun.id());
        ctx.export("appSignature", spaceRun.signature());
        ctx.export("reviewStatus", spaceRun.publishingApplication().applyValue(p -> p.map(a -> a.status()).orElse(null)));
        ctx.export("levelEndId", levelEnd.id());
        ctx.export("blockListId", sensitive.id());
        ctx.export("liveNickname", liveApp.applyValue(a -> a.nickname()));
        ctx.export("reportRows", weekReport.applyValue(r -> r.summary().rows()));
    }
}
