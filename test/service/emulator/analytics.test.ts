// The emulator's analytics reports over HTTP: authentication of both families, parameter
// validation, and the rows of each report.
import { describe, expect, it } from "vitest";
import { getWithBody, legacyAuth, seededApp } from "./reports-support";
import { type Row, useEmulator } from "../../support/emulator";

const ctx = useEmulator({ reset: true });
const DAY = "dateMin=2024-06-03&dateMax=2024-06-03";
const sum = (rows: Row[], field: string) => rows.reduce((s, r) => s + Number(r[field]), 0);
const validation = (errors: Record<string, string>) => ({ code: 400, name: "Bad Request", description: "ValidationError", errors });

describe("analytics authentication", () => {
  it("refuses v5 reports without a bearer token", async () => {
    const res = await ctx.emu.call("GET", `/v5/analytics/app?${DAY}`);
    expect(res.status).toBe(401);
  });

  it("takes userId and userSignature on the legacy endpoints", async () => {
    const bad = await ctx.emu.call("GET", `/metrics/app?${DAY}&userId=${ctx.emu.credentials.legacyUserId}&userSignature=wrong`);
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ code: 401, name: "Unauthorized", description: "userId and userSignature are missing or not valid" });
    expect(bad.text).not.toContain(ctx.emu.credentials.legacyUserSignature);
    const good = await ctx.emu.call("GET", `/metrics/app?${DAY}&${legacyAuth(ctx.emu)}`);
    expect(good.status).toBe(200);
    expect(Array.isArray(good.body)).toBe(true);
  });
});

describe("analytics parameter validation", () => {
  it.each(["campaign", "app", "install", "appcountry", "monetization"])("requires dateMin and dateMax on %s", async (report) => {
    const res = await ctx.emu.api("GET", `/v5/analytics/${report}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validation({ dateMin: "Missing data for required field.", dateMax: "Missing data for required field." }));
  });

  it("refuses malformed dates and a reversed range", async () => {
    const bad = await ctx.emu.api("GET", "/v5/analytics/app?dateMin=2024-13-01&dateMax=06/03/2024");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(validation({ dateMin: "Not a valid date: expected YYYY-MM-DD.", dateMax: "Not a valid date: expected YYYY-MM-DD." }));
    const reversed = await ctx.emu.api("GET", "/v5/analytics/campaign?dateMin=2024-06-04&dateMax=2024-06-03");
    expect(reversed.body).toEqual(validation({ dateMin: "Must not be after dateMax." }));
  });

  it.each([
    ["campaign", "aggregate=hourly", "aggregate", "Must be one of: daily, weekly, monthly."],
    ["campaign", "groupBy=creative", "groupBy", "Must be one of: campaign, campaign_target, campaign_type, date, target_creative, app, app,creative, country."],
    ["campaign", "role=owner", "role", "Must be one of: both, advertiser, publisher."],
    ["campaign", "timezone=CET", "timezone", "Must be one of: PST, UTC."],
    ["campaign", "adTypeId=2", "adTypeId", "Must be one of: 1, 4, 5, 7, 8, 9, 10."],
    ["campaign", "campaignType=organic", "campaignType", "Must be one of: network, direct_deal, cross_promo, exchange, mediation, all."],
    ["app", "groupBy=campaign", "groupBy", "Must be one of: app, ad_type, date, ad_location, platform, campaign_type, country."],
    ["app", "platform=windows", "platform", "Must be one of: all, iOS, Android, Amazon."],
    ["appcountry", "role=both", "role", "Must be one of: advertiser, publisher."],
    ["appcountry", "adTypeIds=1,3", "adTypeIds", "Must be one of: 1, 4, 5, 7, 8, 9, 10."],
  ])("%s refuses %s", async (report, param, field, message) => {
    const res = await ctx.emu.api("GET", `/v5/analytics/${report}?${DAY}&${param}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(validation({ [field]: message }));
  });

  it("accepts every filterable ad type id and case-insensitive enumerations", async () => {
    const res = await ctx.emu.api("GET", `/v5/analytics/campaign?${DAY}&adTypeId=1,4,5,7,8,9,10&aggregate=Daily&timezone=pst`);
    expect(res.status).toBe(200);
  });

  it("lets only v5 take several campaign types", async () => {
    const v5 = await ctx.emu.api("GET", `/v5/analytics/campaign?${DAY}&campaignType=network,direct_deal`);
    expect(v5.status).toBe(200);
    const legacy = await ctx.emu.call("GET", `/metrics/campaign?${DAY}&campaignType=network,direct_deal&${legacyAuth(ctx.emu)}`);
    expect(legacy.status).toBe(400);
    expect(legacy.body).toEqual(validation({ campaignType: "The legacy endpoint accepts a single value." }));
  });

  it("answers a malformed JSON body with a 400, not a crash", async () => {
    const token = await ctx.emu.token();
    const res = await getWithBody(`${ctx.emu.url}/v5/analytics/app`, token, "not an object");
    expect(res.status).toBe(400);
    expect(JSON.parse(res.bytes.toString())).toEqual(validation({ body: "Must be a JSON object." }));
    const nested = await getWithBody(`${ctx.emu.url}/v5/analytics/app`, token, { dateMin: { from: "2024-01-01" }, dateMax: "2024-01-01" });
    expect(nested.status).toBe(400);
    expect(JSON.parse(nested.bytes.toString())).toEqual(validation({ dateMin: "Must be a string, a number or a list of them." }));
    const odd = await ctx.emu.api<{ errors: Record<string, string> }>("GET", "/v5/analytics/campaign?dateMin=%00&dateMax=2024-01-01&groupBy=%F0%9F%92%A5", { token });
    expect(odd.status).toBe(400);
    expect(Object.keys(odd.body.errors).sort()).toEqual(["dateMin", "groupBy"]);
  });
});

describe("analytics reports", () => {
  it("reads v5 parameters from a GET body exactly as from the query string", async () => {
    const token = await ctx.emu.token();
    const viaBody = await getWithBody(`${ctx.emu.url}/v5/analytics/app`, token, { dateMin: "2024-06-03", dateMax: "2024-06-04", groupBy: "ad_type", adTypeId: [8, 9] });
    const viaQuery = await ctx.emu.api<Row[]>("GET", "/v5/analytics/app?dateMin=2024-06-03&dateMax=2024-06-04&groupBy=ad_type&adTypeId=8,9", { token });
    expect(viaBody.status).toBe(200);
    expect(JSON.parse(viaBody.bytes.toString())).toEqual(viaQuery.body);
    expect(viaQuery.body.map((r) => r.ad_type).sort()).toEqual(["8", "8", "9", "9"]);
  });

  it("returns campaign rows with the API's fields, publisher side filled and advertiser side 0", async () => {
    const app = await seededApp(ctx.emu);
    const res = await ctx.emu.api<Row[]>("GET", `/v5/analytics/campaign?${DAY}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    const row = res.body[0];
    expect(Object.keys(row).sort()).toEqual([
      "adTypeId", "campaign", "campaignId", "campaignSubType", "campaignTarget", "campaignType", "clicksDelivered", "clicksReceived",
      "cpcvEarned", "cpcvSpent", "creative", "ctrDelivered", "ctrReceived", "dt", "ecpmEarned", "ecpmSpent", "impressionsDelivered",
      "impressionsReceived", "installDelivered", "installRateDelivered", "installRateReceived", "installReceived", "moneyEarned",
      "moneySpent", "role", "videoCompletedDelivered", "videoCompletedReceived",
    ]);
    expect(row).toMatchObject({ dt: "2024-06-03", role: "publisher", campaignTarget: "", creative: "", impressionsReceived: 0, moneySpent: 0 });
    expect(row.impressionsDelivered).toBeGreaterThan(0);
    // Default campaignType is network, which also returns exchange data.
    expect(new Set(res.body.map((r) => r.campaignType))).toEqual(new Set(["network", "exchange"]));
    expect(app.id).toMatch(/^[0-9a-f]{24}$/);
    const advertiser = await ctx.emu.api<Row[]>("GET", `/v5/analytics/campaign?${DAY}&role=advertiser`);
    expect(advertiser.body).toEqual([]);
  });

  it("fills campaignTarget for groupBy=campaign_target and keeps odd app-report names", async () => {
    const target = await ctx.emu.api<Row[]>("GET", `/v5/analytics/campaign?${DAY}&groupBy=campaign_target`);
    expect(target.body.every((r) => String(r.campaignTarget).length === 2)).toBe(true);
    const app = await ctx.emu.api<Row[]>("GET", `/v5/analytics/app?${DAY}`);
    expect(app.body).toHaveLength(1);
    expect(app.body[0]).toHaveProperty("ctrlDelivered");
    expect(app.body[0]).toHaveProperty("VideoCompletedReceived", 0);
    expect(app.body[0]).not.toHaveProperty("ad_type");
    const publisher = await ctx.emu.api<Row[]>("GET", `/v5/analytics/app?${DAY}&role=publisher`);
    expect(publisher.body[0]).not.toHaveProperty("impressionsReceived");
    const byCountry = await ctx.emu.api<Row[]>("GET", `/v5/analytics/app?${DAY}&groupBy=country`);
    expect(Object.keys(byCountry.body[0])).toEqual([
      "dt", "appId", "app", "platform", "country", "money", "moneyEarned", "moneySpent", "ecpm", "cpcv", "clicks", "installs",
      "allInstalls", "ctr", "videoCompleted", "installRate",
    ]);
  });

  it("covers the three adLocation cases of app-by-country", async () => {
    const overall = await ctx.emu.api<Row[]>("GET", `/v5/analytics/appcountry?${DAY}`);
    expect(new Set(overall.body.map((r) => r.adLocation))).toEqual(new Set(["overall"]));
    expect(overall.body[0]).toHaveProperty("CountryCode");
    const all = await ctx.emu.api<Row[]>("GET", `/v5/analytics/appcountry?${DAY}&adLocation=all`);
    expect(new Set(all.body.map((r) => r.adLocation))).toEqual(new Set(["Level Complete", "House Ads", "QA Banner", "Default"]));
    expect(sum(all.body, "impressionsDelivered")).toBe(sum(overall.body, "impressionsDelivered"));
    const one = await ctx.emu.api<Row[]>("GET", `/v5/analytics/appcountry?${DAY}&adLocation=${encodeURIComponent("Level Complete")}`);
    expect(new Set(one.body.map((r) => r.adLocation))).toEqual(new Set(["Level Complete"]));
    const missing = await ctx.emu.api<Row[]>("GET", `/v5/analytics/appcountry?${DAY}&adLocation=nowhere`);
    expect(missing.body).toEqual([]);
  });

  it("adds up the same whichever report or grouping, and is deterministic", async () => {
    const range = "dateMin=2024-06-01&dateMax=2024-06-07";
    // A fixed_cpm location whose prices bind: its traffic follows them, and the reports still agree.
    const seeded = await seededApp(ctx.emu);
    const fixed = await ctx.emu.api("POST", `/v5/apps/${seeded.id}/ad-locations`, {
      body: { name: "Victory Screen", ad_type: "rewarded", type: "fixed_cpm", country_targeting: [{ country: "US", price: 30 }, { country: "default", price: 8 }] },
    });
    expect(fixed.status).toBe(200);
    const app = await ctx.emu.api<Row[]>("GET", `/v5/analytics/app?${range}`);
    const total = sum(app.body, "impressionsDelivered");
    expect(total).toBeGreaterThan(0);
    const again = await ctx.emu.api<Row[]>("GET", `/v5/analytics/app?${range}`);
    expect(again.body).toEqual(app.body);
    const weekly = await ctx.emu.api<Row[]>("GET", `/v5/analytics/app?${range}&aggregate=weekly`);
    expect(weekly.body.map((r) => r.dt)).toEqual(["2024-06-01", "2024-06-03"]);
    for (const path of [
      `/v5/analytics/campaign?${range}&campaignType=all`,
      `/v5/analytics/campaign?${range}&campaignType=all&groupBy=campaign_type`,
      `/v5/analytics/app?${range}&groupBy=ad_location`,
      `/v5/analytics/app?${range}&groupBy=platform`,
      `/v5/analytics/app?${range}&aggregate=monthly`,
    ]) {
      const res = await ctx.emu.api<Row[]>("GET", path);
      expect({ path, total: sum(res.body, "impressionsDelivered") }).toEqual({ path, total });
    }
    // App by country takes one campaign type per request; network brings exchange with it.
    let byType = 0;
    for (const type of ["network", "direct_deal", "cross_promo", "mediation"]) {
      byType += sum((await ctx.emu.api<Row[]>("GET", `/v5/analytics/appcountry?${range}&campaignType=${type}`)).body, "impressionsDelivered");
    }
    expect(byType).toBe(total);
    const byCountry = await ctx.emu.api<Row[]>("GET", `/v5/analytics/app?${range}&groupBy=country`);
    expect(sum(byCountry.body, "money")).toBeCloseTo(sum(app.body, "moneyEarned"), 2);
  });

  it("has no data before a grouping's availability date", async () => {
    const early = await ctx.emu.api<Row[]>("GET", "/v5/analytics/appcountry?dateMin=2020-06-14&dateMax=2020-06-16");
    expect(new Set(early.body.map((r) => r.dt))).toEqual(new Set(["2020-06-16"]));
    const utc = await ctx.emu.api<Row[]>("GET", "/v5/analytics/campaign?dateMin=2020-02-28&dateMax=2020-03-01&groupBy=date&timezone=UTC");
    expect(utc.body.map((r) => r.dt)).toEqual(["2020-03-01"]);
    const pst = await ctx.emu.api<Row[]>("GET", "/v5/analytics/campaign?dateMin=2020-02-28&dateMax=2020-03-01&groupBy=date");
    expect(pst.body).toHaveLength(3);
  });

  it("answers monetization and all-time per app", async () => {
    const app = await seededApp(ctx.emu);
    const money = await ctx.emu.api<Row[]>("GET", `/v5/analytics/monetization?dateMin=2024-06-01&dateMax=2024-06-10`);
    expect(money.body).toEqual([{ dt: "2024-06-10", app_id: app.id, ad_spend: 0, ad_spend_relative: 0, ad_spend_d1: 0, ad_spend_d1_relative: 0 }]);
    const earned = await ctx.emu.api<Row[]>("GET", `/v5/analytics/monetization?dateMin=2024-06-01&dateMax=2024-06-10&role=publisher`);
    const day0 = await ctx.emu.api<Row[]>("GET", "/v5/analytics/app?dateMin=2024-06-10&dateMax=2024-06-10");
    expect(earned.body[0].revenue).toBe(day0.body[0].moneyEarned);
    const alltime = await ctx.emu.api<Row[]>("GET", "/v5/analytics/alltime");
    expect(alltime.status).toBe(200);
    expect(alltime.body).toHaveLength(1);
    expect(alltime.body[0]).toMatchObject({ dateMin: "2018-01-01", appId: app.id, app: app.name });
    expect(alltime.body[0]!.impressionsDelivered).toBeGreaterThan(Number(day0.body[0]!.impressionsDelivered));
  });
});

describe("analytics and the management state", () => {
  it("reports apps created and ad locations added through the management API", async () => {
    const token = await ctx.emu.token();
    const created = await ctx.emu.api("POST", "/v5/apps", {
      token,
      body: {
        nickname: "Reports Probe", orientations: ["portrait"], is_live: false, is_test_mode_on: false,
        is_directed_at_kids_under_13: "NO", platform: "ios",
      },
    });
    expect(created.status).toBe(200);
    const appId = String(created.body.id);
    const location = await ctx.emu.api("POST", `/v5/apps/${appId}/ad-locations`, { token, body: { name: "Boss Fight", ad_type: "rewarded", type: "bidding" } });
    expect(location.status).toBe(200);

    const app = await ctx.emu.api<Row[]>("GET", `/v5/analytics/app?${DAY}&appId=${appId}`, { token });
    expect(app.body).toHaveLength(1);
    expect(app.body[0]).toMatchObject({ appId, app: "Reports Probe", platform: "iOS" });
    const everyApp = await ctx.emu.api<Row[]>("GET", `/v5/analytics/app?${DAY}`, { token });
    expect(everyApp.body).toHaveLength(2);
    const ios = await ctx.emu.api<Row[]>("GET", `/v5/analytics/app?${DAY}&platform=iOS`, { token });
    expect(ios.body.map((r) => r.appId)).toEqual([appId]);
    const locations = await ctx.emu.api<Row[]>("GET", `/v5/analytics/appcountry?${DAY}&appIds=${appId}&adLocation=all`, { token });
    expect(new Set(locations.body.map((r) => r.adLocation))).toEqual(new Set(["Boss Fight", "Default"]));
    // A new app's history is fixed by its id and the date: the same query answers the same.
    const again = await ctx.emu.api<Row[]>("GET", `/v5/analytics/app?${DAY}&appId=${appId}`, { token });
    expect(again.body).toEqual(app.body);
  });
});
