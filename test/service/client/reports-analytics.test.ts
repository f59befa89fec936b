// The client's analytics reports (v5 and legacy) against the emulator: typed rows, parameters on
// the wire, queued groupings.
import { describe, expect, it } from "vitest";
import { ConfigError, InputValidationError, NotFoundError, UnexpectedResponseError, createClient } from "../../../provider/client";
import { useEmulatorClient } from "../../support/emulator-client";
import { JUNE, reportConfig } from "./reports-support";

// No reset between tests: these calls change nothing, and a reset would also revoke the cached
// token (its 401 and renewal would then show up in the request log).
const env = useEmulatorClient({ client: (emu) => createClient(reportConfig(emu)), clearRequests: true });

const reportRequests = async () => (await env.emu.requests()).filter((r) => !r.path.includes("oauth"));

describe("analytics v5 against the emulator", () => {
  it("campaign (groupBy campaign) returns typed rows; the parameters travel in the query string", async () => {
    const rows = await env.client.analytics.campaign({ ...JUNE, campaignType: ["network", "exchange"], adTypeId: [4, 8], timezone: "UTC" });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.role).toBe("publisher");
      expect(["4", "8"]).toContain(row.adTypeId);
      expect(typeof row.impressionsDelivered).toBe("number");
      expect(row.moneySpent).toBe(0);
    }
    const [logged] = await reportRequests();
    expect(logged).toMatchObject({ method: "GET", path: "/v5/analytics/campaign", status: 200 });
    expect(logged.query).toEqual({ ...JUNE, campaignType: "network,exchange", adTypeId: "4,8", timezone: "UTC" });
  });

  it("campaign with a synchronous grouping other than campaign returns open rows", async () => {
    const rows = await env.client.analytics.campaign({ ...JUNE, groupBy: "date" });
    expect(rows.map((row) => row.dt)).toEqual(["2024-06-03", "2024-06-04"]);
  });

  it("app, appCountry, monetization and alltime return typed rows", async () => {
    const apps = await env.client.analytics.app({ ...JUNE, groupBy: "ad_type" });
    expect(apps.length).toBeGreaterThan(0);
    expect(apps[0]).toMatchObject({ dt: "2024-06-03", app: "Seeded Demo App" });
    expect(typeof apps[0].ctrlDelivered).toBe("number");
    expect(apps[0].VideoCompletedReceived).toBe(0);

    const countries = await env.client.analytics.appCountry({ ...JUNE, timezone: "utc", adLocation: "all" });
    expect(countries.length).toBeGreaterThan(0);
    expect(countries[0].CountryCode).toMatch(/^([A-Z]{2}|unknown)$/);

    const money = await env.client.analytics.monetization(JUNE);
    expect(money.map((row) => row.dt)).toContain("2024-06-04");
    expect(money[0]).toHaveProperty("app_id");

    const alltime = await env.client.analytics.alltime();
    expect(alltime).toHaveLength(1);
    expect(alltime[0]).toMatchObject({ app: "Seeded Demo App" });

    expect((await reportRequests()).map((r) => `${r.path} ${r.status}`)).toEqual([
      "/v5/analytics/app 200", "/v5/analytics/appcountry 200", "/v5/analytics/monetization 200", "/v5/analytics/alltime 200",
    ]);
  });

  it("queued groupings and the install export return job handles", async () => {
    for (const groupBy of ["app", "app,creative", "country"] as const) {
      const job = await env.client.analytics.campaign({ ...JUNE, groupBy });
      expect(job.jobId).toMatch(/\S/);
      expect(job.family).toBe("v5");
    }
    const install = await env.client.analytics.install({ ...JUNE, appIds: ["x"] });
    expect(await install.status()).toBe("queued");
    expect((await reportRequests()).map((r) => r.status)).toEqual([202, 202, 202, 202, 404]);
  });

  it("refuses invalid arguments before sending anything", async () => {
    await expect(env.client.analytics.campaign({ dateMin: "2024-06-05", dateMax: "2024-06-04" })).rejects.toThrow(InputValidationError);
    await expect(env.client.analytics.app({ ...JUNE, groupBy: "creative" as never })).rejects.toMatchObject({
      issues: ['groupBy: must be one of app, ad_type, date, ad_location, platform, campaign_type, country (got "creative")'],
    });
    expect(await env.emu.requests()).toEqual([]);
  });
});

describe("legacy analytics against the emulator", () => {
  it("sends userId and userSignature in the query of every call, never in errors", async () => {
    const rows = await env.client.legacyAnalytics.campaign({ ...JUNE, campaignType: "network" });
    expect(rows.length).toBeGreaterThan(0);
    const apps = await env.client.legacyAnalytics.app(JUNE);
    expect(apps.length).toBeGreaterThan(0);
    const { legacyUserId } = env.emu.emulator.credentials;
    const logged = await env.emu.requests();
    expect(logged.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(["GET /metrics/campaign 200", "GET /metrics/app 200"]);
    // The log redacts the signature; the 200s above show the right one was sent.
    expect(logged[0].query).toEqual({ ...JUNE, campaignType: "network", userId: legacyUserId, userSignature: "[redacted]" });
  });

  it("a wrong signature is an AuthenticationError whose message holds no credential", async () => {
    const wrong = createClient(reportConfig(env.emu, { legacyUserSignature: "not-the-signature" }));
    const error = await wrong.legacyAnalytics.monetization(JUNE).catch((e: Error) => e);
    expect(error).toMatchObject({ name: "AuthenticationError", status: 401, path: "/metrics/monetization" });
    expect(String((error as Error).message)).not.toContain("not-the-signature");
  });

  it("the legacy campaign filter takes one campaign type (checked before sending)", async () => {
    await expect(env.client.legacyAnalytics.campaign({ ...JUNE, campaignType: ["network", "exchange"] })).rejects.toMatchObject({
      issues: ["campaignType: the legacy endpoint accepts one campaign type"],
    });
  });

  it("legacy jobs live under /metrics/jobs", async () => {
    const job = await env.client.legacyAnalytics.install(JUNE);
    expect(job.family).toBe("legacy");
    expect(await job.status()).toBe("queued");
    expect((await env.emu.requests()).map((r) => `${r.path} ${r.status}`)).toEqual(["/metrics/install 202", `/metrics/jobs/${job.jobId} 404`]);
  });

  it("a missing legacy setting is a ConfigError naming the key and variable", async () => {
    const bare = createClient(env.emu.config());
    await expect(bare.legacyAnalytics.app(JUNE)).rejects.toThrow(ConfigError);
    await expect(bare.legacyAnalytics.app(JUNE)).rejects.toThrow(/legacyAnalyticsUrl.*ADPUBLISHER_LEGACY_ANALYTICS_URL|legacyUserId/);
  });
});

describe("response handling", () => {
  it("a body that is not rows is an UnexpectedResponseError", async () => {
    await env.emu.faults([{ path: "^/v5/analytics/app$", times: 1, status: 200, body: { message: "maintenance" } }]);
    await expect(env.client.analytics.app(JUNE)).rejects.toThrow(UnexpectedResponseError);
  });
  it("a 404 on a report path is a NotFoundError", async () => {
    await env.emu.faults([{ path: "^/v5/analytics/monetization$", times: 1, status: 404, body: {} }]);
    await expect(env.client.analytics.monetization(JUNE)).rejects.toThrow(NotFoundError);
  });
});
