package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.AdpublisherFunctions;
import io.github.adpublisher.adpublisher.enums.GroupBy;
import io.github.adpublisher.adpublisher.inputs.GetAppReportArgs;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        // A whole month with a monthly aggregate: one row per country.
        var november = AdpublisherFunctions.getAppReport(GetAppReportArgs.builder()
            .dateMin("2026-11-01")
            .dateMax("2026-11-30")
            .aggregate("monthly")
            .appId("5f2b1c0d9e8a7b6c5d4e3f21")
            .groupBy(GroupBy.Country)
            .build());

        // The rows stay out of the stack's state: export the summary (money, clicks, installs...).
        ctx.export("countries", november.applyValue(report -> report.summary().rows()));
        ctx.export("totals", november.applyValue(report -> report.summary().totals()));
    }
}
