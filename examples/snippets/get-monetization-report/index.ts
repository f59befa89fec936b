// What two advertised apps spent on ads on the period's last day and the day before, summed
import { getMonetizationReportOutput } from "pulumi-adpublisher";

// One row per app: ad_spend is the spend on dateMax, ad_spend_d1 on the day before (role advertiser, the default).
const spend = getMonetizationReportOutput({
  dateMin: "2026-11-09",
  dateMax: "2026-11-15",
  appIds: ["5f2b1c0d9e8a7b6c5d4e3f21", "66ab12cd34ef56ab78cd90ef"],
});

// The totals of ad_spend and ad_spend_d1 over both apps.
export const adSpend = spend.summary.totals;
