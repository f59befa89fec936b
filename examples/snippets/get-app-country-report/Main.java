package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.AdpublisherFunctions;
import io.github.adpublisher.adpublisher.enums.Role;
import io.github.adpublisher.adpublisher.inputs.GetAppCountryReportArgs;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        // Daily rows per country, ad type and campaign type, for the "Level End" location only.
        var levelEnd = AdpublisherFunctions.getAppCountryReport(GetAppCountryReportArgs.builder()
            .dateMin("2026-11-01")
            .dateMax("2026-11-07")
            .appIds("5f2b1c0d9e8a7b6c5d4e3f21")
            .adLocation("Level End")
            .role(Role.Publisher)
            .timezone("utc")
            .build());

        // Export the summary, not the rows: moneyEarned, impressionsDelivered, installsDelivered...
        ctx.export("rowCount", levelEnd.applyValue(report -> report.summary().rows()));
        ctx.export("totals", levelEnd.applyValue(report -> report.summary().totals()));
    }
}
