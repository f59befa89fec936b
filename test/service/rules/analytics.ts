// The analytics API's endpoints: the report parameters of the version 5 and legacy analytics families.
import { rulesOf } from "./case";

const WEEK = { dateMin: "2024-06-03", dateMax: "2024-06-09" };

/** Rules every dated report shares (dateMin and dateMax required, YYYY-MM-DD). */
function datedRules(report: ReturnType<typeof rulesOf>) {
  return [
    report.passes("a week"),
    report.passes("one day", { dateMin: "2024-06-03", dateMax: "2024-06-03" }),
    report.fails("dateMin is required", { dateMin: undefined }, "dateMin", "required"),
    report.fails("dateMax is required", { dateMax: undefined }, "dateMax", "required"),
    report.fails("dates are YYYY-MM-DD", { dateMin: "2024/06/03" }, "dateMin", "YYYY-MM-DD"),
    report.fails("dates are calendar dates", { dateMax: "2024-02-30", dateMin: "2024-02-01" }, "dateMax", "YYYY-MM-DD"),
    report.fails("dateMin is not after dateMax", { dateMin: "2024-06-10" }, "dateMin", "dateMin <= dateMax"),
  ];
}

const campaign = rulesOf("GET /v5/analytics/campaign", "analytics API: Endpoints: Campaign report", WEEK);
const legacyCampaign = rulesOf("GET /metrics/campaign", "analytics API: Campaign report (legacy: one network)", WEEK);

export const campaignCases = [
  ...datedRules(campaign),
  campaign.passes("a range that starts before the first day with data (no rows for those days)", { dateMin: "2017-12-25", dateMax: "2018-01-02" }),
  campaign.passes("UTC before 2020-03-01 (data starts later; the range still works)", { dateMin: "2020-02-20", dateMax: "2020-03-02", timezone: "UTC" }),
  campaign.passes("aggregate weekly, any case", { aggregate: "Weekly" }),
  campaign.passes("campaignType all", { campaignType: "all" }),
  campaign.passes("several campaign types (v5 accepts a list)", { campaignType: ["network", "direct_deal"] }),
  campaign.passes("groupBy campaign_target", { groupBy: "campaign_target" }),
  campaign.passes("groupBy target_creative", { groupBy: "target_creative" }),
  campaign.passes("groupBy country (queued)", { groupBy: "country" }),
  campaign.passes("groupBy app,creative (queued)", { groupBy: "app,creative" }),
  campaign.passes("platform iOS", { platform: "iOS" }),
  campaign.passes("platforms Android and Amazon", { platform: ["Android", "Amazon"] }),
  campaign.passes("platform all (the default)", { platform: "all" }),
  campaign.passes("role both, the documented default", { role: "both" }),
  campaign.passes("role publisher", { role: "publisher" }),
  campaign.passes("role advertiser", { role: "advertiser" }),
  campaign.passes("several ad type ids", { adTypeId: [1, 4, 10] }),
  campaign.passes("timezone UTC", { timezone: "UTC" }),
  campaign.passes("several apps", { appId: ["app-a", "app-b"] }),
  campaign.passes("a campaign id", { campaignId: "c-1" }),
  campaign.fails("aggregate is daily, weekly or monthly", { aggregate: "hourly" }, "aggregate", "enumeration"),
  campaign.fails("groupBy is one of the nine groupings", { groupBy: "week" }, "groupBy", "enumeration"),
  campaign.fails("campaignType is all or known types", { campaignType: "tv" }, "campaignType", "enumeration"),
  campaign.fails("all stands alone", { campaignType: ["all", "network"] }, "campaignType", "all or one or more types"),
  campaign.fails("platform is iOS or an Android-family store", { platform: "windows" }, "platform", "enumeration"),
  campaign.fails("role is advertiser or publisher (default both)", { role: "owner" }, "role", "enumeration"),
  campaign.fails("ad type ids are 1, 4, 5, 7, 8, 9, 10", { adTypeId: [2] }, "adTypeId", "accepted filters"),
  campaign.fails("timezone is UTC or PST", { timezone: "EST" }, "timezone", "enumeration"),
  legacyCampaign.passes("a week"),
  legacyCampaign.passes("several ad type ids (the legacy endpoint honours the first)", { adTypeId: [4, 1] }),
  legacyCampaign.fails("one campaign type only", { campaignType: ["network", "exchange"] }, "campaignType", "legacy filters by one network"),
];

const app = rulesOf("GET /v5/analytics/app", "analytics API: Endpoints: App report", WEEK);
const legacyApp = rulesOf("GET /metrics/app", "analytics API: App report (legacy platform rule)", WEEK);

export const appCases = [
  ...datedRules(app),
  app.passes("a range that starts before 2018-01-01", { dateMin: "2017-12-01", dateMax: "2018-01-05" }),
  app.passes("groupBy country before 2020-06-16 (no rows for those days)", { groupBy: "country", dateMin: "2020-06-01", dateMax: "2020-06-20" }),
  ...["app", "ad_type", "date", "ad_location", "platform", "campaign_type", "country"].map((groupBy) => app.passes(`groupBy ${groupBy}`, { groupBy })),
  app.passes("role both, the documented default", { role: "both" }),
  app.passes("ad_location for a publisher", { groupBy: "ad_location", role: "publisher" }),
  app.passes("several apps", { appId: ["app-a", "app-b"] }),
  app.passes("several platforms for groupBy ad_type (v5 takes a list)", { groupBy: "ad_type", platform: ["iOS", "Android"] }),
  app.passes("aggregate monthly", { aggregate: "monthly" }),
  app.fails("groupBy is one of the seven groupings", { groupBy: "campaign" }, "groupBy", "enumeration"),
  app.fails("ad_location is for publishers only", { groupBy: "ad_location", role: "advertiser" }, "groupBy", "publishers only"),
  app.fails("role is advertiser or publisher (default both)", { role: "everyone" }, "role", "enumeration"),
  app.fails("platform is iOS or an Android-family store", { platform: ["iOS", "tvOS"] }, "platform", "enumeration"),
  app.fails("ad type ids are the accepted filters", { adTypeId: 3 }, "adTypeId", "accepted filters"),
  legacyApp.passes("one platform for groupBy ad_type", { groupBy: "ad_type", platform: "iOS" }),
  legacyApp.fails("one platform for groupBy ad_type", { groupBy: "ad_type", platform: ["iOS", "Android"] }, "platform", "legacy takes one platform"),
];

const install = rulesOf("GET /v5/analytics/install", "analytics API: Endpoints: Install export", WEEK);

export const installCases = [
  ...datedRules(install),
  install.passes("a range that starts before 2018-01-01", { dateMin: "2017-12-30", dateMax: "2018-01-02" }),
  install.passes("campaignType all, the documented default", { campaignType: "all" }),
  install.passes("several campaign types", { campaignType: ["network", "mediation"] }),
  install.passes("role both, the documented default", { role: "both" }),
  install.passes("campaign ids, app ids, platform, ad types", { campaignIds: ["c-1", "c-2"], appIds: ["app-a"], platform: "Android", adTypeId: [8, 9] }),
  install.fails("campaignType is a known type", { campaignType: ["network", "banner"] }, "campaignType", "enumeration"),
  install.fails("role is advertiser or publisher (default both)", { role: "none" }, "role", "enumeration"),
  install.fails("ad type ids are the accepted filters", { adTypeId: ["2"] }, "adTypeId", "accepted filters"),
];

const appCountry = rulesOf("GET /v5/analytics/appcountry", "analytics API: Endpoints: App by country", WEEK);

export const appCountryCases = [
  ...datedRules(appCountry),
  appCountry.passes("a range that starts before 2020-06-16 (no rows for those days)", { dateMin: "2020-06-01", dateMax: "2020-06-20" }),
  appCountry.passes("adLocation all", { adLocation: "all" }),
  appCountry.passes("named ad locations", { adLocation: ["Level End", "Main Menu"] }),
  appCountry.passes("timezone utc", { timezone: "utc" }),
  appCountry.passes("role advertiser", { role: "advertiser" }),
  appCountry.passes("campaignType mediation", { campaignType: "mediation" }),
  appCountry.passes("ad type ids", { adTypeIds: [1, 10] }),
  appCountry.fails("role is advertiser or publisher (default publisher, not both)", { role: "both" }, "role", "enumeration"),
  appCountry.fails("campaignType is a known type", { campaignType: "all_types" }, "campaignType", "enumeration"),
  appCountry.fails("campaignType all is not offered by this report", { campaignType: "all" }, "campaignType", "enumeration"),
  appCountry.fails("campaignType is one type (a string, not a list)", { campaignType: ["network", "exchange"] }, "campaignType", "one value"),
  appCountry.fails("timezone is utc or pst", { timezone: "cet" }, "timezone", "enumeration"),
  appCountry.fails("ad type ids are the accepted filters", { adTypeIds: [6] }, "adTypeIds", "accepted filters"),
];

const monetization = rulesOf("GET /v5/analytics/monetization", "analytics API: Endpoints: Monetization", WEEK);

export const monetizationReportCases = [
  ...datedRules(monetization),
  monetization.passes("a range that starts before 2018-01-01", { dateMin: "2017-12-01", dateMax: "2018-01-01" }),
  monetization.passes("role publisher", { role: "publisher" }),
  monetization.passes("several apps", { appIds: ["app-a", "app-b"] }),
  monetization.fails("role is advertiser or publisher (default advertiser, not both)", { role: "both" }, "role", "enumeration"),
];

const alltime = rulesOf("GET /v5/analytics/alltime", "analytics API: Endpoints (all-time: parameters not shown; taken as the app report's)", {});

export const alltimeCases = [
  alltime.passes("no arguments"),
  alltime.passes("apps and role both", { appIds: ["app-a"], role: "both" }),
  alltime.fails("role is advertiser, publisher or both", { role: "x" }, "role", "enumeration"),
];
