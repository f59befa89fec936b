package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.AdpublisherFunctions;
import io.github.adpublisher.adpublisher.enums.AppReportRole;
import io.github.adpublisher.adpublisher.enums.CampaignGroupBy;
import io.github.adpublisher.adpublisher.inputs.GetCampaignReportArgs;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        // campaignType defaults to network: "all" brings direct deals, cross-promotion and mediation too.
        var byType = AdpublisherFunctions.getCampaignReport(GetCampaignReportArgs.builder()
            .dateMin("2026-11-01")
            .dateMax("2026-11-30")
            .aggregate("monthly")
            .groupBy(CampaignGroupBy.CampaignType)
            .campaignType("all")
            .role(AppReportRole.Publisher)
            .build());

        // Export the summary, not the rows: moneyEarned, impressionsDelivered, installDelivered...
        ctx.export("campaignTypes", byType.applyValue(report -> report.summary().rows()));
        ctx.export("totals", byType.applyValue(report -> report.summary().totals()));
    }
}
