// The analytics report arguments: dates, enumerations and lists checked before sending, and the
// parameters and rows of each report.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { campaignParams, campaignReportArgs, campaignRow, isAsyncCampaignGrouping } from "../../../provider/models/analytics-campaign";
import { appReportArgs, appParams, appRow } from "../../../provider/models/analytics-app";
import { appCountryParams, appCountryReportArgs, appCountryRow } from "../../../provider/models/analytics-appcountry";
import { installExportArgs, installExportParams } from "../../../provider/models/analytics-install";
import { monetizationReportArgs, monetizationRow } from "../../../provider/models/analytics-monetization";
import { allTimeReportArgs } from "../../../provider/models/analytics-alltime";
import { extractRows } from "../../../provider/models/analytics-common";
import { formatIssues } from "../../../provider/models/rules";

function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : formatIssues(result.error);
}

const dates = { dateMin: "2024-05-01", dateMax: "2024-05-31" };

describe("dates (shared by every dated report)", () => {
  const campaign = campaignReportArgs();
  it("requires dateMin and dateMax", () => {
    expect(issues(campaign, {})).toEqual(["dateMin: is required (YYYY-MM-DD)", "dateMax: is required (YYYY-MM-DD)"]);
  });
  it("refuses other formats", () => {
    expect(issues(campaign, { ...dates, dateMin: "2024/05/01" })).toEqual([
      'dateMin: must be a date in YYYY-MM-DD format (got "2024/05/01")',
    ]);
    expect(issues(campaign, { ...dates, dateMax: 20240531 })).toEqual(["dateMax: must be a date in YYYY-MM-DD format (got 20240531)"]);
  });
  it("refuses dates that do not exist", () => {
    expect(issues(campaign, { dateMin: "2023-02-29", dateMax: "2024-13-01" })).toEqual([
      'dateMin: must be a real calendar date (got "2023-02-29")',
      'dateMax: must be a real calendar date (got "2024-13-01")',
    ]);
    expect(issues(campaign, { dateMin: "2024-02-29", dateMax: "2024-03-01" })).toEqual([]);
  });
  it("refuses dateMin after dateMax", () => {
    expect(issues(campaign, { dateMin: "2024-06-02", dateMax: "2024-06-01" })).toEqual([
      "dateMin: must not be after dateMax (got 2024-06-02 > 2024-06-01)",
    ]);
  });
  it("refuses unknown argument names", () => {
    expect(issues(monetizationReportArgs(), { ...dates, appId: "a" })).toEqual([
      "appId: is not an argument of monetization report (v5) (known: dateMin, dateMax, appIds, role)",
    ]);
  });
  it("takes a dateMin before the first day with data: the API says when data starts, not that earlier days fail", () => {
    expect(issues(campaign, { dateMin: "2017-12-31", dateMax: "2018-01-05" })).toEqual([]);
    expect(issues(campaign, { dateMin: "2019-01-01", dateMax: "2019-01-05", timezone: "UTC" })).toEqual([]);
    expect(issues(appCountryReportArgs(), { dateMin: "2020-06-15", dateMax: "2020-06-20" })).toEqual([]);
    expect(issues(installExportArgs(), { dateMin: "2017-06-15", dateMax: "2018-06-20" })).toEqual([]);
  });
});

describe("enumerations", () => {
  it("aggregate is daily, weekly or monthly (any case)", () => {
    const schema = campaignReportArgs();
    expect(issues(schema, { ...dates, aggregate: "hourly" })).toEqual([
      'aggregate: must be one of daily, weekly, monthly (got "hourly")',
    ]);
    expect(schema.parse({ ...dates, aggregate: "Daily" }).aggregate).toBe("daily");
  });
  it("role is advertiser or publisher, and both where both is the documented default (sent as no role)", () => {
    expect(issues(appCountryReportArgs(), { ...dates, role: "both" })).toEqual(['role: must be one of advertiser, publisher (got "both")']);
    expect(issues(monetizationReportArgs(), { ...dates, role: "both" })).toEqual(['role: must be one of advertiser, publisher (got "both")']);
    expect(appReportArgs().parse({ ...dates, role: "both" }).role).toBeUndefined();
    expect(campaignReportArgs().parse({ ...dates, role: "both" }).role).toBeUndefined();
    expect(installExportArgs().parse({ ...dates, role: "publisher" }).role).toBe("publisher");
  });
  it("timezone is UTC or PST", () => {
    expect(issues(campaignReportArgs(), { ...dates, timezone: "CET" })).toEqual(['timezone: must be one of UTC, PST (got "CET")']);
    expect(appCountryReportArgs().parse({ ...dates, timezone: "UTC" }).timezone).toBe("utc");
  });
  it("groupBy per report", () => {
    expect(issues(campaignReportArgs(), { ...dates, groupBy: "ad_type" })[0]).toBe(
      'groupBy: must be one of country, app, app,creative, target_creative, date, campaign, campaign_target, campaign_type (got "ad_type")',
    );
    expect(issues(appReportArgs(), { ...dates, groupBy: "creative" })[0]).toBe(
      'groupBy: must be one of app, ad_type, date, ad_location, platform, campaign_type, country (got "creative")',
    );
  });
  it("ad_location grouping is for publishers only", () => {
    expect(issues(appReportArgs(), { ...dates, groupBy: "ad_location", role: "advertiser" })).toEqual([
      "groupBy: ad_location is for publishers only; use role publisher or omit role",
    ]);
  });
  it("adTypeId accepts 1, 4, 5, 7, 8, 9, 10 as numbers or strings", () => {
    expect(issues(campaignReportArgs(), { ...dates, adTypeId: [1, 2] })).toEqual([
      "adTypeId[1]: must be one of 1, 4, 5, 7, 8, 9, 10 (got 2)",
    ]);
    expect(issues(appCountryReportArgs(), { ...dates, adTypeIds: "3" })).toEqual(["adTypeIds: must be one of 1, 4, 5, 7, 8, 9, 10 (got 3)"]);
    expect(issues(installExportArgs(), { ...dates, adTypeId: [] })).toEqual(["adTypeId: must not be an empty list (omit it instead)"]);
    expect(campaignReportArgs().parse({ ...dates, adTypeId: ["4", 10] }).adTypeId).toEqual([4, 10]);
  });
  it("campaignType: all, or one or more types; never all with others", () => {
    expect(issues(campaignReportArgs(), { ...dates, campaignType: ["network", "ads"] })).toEqual([
      'campaignType[1]: must be one of network, direct_deal, cross_promo, exchange, mediation (got "ads")',
    ]);
    expect(issues(campaignReportArgs(), { ...dates, campaignType: ["all", "network"] })).toEqual([
      "campaignType: `all` cannot be combined with other campaign types",
    ]);
    expect(issues(campaignReportArgs(), { ...dates, campaignType: "all" })).toEqual([]);
    expect(issues(appCountryReportArgs(), { ...dates, campaignType: "all" })[0]).toMatch(/^campaignType: must be one of network/);
    expect(issues(installExportArgs(), { ...dates, campaignType: ["exchange", "barter"] })[0]).toMatch(/^campaignType\[1\]: must be one of/);
  });
  it("the legacy campaign report takes one campaign type; its ad type ids pass (the service honours the first)", () => {
    expect(issues(campaignReportArgs("legacy"), { ...dates, campaignType: ["network", "exchange"], adTypeId: [1, 4] })).toEqual([
      "campaignType: the legacy endpoint accepts one campaign type",
    ]);
    expect(issues(campaignReportArgs("v5"), { ...dates, campaignType: ["network", "exchange"], adTypeId: [1, 4] })).toEqual([]);
  });
  it("the legacy app report takes one platform for groupBy ad_type", () => {
    expect(issues(appReportArgs("legacy"), { ...dates, groupBy: "ad_type", platform: ["iOS", "Android"] })).toEqual([
      "platform: for groupBy ad_type the legacy endpoint accepts one platform",
    ]);
  });
  it("id lists refuse empty lists, blanks and embedded commas", () => {
    expect(issues(monetizationReportArgs(), { ...dates, appIds: [] })).toEqual(["appIds: must not be an empty list (omit it instead)"]);
    expect(issues(monetizationReportArgs(), { ...dates, appIds: ["a", " "] })).toEqual(['appIds[1]: must be a non-empty string (got " ")']);
    expect(issues(monetizationReportArgs(), { ...dates, appIds: "a,b" })).toEqual([
      'appIds: must not contain a comma; pass a list instead (got "a,b")',
    ]);
  });
  it("all-time takes no dates", () => {
    expect(issues(allTimeReportArgs(), {})).toEqual([]);
    expect(issues(allTimeReportArgs(), { role: "x" })).toEqual(['role: must be one of both, advertiser, publisher (got "x")']);
  });
});

describe("wire parameters", () => {
  it("campaign: the API's names, lists comma-separated, appID as the API spells it", () => {
    const query = campaignReportArgs().parse({ ...dates, groupBy: "app,creative", campaignType: ["network", "exchange"], appId: ["a1", "a2"], adTypeId: [1, 4] });
    expect(campaignParams(query)).toEqual({
      dateMin: "2024-05-01", dateMax: "2024-05-31", groupBy: "app,creative", campaignType: "network,exchange", appID: "a1,a2", adTypeId: "1,4",
    });
  });
  it("app, app-by-country and install export", () => {
    expect(appParams(appReportArgs().parse({ ...dates, appId: ["x"], groupBy: "date" }))).toEqual({ ...dates, appId: "x", groupBy: "date" });
    expect(appCountryParams(appCountryReportArgs().parse({ ...dates, adLocation: "all", adTypeIds: [8, 9], timezone: "pst" }))).toEqual({
      ...dates, adLocation: "all", adTypeIds: "8,9", timezone: "pst",
    });
    expect(installExportParams(installExportArgs().parse({ ...dates, campaignIds: ["c1", "c2"] }))).toEqual({ ...dates, campaignIds: "c1,c2" });
  });
  it("knows which campaign groupings are queued", () => {
    expect(["app", "app,creative", "country"].every((g) => isAsyncCampaignGrouping(g as never))).toBe(true);
    expect([undefined, "campaign", "date", "campaign_target", "campaign_type", "target_creative"].some((g) => isAsyncCampaignGrouping(g as never))).toBe(false);
  });
});

describe("rows", () => {
  const campaign = {
    adTypeId: "1", campaign: "Spring", campaignId: "c1", campaignSubType: "", campaignTarget: "", campaignType: "network",
    clicksDelivered: 0, clicksReceived: 5, cpcvEarned: 0, cpcvSpent: 0.2, creative: "", ctrDelivered: 0, ctrReceived: 0.01,
    dt: "2024-05-01", ecpmEarned: 0, ecpmSpent: 3.5, impressionsDelivered: 0, impressionsReceived: 500, installDelivered: 0,
    installReceived: 2, installRateDelivered: 0, installRateReceived: 0.4, moneyEarned: 0, moneySpent: 1.75, role: "advertiser",
    videoCompletedDelivered: 0, videoCompletedReceived: 7,
  };
  it("campaign rows keep unknown extra fields and coerce numeric strings", () => {
    const row = campaignRow.parse({ ...campaign, impressionsReceived: "500", somethingNew: true });
    expect(row.impressionsReceived).toBe(500);
    expect(row.somethingNew).toBe(true);
  });
  it("campaign rows name a missing field", () => {
    const { moneySpent: _, ...missing } = campaign;
    expect(issues(campaignRow, missing)).toEqual(["moneySpent: Invalid input"]);
  });
  it("app rows keep the API's odd names", () => {
    const row = appRow.parse({ dt: "2024-05-01", appId: "a", app: "A", platform: "ios", ctrlDelivered: 0.1, VideoCompletedReceived: "3", ad_type: 4 });
    expect(row).toMatchObject({ ctrlDelivered: 0.1, VideoCompletedReceived: 3, ad_type: "4" });
  });
  it("app-by-country and monetization rows", () => {
    const row = appCountryRow.parse({
      adLocation: "overall", adType: 1, app: "A", appId: "a", campaignType: "network", CountryCode: "US", dt: "2024-05-01",
      platform: "ios", InstallRateReceived: 0.5,
    });
    expect(row).toMatchObject({ CountryCode: "US", InstallRateReceived: 0.5, adType: "1" });
    expect(monetizationRow.parse({ dt: "2024-05-01", app_id: "a", ad_spend: 4, ad_spend_d1_relative: -2.5 })).toMatchObject({ ad_spend: 4 });
  });
  it("accepts a bare array or an object holding the rows", () => {
    expect(extractRows([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(extractRows({ data: [{ a: 1 }] })).toEqual([{ a: 1 }]);
    expect(extractRows({ message: "x" })).toBeUndefined();
  });
});
