// Every provider function's example (examples/snippets/get-*/Pulumi.yaml) run as a reader runs it:
// `pulumi preview` of the YAML program, through the provider plugin, against the emulator, once the
// test has made the objects the example names and put their ids and names in place of the
// example's placeholders. Invokes run during a preview, so a preview proves that the service takes
// the arguments and that the outputs exist. The outputs are read from the engine's event log, where
// a preview shows the stack outputs it already knows (`pulumi preview --json` shows none), so no
// `up` and no destroy is needed: the one stack never holds a resource.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createClient } from "../../provider/client";
import { DEFAULT_LIST_TYPE } from "../../provider/models/block-list";
import type { EngineProps } from "../../provider/pulumi-json/property-bag";
import { UNKNOWN } from "../../provider/resources/common/unknown";
import type { EmulatorHarness } from "../support/emulator";
import type { E2eWorkspace } from "../support/e2e-workspace";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";

const SNIPPETS = join(__dirname, "../../examples/snippets");
/** The functions' examples: one folder per function, named after it. */
const EXAMPLES = readdirSync(SNIPPETS).filter((name) => name.startsWith("get-")).sort();
const program = (example: string) => readFileSync(join(SNIPPETS, example, "Pulumi.yaml"), "utf8");

/** The objects the test makes in the emulator for the examples to find. */
interface Fixtures {
  /** The app the examples call 5f2b1c0d9e8a7b6c5d4e3f21 and "Space Run" (android), with an ad location. */
  app: string;
  /** Its rewarded ad location (the examples' "Level End"), "<appId>/<uuid>". */
  location: string;
  /** The second app of the monetization report, and the one whose name holds the keyword of getApps. */
  secondApp: string;
  list: { id: string; title: string; elements: string[] };
  /** Store ids the first app's monetization settings block. */
  blockedStoreIds: string[];
}

/**
 * Names the test gives its objects, and the words its searches find them by. Each differs from the
 * example's placeholder, so that a placeholder left in a copy finds nothing and its example fails.
 */
const NAMES = { app: "Orbit Runner", location: "Stage Clear", appWord: "Jigsaw", listWord: "betting" };

/**
 * The placeholders of the examples (the ids and names a reader replaces with their own), each
 * replaced as text in a copy of the program. An id of the API's shape (24 hex digits) that is not
 * in this table fails its example; a name not in it finds nothing, which the example's
 * expectation below refuses.
 */
const PLACEHOLDERS: Readonly<Record<string, (f: Fixtures) => string>> = {
  "5f2b1c0d9e8a7b6c5d4e3f21": (f) => f.app,
  "66ab12cd34ef56ab78cd90ef": (f) => f.secondApp,
  "64e3a9c1f0b2d4e6a8c0b1d2": (f) => f.list.id,
  "Space Run": () => NAMES.app,
  "Level End": () => NAMES.location,
  Puzzle: () => NAMES.appWord,
  gambling: () => NAMES.listWord,
};
const API_ID = /\b[0-9a-f]{24}\b/g;

/** The example's program with the test's objects in place of its placeholders, after `name` and `runtime`. */
function withFixtures(example: string, f: Fixtures): string {
  let text = program(example).replace(/^(name|runtime): .*\n/gm, "");
  for (const [placeholder, value] of Object.entries(PLACEHOLDERS)) text = text.replaceAll(placeholder, value(f));
  const ours = new Set([f.app, f.secondApp, f.list.id]);
  const unknownIds = [...text.matchAll(API_ID)].map((m) => m[0]).filter((id) => !ours.has(id));
  if (unknownIds.length > 0) throw new Error(`${example}/Pulumi.yaml names ${unknownIds.join(", ")}: add each placeholder to PLACEHOLDERS with an object the test makes`);
  return text;
}

const positive = (value: unknown) => typeof value === "number" && value > 0;
/** A report's totals: every metric named is there and above zero. */
function expectTotals(totals: unknown, metrics: string[]): void {
  expect(totals).toEqual(expect.objectContaining(Object.fromEntries(metrics.map((m) => [m, expect.toSatisfy(positive)]))));
}

/**
 * What each example's outputs must be, given the objects the test made (`dir`: the project's folder,
 * where a relative path lands). Every example needs an entry, so a new one cannot pass unread.
 */
const EXPECTED: Record<string, (out: EngineProps, f: Fixtures, dir: string) => void> = {
  "get-ad-locations": (out, f) => expect(out).toEqual({ rewardedLocationIds: [f.location] }),
  "get-app": (out, f) => expect(out).toEqual({ appId: f.app, locationId: UNKNOWN }),
  "get-apps": (out, f) => expect(out).toEqual({ appIds: [f.secondApp] }),
  "get-block-list": (out, f) => expect(out).toEqual({ blockListTitle: f.list.title, blockedCategories: f.list.elements }),
  "get-block-lists": (out, f) => expect(out).toEqual({ blockListIds: [f.list.id] }),
  "get-monetization-settings": (out, f) => expect(out).toEqual({ blockListId: f.list.id, blockedAdvertiserStoreIds: f.blockedStoreIds }),
  "get-app-report": (out) => {
    expect(out).toEqual({ countries: expect.toSatisfy(positive), totals: expect.anything() });
    expectTotals(out.totals, ["moneyEarned", "clicks", "installs"]);
  },
  "get-app-country-report": (out) => {
    expect(out).toEqual({ rowCount: expect.toSatisfy(positive), totals: expect.anything() });
    expectTotals(out.totals, ["moneyEarned", "impressionsDelivered", "installsDelivered"]);
  },
  "get-campaign-report": (out) => {
    expect(out).toEqual({ campaignTypes: expect.toSatisfy((n) => typeof n === "number" && n > 1), totals: expect.anything() });
    expectTotals(out.totals, ["moneyEarned", "impressionsDelivered", "installDelivered"]);
  },
  "get-install-export": (out, _f, dir) => {
    // The path is resolved where the program runs: the project's folder.
    const file = join(dir, "installs-2026-11-01.csv");
    expect(out).toEqual({ installCount: expect.toSatisfy(positive), file });
    expect(existsSync(file)).toBe(true);
    const lines = readFileSync(file, "utf8").split("\n").filter((line) => line !== "");
    expect(lines.length - 1).toBe(out.installCount);
  },
  "get-mediation-report": (out) => {
    expect(out).toEqual({ demandSources: expect.toSatisfy(positive), totals: expect.anything() });
    expectTotals(out.totals, ["requests", "winningBids", "impressions", "estimatedEarnings"]);
  },
  // The report's fields are the API's own (ad_spend); a publisher account spends nothing as an
  // advertiser, so the totals are there (the two apps' rows) at zero, and absent with no row.
  "get-monetization-report": (out) => expect(out).toEqual({ adSpend: { ad_spend: 0, ad_spend_d1: 0 } }),
};

/** The last day the examples' reports cover is 2026-11-30: the emulator's today must be after it in every timezone the reports take. */
const AFTER_THE_EXAMPLES = Date.parse("2026-12-02T00:00:00Z");
const ClockBody = z.object({ now: z.string() });

describe("every function example previews against the emulator through the provider plugin", { timeout: 300_000 }, () => {
  let workspace: E2eWorkspace;
  let service: EmulatorHarness;
  let project: PulumiProject;
  let fixtures: Fixtures;

  useWorkspaceAndService((w, s) => {
    workspace = w;
    service = s;
  });
  beforeAll(async () => {
    const { now } = ClockBody.parse((await service.call("GET", "/_emulator/clock")).body);
    await service.advanceClock(Math.max(0, Math.ceil((AFTER_THE_EXAMPLES - Date.parse(now)) / 1000)));
    fixtures = await makeFixtures(service);
    const { config, secrets } = service.stackConfig();
    project = await PulumiProject.create(workspace, "function-examples", { runtime: "yaml", config: { ...config, "adpublisher:reportingUrl": service.url }, secrets });
  });
  afterAll(() => project?.cleanup());

  it("has an expectation for every example, and every placeholder of the table is used", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(EXAMPLES);
    const unused = Object.keys(PLACEHOLDERS).filter((placeholder) => !EXAMPLES.some((example) => program(example).includes(placeholder)));
    expect(unused).toEqual([]);
  });

  it.each(EXAMPLES)("%s", async (example) => {
    const expected = EXPECTED[example];
    if (!expected) throw new Error(`${example} has no entry in EXPECTED: say what its outputs must be`);
    project.writeProgram(withFixtures(example, fixtures));
    const preview = (await project.preview()).assertSuccess();
    expected(preview.stackOutputs, fixtures, project.dir);
  });
});

/**
 * The examples' objects, made through the provider's client as a reader's account holds them: the
 * app with a rewarded location and its monetization settings on the block list, a second app, and
 * the block list.
 */
async function makeFixtures(service: EmulatorHarness): Promise<Fixtures> {
  const { url, clientId, clientSecret, audience } = service.credentials;
  const client = createClient({ baseUrl: url, clientId, clientSecret, audience }).management;
  const newApp = (nickname: string) =>
    client.apps.create({ nickname, platform: "android", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO" });
  const app = await newApp(NAMES.app);
  const secondApp = await newApp(`${NAMES.appWord} Quest`);
  const location = await client.adLocations.create(app.id, { name: NAMES.location, adType: "rewarded", type: "bidding" });
  const elements = ["IAB9-9", "IAB14-1", "IAB7-39"];
  const title = `No ${NAMES.listWord}, no dating`;
  const list = await client.lists.create({ title, type: DEFAULT_LIST_TYPE, elements });
  const blockedStoreIds = ["com.example.rival"];
  await client.monetization.update(app.id, { adBlockingSettings: { blockedIabCategoriesV1List: list.id, blockedAdvertiserStoreIds: blockedStoreIds } });
  return { app: app.id, location: `${app.id}/${location.uuid}`, secondApp: secondApp.id, list: { id: list.id, title, elements }, blockedStoreIds };
}
