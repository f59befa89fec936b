package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.resources.CustomResourceOptions;
import io.github.adpublisher.adpublisher.App;
import io.github.adpublisher.adpublisher.AppArgs;
import io.github.adpublisher.adpublisher.enums.IsDirectedAtKidsUnder13;
import io.github.adpublisher.adpublisher.enums.Orientation;
import io.github.adpublisher.adpublisher.enums.Platform;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        var spaceRun = new App("spaceRun", AppArgs.builder()
            .nickname("Space Run")
            .platform(Platform.Android)
            .orientations(Orientation.Portrait)
            .isLive(false)
            .isTestModeOn(true)
            .testModeDuration(60)
            .isDirectedAtKidsUnder13(IsDirectedAtKidsUnder13.No)
            .build(), CustomResourceOptions.builder().protect(true).build());

        ctx.export("appId", spaceRun.id());
        ctx.export("signature", spaceRun.signature());
    }
}
