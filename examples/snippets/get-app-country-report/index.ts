// What one ad location earned in a week, country by country, as a row count and totals
import { getAppCountryReportOutput } from "pulumi-adpublisher";

// Daily rows per country, ad type and campaign type, for the "Level End" location only.
const levelEnd = getAppCountryReportOutput({
  dateMin: "2026-11-01",
  dateMax: "2026-11-07",
  appIds: ["5f2b1c0d9e8a7b6c5d4e3f21"],
  adLocation: ["Level End"],
  role: "publisher",
  timezone: "utc",
});

// Export the summary, not the rows: moneyEarned, impressionsDelivered, installsDelivered...
export const rowCount = levelEnd.summary.rows;
export const totals = levelEnd.summary.totals;
