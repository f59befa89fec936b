// The emulator's mediation reporting over HTTP: defaults, metrics by network type, the legacy v1
// and the rate limit.
import { describe, expect, it } from "vitest";
import { seededApp } from "./reports-support";
import { type JsonObject, type Row, useEmulator } from "../../support/emulator";

interface MediationBody extends JsonObject {
  data: Row[];
  row_count: number;
}

const ctx = useEmulator({ reset: true });
const RANGE = { date_min: "2024-06-01", date_max: "2024-06-02" };
const invalid = (errors: Record<string, string>) => ({ code: 400, name: "Bad Request", description: "ValidationError", errors });

function v1(body: unknown, cookie?: string) {
  const { legacyUserId, legacyUserSignature } = ctx.emu.credentials;
  return ctx.emu.call("POST", "/v1/publisher/metrics", {
    body,
    headers: { Cookie: cookie ?? `user_id=${legacyUserId}; user_signature=${legacyUserSignature}` },
  });
}

describe("mediation reporting v2", () => {
  it("answers the default report shape with the API's default dimensions and metrics", async () => {
    const app = await seededApp(ctx.emu);
    const res = await ctx.emu.api<MediationBody>("POST", "/v2/publisher/metrics", { body: RANGE });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["data", "process_time", "query_time", "row_count"]);
    expect(res.body.row_count).toBe(res.body.data.length);
    expect(typeof res.body.process_time).toBe("number");
    expect(Object.keys(res.body.data[0])).toEqual([
      "date", "app", "mediation_placement_name", "placement_type", "demand_source", "country",
      "requests", "impressions", "estimated_earnings", "ecpm", "fill_rate",
    ]);
    expect(new Set(res.body.data.map((r) => r.app))).toEqual(new Set([app.id]));
    const countries = new Set(res.body.data.map((r) => String(r.country)));
    expect(countries.has("OTHER")).toBe(true);
    for (const c of countries) expect(c).toMatch(/^([A-Z]{3}|OTHER)$/);
  });

  it("defaults the dates to today and refuses an empty body list", async () => {
    const clock = await ctx.emu.call("GET", "/_emulator/clock");
    const today = await ctx.emu.api("POST", "/v2/publisher/metrics", { body: { dimensions: ["date"], metrics: ["requests"], timezone: "UTC" } });
    expect(today.status).toBe(200);
    expect(today.body.data).toEqual([{ date: String(clock.body.now).slice(0, 10), requests: expect.any(Number) }]);
    const empty = await ctx.emu.api("POST", "/v2/publisher/metrics", { body: { dimensions: [], metrics: [], filters: { country: [] } } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(invalid({
      dimensions: "Shorter than minimum length 1.",
      metrics: "Shorter than minimum length 1.",
      "filters.country": "Shorter than minimum length 1.",
    }));
  });

  it.each([
    [{ ...RANGE, date_max: "2024-07-02" }, { date_max: "The range from date_min to date_max is limited to 30 days." }],
    [{ date_min: "2024-06-03", date_max: "2024-06-01" }, { date_min: "Must not be after date_max." }],
    [{ date_min: "June 1st" }, { date_min: "Not a valid date: expected YYYY-MM-DD." }],
    [{ ...RANGE, timezone: "America/New_York" }, { timezone: "Must be one of: UTC, PST." }],
    [{ ...RANGE, dimensions: ["week"] }, { dimensions: expect.stringMatching(/^Must be one of: date, app/) }],
    [{ ...RANGE, filters: { placement_type: ["video"] } }, { "filters.placement_type": "Must be one of: interstitial, rewarded, banner, rewarded_interstitial, adaptive_banner." }],
    [{ ...RANGE, filters: { demand_source: ["Acme"] } }, { "filters.demand_source": "Must hold lowercase partner identifiers." }],
    [{ ...RANGE, filters: { network_type: ["all", "bidding"] } }, { "filters.network_type": "Length must be 1: exactly one of all, bidding, mediation." }],
    [{ ...RANGE, filters: { country: ["US"] } }, { "filters.country": expect.stringMatching(/^Must be one of: ARE, /) }],
    [{ ...RANGE, filters: { color: ["red"] } }, { "filters.color": "Unknown field." }],
    [{ ...RANGE, filters: ["apps"] }, { filters: "Not a valid mapping type." }],
    [{ ...RANGE, metrics: "requests" }, { metrics: "Not a valid list." }],
    [{ ...RANGE, metrics: [1] }, { metrics: "Not a valid string." }],
    [{ ...RANGE, limit: 50 }, { limit: "Unknown field." }],
    [[RANGE], { _schema: "Invalid input type." }],
    [{ ...RANGE, metrics: ["win_rate"] }, { win_rate: "Metric win_rate is only available with network_type bidding." }],
    [{ ...RANGE, metrics: ["responses"], filters: { network_type: ["bidding"] } }, { responses: "Metric responses is only available with network_type mediation." }],
    [{ ...RANGE, dimensions: ["partner_placement_name"] }, { partner_placement_name: "Dimension partner_placement_name can only be used with network_type mediation." }],
  ])("refuses %j", async (body, errors) => {
    const res = await ctx.emu.api<MediationBody>("POST", "/v2/publisher/metrics", { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid(errors));
  });

  it("serves bidding and mediation metrics under their network types", async () => {
    const bidding = await ctx.emu.api("POST", "/v2/publisher/metrics", {
      body: { ...RANGE, dimensions: ["demand_source"], metrics: ["valid_bids", "win_rate", "bid_rate", "impression_show_rate"], filters: { network_type: ["bidding"] } },
    });
    expect(bidding.status).toBe(200);
    expect(bidding.body.row_count).toBe(7);
    const mediation = await ctx.emu.api<MediationBody>("POST", "/v2/publisher/metrics", {
      body: { ...RANGE, dimensions: ["demand_source", "mediation_line_item_name"], metrics: ["responses"], filters: { network_type: ["mediation"] } },
    });
    // 6 waterfall partners, one line item per placement type (the seeded app has interstitial and banner).
    expect(mediation.body.row_count).toBe(12);
    expect(mediation.body.data[0]!.responses).toBeGreaterThan(0);
  });

  it("filters and adds up consistently", async () => {
    const all = await ctx.emu.api<MediationBody>("POST", "/v2/publisher/metrics", { body: { ...RANGE, dimensions: ["placement_type"], metrics: ["impressions"] } });
    const byApp = await ctx.emu.api<MediationBody>("POST", "/v2/publisher/metrics", { body: { ...RANGE, dimensions: ["app"], metrics: ["impressions"] } });
    const total = all.body.data.reduce((s, r) => s + Number(r.impressions), 0);
    expect(byApp.body.data[0]!.impressions).toBe(total);
    const banner = await ctx.emu.api<MediationBody>("POST", "/v2/publisher/metrics", { body: { ...RANGE, dimensions: ["placement_type"], metrics: ["impressions"], filters: { placement_type: ["banner"] } } });
    expect(banner.body.data.map((r) => r.placement_type)).toEqual(["banner"]);
    const none = await ctx.emu.api("POST", "/v2/publisher/metrics", { body: { ...RANGE, filters: { apps: ["no-such-app"] } } });
    expect(none.body).toMatchObject({ data: [], row_count: 0 });
  });

  it("refuses requests without a bearer token and malformed JSON", async () => {
    expect((await ctx.emu.call("POST", "/v2/publisher/metrics", { body: RANGE })).status).toBe(401);
    const bad = await ctx.emu.api("POST", "/v2/publisher/metrics", { rawBody: "{nope", headers: { "Content-Type": "application/json" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(invalid({ _schema: "Invalid JSON." }));
  });

  it("allows 40 requests per 10 minutes per credential, then 429 with Retry-After until the window moves", async () => {
    const token = await ctx.emu.token();
    for (let i = 0; i < 40; i++) {
      const res = await ctx.emu.api<MediationBody>("POST", "/v2/publisher/metrics", { token, body: { ...RANGE, dimensions: ["date"], metrics: ["requests"] } });
      expect(res.status).toBe(200);
    }
    const limited = await ctx.emu.api("POST", "/v2/publisher/metrics", { token, body: RANGE });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(limited.body).toMatchObject({ code: 429, name: "Too Many Requests", description: "RateLimitExceeded" });
    // Another credential (v1's cookie) has its own window.
    expect((await v1({ ...RANGE, dimensions: ["date"], metrics: ["requests"] })).status).toBe(200);
    await ctx.emu.advanceClock(600);
    expect((await ctx.emu.api("POST", "/v2/publisher/metrics", { token, body: RANGE })).status).toBe(200);
  });
});

describe("mediation reporting v1", () => {
  it("authenticates with the user_id and user_signature cookie", async () => {
    const ok = await v1({ ...RANGE, dimensions: ["app"], metrics: ["requests"] });
    expect(ok.status).toBe(200);
    expect(ok.body.row_count).toBe(1);
    const bad = await v1(RANGE, "user_id=someone; user_signature=wrong");
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ code: 401, name: "Unauthorized", description: "user_id and user_signature cookies are missing or not valid" });
  });

  it("accepts only the shorter placement_type list; a partner it does not know matches no rows", async () => {
    const banner = await v1({ ...RANGE, filters: { placement_type: ["banner"] } });
    expect(banner.body).toEqual(invalid({ "filters.placement_type": "Must be one of: interstitial, rewarded." }));
    const unknown = await v1({ ...RANGE, filters: { demand_source: ["nosuchpartner"] } });
    expect(unknown.status).toBe(200);
    expect(unknown.body.row_count).toBe(0);
    const known = await v1({ ...RANGE, filters: { demand_source: ["granite"] } });
    expect(known.status).toBe(200);
  });
});
