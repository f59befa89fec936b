// What `adpublisher impact` measures and says, on a client that answers made-up rows and counts
// its calls: windows and their whole days, one report per shape, the figures as the rows' sums,
// and every case it cannot tell (an open window, two changes in one window, too little traffic,
// prices the API cannot read back, an object of no one app).
import { describe, expect, it } from "vitest";
import type { AdPublisherClient } from "../../../provider/client";
import { changesOf, type AppliedChange } from "../../../provider/impact/changes";
import { measure } from "../../../provider/impact/measure";
import { mermaidCharts, renderImpactMarkdown } from "../../../provider/impact/render";
import type { CheckpointResource } from "../../../provider/impact/stack-history";
import { parseMermaid } from "../../support/mermaid";

const APP = "app-1";
const at = (text: string) => Date.parse(text);

function location(price: number, extra: Partial<CheckpointResource> = {}): CheckpointResource {
  return {
    urn: "urn:pulumi:test::p::adpublisher:index:AdLocation::victoryScreen", type: "adpublisher:index:AdLocation", id: `${APP}/u1`,
    inputs: { appId: APP, name: "Victory Screen", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "US", price }] },
    outputs: {}, ...extra,
  };
}
const app: CheckpointResource = { urn: "urn:pulumi:test::p::adpublisher:index:App::spaceRun", type: "adpublisher:index:App", id: APP, inputs: { nickname: "Space Run" } };

function change(price: number, when: string, version = 2): AppliedChange {
  const [found] = changesOf({ version, kind: "update", result: "succeeded", startTime: at(when) - 5000, endTime: at(when) + 5000 }, [app, location(10)], [app, location(price, { modified: when })]);
  return found;
}

/** One row a day per location and ad type, the figures a function of the day. */
function fakeClient(impressionsPerDay: number) {
  const calls: { report: string; args: Record<string, unknown> }[] = [];
  const days = (min: string, max: string) => {
    const out: string[] = [];
    for (let d = Date.parse(min); d <= Date.parse(max); d += 86_400_000) out.push(new Date(d).toISOString().slice(0, 10));
    return out;
  };
  const client = {
    analytics: {
      app: async (args: Record<string, unknown>) => {
        calls.push({ report: "app", args });
        return days(String(args.dateMin), String(args.dateMax)).flatMap((dt, i) => [
          { dt, appId: APP, app: "Space Run", platform: "Android", eventLocation: "Victory Screen", ad_type: "9", impressionsDelivered: impressionsPerDay + i, moneyEarned: (impressionsPerDay + i) / 100 },
          // Another ad type's location of the same name, and another location: neither is the object's.
          { dt, appId: APP, app: "Space Run", platform: "Android", eventLocation: "Victory Screen", ad_type: "1", impressionsDelivered: 999, moneyEarned: 9 },
          { dt, appId: APP, app: "Space Run", platform: "Android", eventLocation: "Default", ad_type: "9", impressionsDelivered: 500, moneyEarned: 1 },
        ]);
      },
      appCountry: async (args: Record<string, unknown>) => {
        calls.push({ report: "appcountry", args });
        return days(String(args.dateMin), String(args.dateMax)).flatMap((dt) => [
          { dt, appId: APP, app: "Space Run", platform: "Android", adLocation: "Victory Screen", adType: "9", campaignType: "network", CountryCode: "US", impressionsDelivered: 100, moneyEarned: 2 },
          { dt, appId: APP, app: "Space Run", platform: "Android", adLocation: "Victory Screen", adType: "9", campaignType: "network", CountryCode: "DE", impressionsDelivered: 50, moneyEarned: 0.5 },
        ]);
      },
    },
  };
  return { client: client as unknown as AdPublisherClient, calls };
}

const options = (changes: AppliedChange[], asOf: string, days = 7) => ({ stack: "test", changes, days, asOf: at(asOf), locationsPerApp: new Map([[APP, 1]]) });

describe("adpublisher impact's measure", () => {
  it("takes a change from two checkpoints, named as the dashboard does, in the review's words", () => {
    const c = change(30, "2026-11-10T12:00:00Z");
    expect(c).toMatchObject({ kind: "AdLocation", resource: "victoryScreen", op: "update", appId: APP, at: at("2026-11-10T12:00:00Z") });
    // The same inputs, a secret or the provider's code aside, are no change.
    const same = changesOf({ version: 3, kind: "update", result: "succeeded", startTime: 0, endTime: 1 }, [location(10)], [location(10, { inputs: { ...location(10).inputs, __provider: "other" } })]);
    expect(same).toEqual([]);
  });

  it("sums the object's rows over each window's whole days, in one report call per shape spanning both windows", async () => {
    const { client, calls } = fakeClient(2000);
    const impact = await measure(options([change(30, "2026-11-10T12:00:00Z")], "2026-11-19"), client);
    expect(calls.map((c) => c.report)).toEqual(["app", "appcountry"]);
    expect(calls[0].args).toMatchObject({ dateMin: "2026-11-03", dateMax: "2026-11-17", appId: [APP], groupBy: "ad_location", role: "publisher" });
    // The app-by-country report: every location broken out (top 100), UTC days, and the latency: 2026-11-17 is whole at 09:00 on the 18th.
    expect(calls[1].args).toMatchObject({ dateMin: "2026-11-03", dateMax: "2026-11-17", appIds: [APP], adLocation: "all", timezone: "UTC" });
    const [m] = impact.changes;
    expect(m).toMatchObject({ name: '"Victory Screen" (rewarded)', resource: "victoryScreen", lines: ["US floor 10.00 -> 30.00 (+200%)"] });
    expect(m.before).toMatchObject({ from: "2026-11-03", to: "2026-11-09", completeDays: 7 });
    expect(m.after).toMatchObject({ from: "2026-11-11", to: "2026-11-17", completeDays: 7 });
    // Day i of the span has 2000 + i impressions: before are days 0..6, after days 8..14.
    expect(m.before.figures?.impressions).toBe(7 * 2000 + 21);
    expect(m.after.figures?.impressions).toBe(7 * 2000 + 77);
    expect(m.before.figures?.ecpm).toBe(10);
    expect(m.comparison).toMatchObject({ basis: "window", meaningful: true, difference: { impressions: 56 } });
    expect(m.countries).toEqual([expect.objectContaining({ country: "US", before: expect.objectContaining({ figures: expect.objectContaining({ impressions: 700 }) }) })]);
    expect(m.notes.join("\n")).toContain("compared by the reported eCPM only");
    expect(m.daily).toHaveLength(14);
  });

  it("says how many days after are whole so far, and compares per day", async () => {
    const { client } = fakeClient(2000);
    const impact = await measure(options([change(30, "2026-11-10T12:00:00Z")], "2026-11-14"), client);
    const [m] = impact.changes;
    expect(m.after.completeDays).toBe(3);
    expect(m.notes).toContain("3 of 7 days after so far.");
    expect(m.comparison?.basis).toBe("per day");
    // By country, the 13th is not whole until 09:00 on the 14th.
    expect(m.notes.join("\n")).toContain("By country: 2 of 7 days after so far");
  });

  it("reports two changes to one object within a window together, and says so", async () => {
    const { client, calls } = fakeClient(2000);
    const impact = await measure(options([change(30, "2026-11-10T12:00:00Z", 2), change(40, "2026-11-13T08:00:00Z", 3)], "2026-11-25"), client);
    expect(calls).toHaveLength(2);
    expect(impact.changes).toHaveLength(1);
    const [m] = impact.changes;
    expect(m.updates).toEqual([2, 3]);
    expect(m.before.from).toBe("2026-11-03");
    expect(m.after).toMatchObject({ from: "2026-11-14", to: "2026-11-20" });
    expect(m.notes[0]).toMatch(/^2 changes to this object within 7 days of each other, reported together/);
  });

  it("says when there is too little traffic for the difference to mean anything", async () => {
    const { client } = fakeClient(100);
    const [m] = (await measure(options([change(30, "2026-11-10T12:00:00Z")], "2026-11-19"), client)).changes;
    expect(m.comparison?.meaningful).toBe(false);
    expect(m.notes.join("\n")).toContain("Too little traffic to tell: fewer than 1,000 impressions in a window");
  });

  it("renders Markdown with the windows' dates and Mermaid xycharts that Mermaid's parser takes", async () => {
    const { client } = fakeClient(2000);
    const impact = await measure(options([change(30, "2026-11-10T12:00:00Z")], "2026-11-19"), client);
    const text = renderImpactMarkdown(impact, ["charts/victoryScreen-2026-11-10.svg"]);
    expect(text).toContain("| | Before 2026-11-03 to 2026-11-09 | After 2026-11-11 to 2026-11-17 | Difference |");
    expect(text).toContain("Chart: `charts/victoryScreen-2026-11-10.svg`");
    const blocks = [...text.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(await parseMermaid(block)).toBe("xychart");
    expect(mermaidCharts(impact.changes[0])[2]).toContain("before 2026-11-03..2026-11-09, changed 2026-11-10, after 2026-11-11..2026-11-17");
    await expect(parseMermaid("xychart-beta\n  line [1, oops]\n")).rejects.toThrow(/Parse error/);
  });
});
