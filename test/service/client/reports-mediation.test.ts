// The client's mediation reporting against the emulator: the wire body, the service's defaults,
// and the API's rules checked before sending.
import { describe, expect, it } from "vitest";
import {
  ApiValidationError, InputValidationError, SlidingWindowLimiter, createApiContext, createClient, createMediationClient,
} from "../../../provider/client";
import { useEmulatorClient } from "../../support/emulator-client";
import { emulatorClock, reportConfig } from "./reports-support";

const env = useEmulatorClient({ client: (emu) => createClient(reportConfig(emu)), clearRequests: true });

const DAY = { dateMin: "2024-06-03", dateMax: "2024-06-03" } as const;

describe("mediation reporting v2 against the emulator", () => {
  it("sends the snake_case body and returns camelCase rows", async () => {
    const report = await env.client.mediation.report({
      ...DAY,
      dimensions: ["date", "demand_source"],
      metrics: ["requests", "win_rate"],
      filters: { networkType: "bidding", placementType: ["interstitial", "banner"] },
      timezone: "UTC",
    });
    expect(report.rowCount).toBe(report.data.length);
    expect(report.data.length).toBeGreaterThan(0);
    for (const row of report.data) {
      expect(Object.keys(row).sort()).toEqual(["date", "demandSource", "requests", "winRate"]);
      expect(row.date).toBe("2024-06-03");
    }
    expect(typeof report.processTime).toBe("number");
    expect((await env.emu.requestLines()).filter((l) => !l.includes("oauth"))).toEqual(["POST /v2/publisher/metrics 200"]);
  });

  it("absent fields take the service defaults", async () => {
    const report = await env.client.mediation.report(DAY);
    expect(Object.keys(report.data[0]).sort()).toEqual(
      ["app", "country", "date", "demandSource", "ecpm", "estimatedEarnings", "fillRate", "impressions", "mediationPlacementName", "placementType", "requests"],
    );
  });

  it("checks the API's rules before sending", async () => {
    await expect(env.client.mediation.report({ metrics: ["responses"], filters: { networkType: "bidding" } })).rejects.toMatchObject({
      issues: ["metrics: metric responses needs filters.networkType mediation (got bidding)"],
    });
    await expect(env.client.mediation.report({ dateMin: "2024-05-01", dateMax: "2024-06-03" })).rejects.toThrow(InputValidationError);
    await expect(env.client.mediation.report({ dimensions: [] })).rejects.toThrow(/dimensions: must not be an empty list/);
    expect(await env.emu.requests()).toEqual([]);
  });

  it("the service's 400 body becomes an ApiValidationError keyed by field", async () => {
    // The client and the emulator read the same rules (test/service/rules), so the 400 is injected.
    const errors = { "filters.demand_source": "Must hold lowercase partner identifiers." };
    await env.emu.faults([{ path: "^/v2/publisher/metrics$", times: 1, status: 400, body: { code: 400, name: "Bad Request", description: "ValidationError", errors } }]);
    const error = await env.client.mediation.report({ ...DAY, filters: { demandSource: ["nosuchpartner"] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error).toMatchObject({ status: 400, path: "/v2/publisher/metrics" });
    expect((error as ApiValidationError).details.map((d) => d.loc[0])).toEqual(["filters.demand_source"]);
  });

  it("a 429 that still arrives is retried after its Retry-After", async () => {
    await env.emu.faults([{ path: "^/v2/publisher/metrics$", times: 1, status: 429, headers: { "retry-after": "0" }, body: { code: 429 } }]);
    const report = await env.client.mediation.report({ ...DAY, metrics: ["requests"], dimensions: ["date"] });
    expect(report.data).toHaveLength(1);
    expect((await env.emu.requestLines()).filter((l) => !l.includes("oauth"))).toEqual([
      "POST /v2/publisher/metrics 429",
      "POST /v2/publisher/metrics 200",
    ]);
  });
});

describe("the client-side limit of 40 requests per 10 minutes", () => {
  it("makes 45 requests in a row wait (on the emulator clock) instead of drawing 429s", async () => {
    await env.emu.advanceClock(600); // let the earlier tests' requests leave the emulator's window
    const clock = emulatorClock(env.emu);
    const limiter = new SlidingWindowLimiter({ limit: 40, windowMs: 600_000, clock });
    const mediation = createMediationClient(createApiContext(reportConfig(env.emu), { clock }), "v2", { limiter });
    await env.emu.clearRequests();
    // One after another, as a report loop would: the 41st waits for the first to leave the window.
    // (Concurrent calls would also be held back, but this fake clock jumps 600 s at once, ahead of
    // requests still on the wire, which a real clock never does.)
    const results = [];
    for (let i = 0; i < 45; i++) results.push(await mediation.report({ ...DAY, metrics: ["requests"], dimensions: ["date"] }));
    expect(results.every((r) => r.rowCount === 1)).toBe(true);
    const statuses = (await env.emu.requests()).filter((r) => r.path === "/v2/publisher/metrics").map((r) => r.status);
    expect(statuses).toHaveLength(45);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(clock.sleeps.reduce((a, b) => a + b, 0)).toBe(600_000);
  });
});

describe("mediation reporting v1 against the emulator", () => {
  it("authenticates with the Cookie and accepts only interstitial and rewarded", async () => {
    const report = await env.client.mediationV1.report({ ...DAY, dimensions: ["placement_type"], filters: { placementType: ["interstitial"] } });
    expect(report.data.map((row) => row.placementType)).toEqual(["interstitial"]);
    await expect(env.client.mediationV1.report({ filters: { placementType: ["banner"] } })).rejects.toMatchObject({
      issues: ['filters.placementType[0]: must be one of interstitial, rewarded (got "banner")'],
    });
    expect(await env.emu.requestLines()).toEqual(["POST /v1/publisher/metrics 200"]);
  });

  it("a wrong signature is refused with 401 and not echoed", async () => {
    const wrong = createClient(reportConfig(env.emu, { legacyUserSignature: "bad-signature-value" }));
    const error = await wrong.mediationV1.report(DAY).catch((e: Error) => e);
    expect(error).toMatchObject({ name: "AuthenticationError", status: 401 });
    expect((error as Error).message).not.toContain("bad-signature-value");
  });
});
