package generated_program;

import com.pulumi.Context;
import com.pulumi.Pulumi;
import io.github.adpublisher.adpublisher.AdpublisherFunctions;
import io.github.adpublisher.adpublisher.enums.NetworkType;
import io.github.adpublisher.adpublisher.inputs.FiltersArgs;
import io.github.adpublisher.adpublisher.inputs.GetMediationReportArgs;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(Main::stack);
    }

    public static void stack(Context ctx) {
        // winning_bids is a bidding-only metric: it needs the networkType bidding filter. At most 30 days per report.
        var bidding = AdpublisherFunctions.getMediationReport(GetMediationReportArgs.builder()
            .dateMin("2026-11-01")
            .dateMax("2026-11-30")
            .timezone("UTC")
            .dimensions("demand_source")
            .metrics("requests", "winning_bids", "impressions", "estimated_earnings")
            .filters(FiltersArgs.builder()
                .networkType(NetworkType.Bidding)
                .placementType("interstitial")
                .build())
            .build());

        // Export the summary, not the rows: requests, winningBids, impressions, estimatedEarnings.
        ctx.export("demandSources", bidding.applyValue(report -> report.summary().rows()));
        ctx.export("totals", bidding.applyValue(report -> report.summary().totals()));
    }
}
