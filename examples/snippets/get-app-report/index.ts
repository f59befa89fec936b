// One app's earnings in November, country by country: the number of countries and the totals
import { getAppReportOutput } from "pulumi-adpublisher";

// A whole month with a monthly aggregate: one row per country.
const november = getAppReportOutput({
  dateMin: "2026-11-01",
  dateMax: "2026-11-30",
  aggregate: "monthly",
  appId: ["5f2b1c0d9e8a7b6c5d4e3f21"],
  groupBy: "country",
});

// The rows stay out of the stack's state: export the summary (money, clicks, installs...).
export const countries = november.summary.rows;
export const totals = november.summary.totals;
