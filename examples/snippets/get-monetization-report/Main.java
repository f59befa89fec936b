package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.AdpublisherFunctions;
import io.github.adpublisher.adpublisher.inputs.GetMonetizationReportArgs;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        // One row per app: ad_spend is the spend on dateMax, ad_spend_d1 on the day before (role advertiser, the default).
        var spend = AdpublisherFunctions.getMonetizationReport(GetMonetizationReportArgs.builder()
            .dateMin("2026-11-09")
            .dateMax("2026-11-15")
            .appIds("5f2b1c0d9e8a7b6c5d4e3f21", "66ab12cd34ef56ab78cd90ef")
            .build());

        // The totals of ad_spend and ad_spend_d1 over both apps.
        ctx.export("adSpend", spend.applyValue(report -> report.summary().totals()));
    }
}
