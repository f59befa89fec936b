package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.AdpublisherFunctions;
import io.github.adpublisher.adpublisher.enums.Direction;
import io.github.adpublisher.adpublisher.enums.Platform;
import io.github.adpublisher.adpublisher.inputs.GetAppsArgs;
import io.github.adpublisher.adpublisher.outputs.GetAppsResult;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        var puzzles = AdpublisherFunctions.getApps(GetAppsArgs.builder()
            .keywordFilter("Puzzle")
            .platformFilters(Platform.Android)
            .direction(Direction.Desc)
            .build());

        ctx.export("appIds", puzzles.applyValue(GetAppsResult::ids));
    }
}
