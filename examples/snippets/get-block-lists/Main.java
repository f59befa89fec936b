package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.AdpublisherFunctions;
import io.github.adpublisher.adpublisher.enums.BlockListsDirection;
import io.github.adpublisher.adpublisher.enums.Sort;
import io.github.adpublisher.adpublisher.inputs.GetBlockListsArgs;
import io.github.adpublisher.adpublisher.outputs.GetBlockListsResult;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        var gambling = AdpublisherFunctions.getBlockLists(GetBlockListsArgs.builder()
            .keywordFilter("gambling")
            .sort(Sort.DateModified)
            .direction(BlockListsDirection.Desc)
            .summary(true) // short items: element counts instead of the elements
            .build());

        ctx.export("blockListIds", gambling.applyValue(GetBlockListsResult::ids));
    }
}
