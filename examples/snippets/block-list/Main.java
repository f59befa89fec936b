package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.BlockList;
import io.github.adpublisher.adpublisher.BlockListArgs;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        var sensitive = new BlockList("sensitive", BlockListArgs.builder()
            .title("No gambling, no dating")
            .elements("IAB9-9", "IAB14-1", "IAB7-39")
            .build());

        ctx.export("blockListId", sensitive.id());
    }
}
