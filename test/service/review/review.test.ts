// `adpublisher review` against the emulator: a scripted change set (the steps of a
// `pulumi preview --json`) over an account made through the API, a golden Markdown, and the money
// figures checked against the analytics report itself.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdPublisherClient } from "../../../provider/client";
import { main } from "../../../provider/cli/main";
import { DEFAULT_LIST_TYPE } from "../../../provider/models/block-list";
import { useEmulatorClient } from "../../support/emulator-client";
import { scratchDir } from "../../support/scratch-dir";

const GOLDEN = join(__dirname, "golden.md");
const DOCS = join(__dirname, "../../../docs/review.md");
const AS_OF = "2026-11-08"; // the period: 2026-11-01 to 2026-11-07
const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

const dyn = (kind: string, name: string) => `urn:pulumi:prod::settings::pulumi-nodejs:dynamic/adpublisher:${kind}::${name}`;
const plugin = (kind: string, name: string) => `urn:pulumi:prod::settings::adpublisher:index:${kind}::${name}`;

async function run(argv: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const sink = (append: (s: string) => void) => new Writable({ write(chunk, _e, done) { append(String(chunk)); done(); } }) as unknown as NodeJS.WriteStream;
  const code = await main(argv, { stdout: sink((s) => (stdout += s)), stderr: sink((s) => (stderr += s)), env });
  return { code, stdout, stderr };
}

describe("adpublisher review", () => {
  const service = useEmulatorClient();
  let client: AdPublisherClient;
  let env: NodeJS.ProcessEnv;
  let preview: string;
  let appIds: string[];

  beforeAll(async () => {
    const c = service.emu.credentials;
    client = service.client;
    env = { ADPUBLISHER_BASE_URL: c.url, ADPUBLISHER_CLIENT_ID: c.clientId, ADPUBLISHER_CLIENT_SECRET: c.clientSecret, ADPUBLISHER_AUDIENCE: c.audience };
    // One after the other, so that the emulator's ids (and so its report figures) are the same every run.
    const { apps, adLocations, lists } = client.management;
    const base = { orientations: ["portrait" as const], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO" as const };
    const spaceRun = (await apps.create({ ...base, nickname: "Space Run", platform: "android" })).id;
    const puzzles = (await apps.create({ ...base, nickname: "Little Puzzles", platform: "ios" })).id;
    appIds = [spaceRun, puzzles];
    const levelEnd = await adLocations.create(spaceRun, { name: "Level End", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "US", price: 12.5 }, { country: "default", price: 2 }] });
    const menu = await adLocations.create(spaceRun, { name: "Main Menu", adType: "interstitial", type: "bidding" });
    const extra = await adLocations.create(puzzles, { name: "Extra Hint", adType: "rewarded", type: "bidding" });
    const list = await lists.create({ title: "Sensitive", type: DEFAULT_LIST_TYPE, elements: ["IAB9-9", "IAB14-1"] });
    const loc = (appId: string, l: { uuid: string; name: string; adType: string; type: string }, extraInputs: Record<string, unknown> = {}) =>
      ({ id: `${appId}/${l.uuid}`, inputs: { appId, name: l.name, adType: l.adType, type: l.type, ...extraInputs } });
    const le = loc(spaceRun, levelEnd, { countryTargeting: [{ country: "US", price: 12.5 }, { country: "default", price: 2 }] });
    const mm = loc(spaceRun, menu);
    const eh = loc(puzzles, extra);
    // The engine writes each state's URN and type beside the step's URN.
    const withUrns = (steps: { op: string; urn: string; oldState?: object; newState?: object }[]) =>
      steps.map((s) => ({ ...s, ...(s.oldState && { oldState: { urn: s.urn, ...s.oldState } }), ...(s.newState && { newState: { urn: s.urn, ...s.newState } }) }));
    preview = JSON.stringify({
      steps: withUrns([
        { op: "same", urn: dyn("App", "spaceRun"), oldState: { type: "pulumi-nodejs:dynamic:Resource", id: spaceRun, inputs: { nickname: "Space Run" } } },
        { op: "update", urn: dyn("AdLocation", "levelEnd"), oldState: { type: "pulumi-nodejs:dynamic:Resource", ...le }, newState: { type: "pulumi-nodejs:dynamic:Resource", id: le.id, inputs: { ...le.inputs, countryTargeting: [{ country: "US", price: 14 }, { country: "default", price: 2 }, { country: "DE", price: 6 }] } } },
        { op: "update", urn: dyn("AdLocation", "mainMenu"), oldState: { type: "pulumi-nodejs:dynamic:Resource", ...mm }, newState: { type: "pulumi-nodejs:dynamic:Resource", id: mm.id, inputs: { ...mm.inputs, name: "Home Menu" } } },
        { op: "update", urn: plugin("App", "puzzles"), oldState: { type: "adpublisher:index:App", id: puzzles, inputs: { nickname: "Little Puzzles", isDirectedAtKidsUnder13: "NO" } }, newState: { type: "adpublisher:index:App", id: puzzles, inputs: { nickname: "Little Puzzles", isDirectedAtKidsUnder13: "YES" } } },
        { op: "create-replacement", urn: plugin("AdLocation", "extraHint"), oldState: { type: "adpublisher:index:AdLocation", ...eh }, newState: { type: "adpublisher:index:AdLocation", inputs: { ...eh.inputs, type: "fixed_cpm", countryTargeting: [{ country: "default", price: 3 }] } } },
        { op: "replace", urn: plugin("AdLocation", "extraHint"), oldState: { type: "adpublisher:index:AdLocation", ...eh }, newState: { type: "adpublisher:index:AdLocation", inputs: { ...eh.inputs, type: "fixed_cpm" } } },
        { op: "delete-replaced", urn: plugin("AdLocation", "extraHint"), oldState: { type: "adpublisher:index:AdLocation", ...eh } },
        { op: "update", urn: plugin("MonetizationSettings", "puzzlesSettings"), oldState: { type: "adpublisher:index:MonetizationSettings", id: puzzles, inputs: { appId: puzzles, adBlockingSettings: { monetizationAgefilterCheck: false } } }, newState: { type: "adpublisher:index:MonetizationSettings", id: puzzles, inputs: { appId: puzzles, adBlockingSettings: { monetizationAgefilterCheck: true } } } },
        { op: "update", urn: plugin("BlockList", "sensitive"), oldState: { type: "adpublisher:index:BlockList", id: list.id, inputs: { title: "Sensitive", elements: ["IAB9-9", "IAB14-1"] } }, newState: { type: "adpublisher:index:BlockList", id: list.id, inputs: { title: "Sensitive", elements: ["IAB9-9", "IAB7-39", "IAB25-2"] } } },
        { op: "create", urn: dyn("App", "newGame"), newState: { type: "pulumi-nodejs:dynamic:Resource", inputs: { nickname: "New Game", platform: "ios" } } },
        { op: "create", urn: dyn("AdLocation", "newGameStart"), newState: { type: "pulumi-nodejs:dynamic:Resource", inputs: { appId: UNKNOWN, name: "Start", adType: "interstitial", type: "bidding" } } },
      ]),
      diagnostics: [],
      changeSummary: { same: 1, update: 5, replace: 1, create: 2 },
    });
  });
  it("writes the golden Markdown, with one analytics request for the whole review and nothing written", async () => {
    const file = join(scratchDir("review"), "preview.json");
    writeFileSync(file, preview);
    await service.emu.clearRequests();
    // The event log of the same preview (pulumi preview --event-log), as the engine writes policy events.
    const events = join(scratchDir("review"), "events.jsonl");
    const policyEvent = (urn: string, policyName: string, level: string, message: string) =>
      JSON.stringify({ sequence: 1, timestamp: 1, policyEvent: { resourceUrn: urn, message, color: "never", policyName, policyPackName: "adpublisher", policyPackVersion: "0.1.0", enforcementLevel: level } });
    writeFileSync(events, [
      JSON.stringify({ sequence: 0, timestamp: 1, cancelEvent: {} }),
      policyEvent(plugin("AdLocation", "extraHint"), "location-replacement", "advisory", "Replacing or deleting an ad location gives it a new uuid and starts its history over.\nad location extraHint is replaced (type bidding -> fixed_cpm): it gets a new uuid and its history starts over\n"),
      policyEvent(plugin("App", "puzzles"), "kids-apps-age-filter", "mandatory", "An app directed at kids under 13 has monetizationAgefilterCheck on in its MonetizationSettings.\napp puzzles is directed at kids under 13 but its MonetizationSettings does not turn adBlockingSettings.monetizationAgefilterCheck on\n"),
    ].join("\n"));
    const result = await run(["review", "--preview", file, "--events", events, "--as-of", AS_OF], env);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const markdown = result.stdout.replaceAll(appIds[0], "<space-run-id>").replaceAll(appIds[1], "<little-puzzles-id>");
    if (process.env.ADPUBLISHER_UPDATE_GOLDEN) writeFileSync(GOLDEN, markdown);
    expect(markdown).toBe(readFileSync(GOLDEN, "utf8"));

    const log = await service.emu.requests();
    expect(log.filter((r) => r.path === "/v5/analytics/app")).toHaveLength(1);
    expect(log.filter((r) => r.method !== "GET" && !/token$/.test(r.path))).toEqual([]);
  });

  it("shows the money the analytics report shows: app totals from the report grouped by app, locations by ad_location", async () => {
    const file = join(scratchDir("review"), "preview.json");
    writeFileSync(file, preview);
    const review = JSON.parse((await run(["review", "--preview", file, "--as-of", AS_OF, "--format", "json"], env)).stdout) as {
      period: { dateMin: string; dateMax: string };
      apps: { appId?: string; atStake: { earnings: number; impressions: number } | null; changes: { resource: string; atStake?: { earnings: number } | null }[] }[];
      totals: { earnings: number; impressions: number };
    };
    expect(review.period).toEqual({ dateMin: "2026-11-01", dateMax: "2026-11-07" });
    const byApp = await client.analytics.app({ dateMin: "2026-11-01", dateMax: "2026-11-07", appId: appIds, groupBy: "app", role: "publisher" });
    let total = 0;
    for (const appId of appIds) {
      const rows = byApp.filter((r) => r.appId === appId) as { moneyEarned?: number; impressionsDelivered?: number }[];
      const earned = rows.reduce((sum, r) => sum + (r.moneyEarned ?? 0), 0);
      total += earned;
      const reviewed = review.apps.find((a) => a.appId === appId);
      expect(reviewed?.atStake?.earnings).toBeCloseTo(earned, 6);
      expect(reviewed?.atStake?.impressions).toBe(rows.reduce((sum, r) => sum + (r.impressionsDelivered ?? 0), 0));
      expect(earned).toBeGreaterThan(0);
    }
    expect(review.totals.earnings).toBeCloseTo(total, 6);
    const byLocation = await client.analytics.app({ dateMin: "2026-11-01", dateMax: "2026-11-07", appId: [appIds[0]], groupBy: "ad_location", role: "publisher" });
    const levelEnd = (byLocation as { eventLocation?: string; moneyEarned?: number }[]).filter((r) => r.eventLocation === "Level End").reduce((s, r) => s + (r.moneyEarned ?? 0), 0);
    expect(review.apps[0].changes.find((c) => c.resource === "levelEnd")?.atStake?.earnings).toBeCloseTo(levelEnd, 6);
  });

  it("names each object as the dashboard does, then its resource name, in JSON too; a rename shows old and new", async () => {
    const file = join(scratchDir("review"), "preview.json");
    writeFileSync(file, preview);
    const review = JSON.parse((await run(["review", "--preview", file, "--as-of", AS_OF, "--format", "json"], env)).stdout) as {
      apps: { changes: { name: string; previousName?: string; resource: string }[] }[];
    };
    const changes = review.apps.flatMap((a) => a.changes);
    expect(changes.find((c) => c.resource === "levelEnd")).toMatchObject({ name: '"Level End" (rewarded)' });
    expect(changes.find((c) => c.resource === "mainMenu")).toMatchObject({ name: '"Home Menu" (interstitial)', previousName: '"Main Menu" (interstitial)' });
    expect(changes.find((c) => c.resource === "sensitive")).toMatchObject({ name: '"Sensitive"' });
    expect(changes.find((c) => c.resource === "puzzlesSettings")).toMatchObject({ name: 'monetization settings of "Little Puzzles"' });
    expect(changes.find((c) => c.resource === "levelEnd")?.previousName).toBeUndefined();
  });

  it("--approval-over: exit 3 and a first line saying so above the amount or share at stake, 0 and a first line saying so below", async () => {
    const file = join(scratchDir("review"), "preview.json");
    writeFileSync(file, preview);
    const json = JSON.parse((await run(["review", "--preview", file, "--as-of", AS_OF, "--format", "json", "--approval-over", "1"], env)).stdout) as {
      apps: { appId?: string; atStake: { earnings: number } | null; changes: { resource: string; atStake?: { earnings: number } | null }[] }[];
      guardrail: { atStake: number; approvalRequired: boolean };
    };
    // Space Run: two of its locations change; Little Puzzles: the app itself and its settings change, so the whole app.
    const spaceRun = json.apps[0].changes.reduce((sum, c) => sum + (c.atStake?.earnings ?? 0), 0);
    const puzzles = json.apps.find((a) => a.appId === appIds[1])!.atStake!.earnings;
    expect(json.guardrail.atStake).toBeCloseTo(spaceRun + puzzles, 6);
    const stake = json.guardrail.atStake;

    const above = await run(["review", "--preview", file, "--as-of", AS_OF, "--approval-over", (stake - 1).toFixed(2)], env);
    expect(above.code).toBe(3);
    expect(above.stdout.split("\n")[0]).toMatch(/^\*\*Approval required:\*\* this change puts \$[\d,.]+ of weekly earnings at stake, more than the approval limit of \$/);
    const below = await run(["review", "--preview", file, "--as-of", AS_OF, "--approval-over", `$${(stake + 1).toFixed(2)}`], env);
    expect(below.code).toBe(0);
    expect(below.stdout.split("\n")[0]).toMatch(/^Within the approval limit: /);

    // A share of each app's week: Little Puzzles puts its whole week at stake (100%), so any share below crosses.
    expect((await run(["review", "--preview", file, "--as-of", AS_OF, "--approval-over", "99%"], env)).code).toBe(3);
    // Of the account's week: the account's earnings come from the same report, grouped by app, for every app.
    const byApp = await client.analytics.app({ dateMin: "2026-11-01", dateMax: "2026-11-07", groupBy: "app", role: "publisher" });
    const account = (byApp as { moneyEarned?: number }[]).reduce((sum, r) => sum + (r.moneyEarned ?? 0), 0);
    const share = (stake / account) * 100;
    const over = JSON.parse((await run(["review", "--preview", file, "--as-of", AS_OF, "--format", "json", "--approval-over", `${Math.floor(share)}%`, "--percent-of", "account"], env)).stdout) as { guardrail: { base: number; approvalRequired: boolean } };
    expect(over.guardrail.base).toBeCloseTo(account, 6);
    expect(over.guardrail.approvalRequired).toBe(true);
    expect((await run(["review", "--preview", file, "--as-of", AS_OF, "--approval-over", `${Math.ceil(share)}%`, "--percent-of", "account"], env)).code).toBe(0);
  });

  it("bad input: one line naming the flag or the file, exit 2, no call to the service", async () => {
    const file = join(scratchDir("review"), "preview.json");
    writeFileSync(file, preview);
    await service.emu.clearRequests();
    const cases: [string[], RegExp][] = [
      [["--approval-over", "lots"], /^adpublisher: --approval-over must be an amount in USD .*\(got "lots"\)$/],
      [["--approval-over", "12.345"], /--approval-over must be an amount/],
      [["--approval-over", "150%"], /--approval-over 150%: a percent must be more than 0 and at most 100/],
      [["--approval-over", "500", "--percent-of", "account"], /--percent-of goes with a percent --approval-over/],
      [["--approve-over", "500"], /Unknown option '--approve-over'/],
    ];
    for (const [flags, message] of cases) {
      const result = await run(["review", "--preview", file, ...flags], env);
      expect(result.code, flags.join(" ")).toBe(2);
      expect(result.stderr.trim().split("\n"), flags.join(" ")).toHaveLength(1);
      expect(result.stderr.trim(), flags.join(" ")).toMatch(message);
      expect(result.stdout).toBe("");
    }
    const missing = await run(["review", "--preview", join(tmpdir(), "no-such-preview.json")], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--preview .*no-such-preview\.json: no such file/);
    expect(await service.emu.requests()).toEqual([]);
  });

  it("the README's excerpt is a part of the golden comment", () => {
    const readme = readFileSync(join(__dirname, "../../../README.md"), "utf8");
    const excerpt = /A pull request's review[\s\S]*?```markdown\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(excerpt?.length).toBeGreaterThan(100);
    expect(readFileSync(GOLDEN, "utf8")).toContain(excerpt);
  });

  it("docs/review.md shows the golden comment word for word", () => {
    const docs = readFileSync(DOCS, "utf8");
    const sample = /<!-- golden:start -->\n```markdown\n([\s\S]*?)```\n<!-- golden:end -->/.exec(docs)?.[1];
    expect(sample).toBe(readFileSync(GOLDEN, "utf8"));
  });
});
