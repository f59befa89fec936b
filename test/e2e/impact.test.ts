// `adpublisher impact` from the installed package, in a stack's folder, on each face: a stack with a
// fixed_cpm location "Victory Screen" (rewarded) whose US floor goes from 10 to 30, the emulator's
// clock moved past the window. The command names the location and the change, both windows with
// their dates, and figures equal to the analytics report's own sums for that location and those
// days (asked here apart), moving the way the emulator's price rule says; it asks one report per shape; its chart is an SVG with both windows'
// points and its Mermaid block passes Mermaid's parser; JSON carries the same figures.
import { readdirSync, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { parseMermaid, parseSvg } from "../support/mermaid";
import { PulumiProject } from "../support/pulumi-project";
import { binEnv, runBin } from "../support/run-bin";

const dynamicProgram = (usPrice: number) => `
import { App, AdLocation } from "pulumi-adpublisher";
const app = new App("spaceRun", { nickname: "Space Run", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" });
new AdLocation("victoryScreen", { appId: app.id, name: "Victory Screen", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "US", price: ${usPrice} }] });
export const appId = app.id;
`;
const yamlProgram = (usPrice: number) => `
resources:
  spaceRun:
    type: adpublisher:index:App
    properties:
      nickname: Space Run Y
      platform: ios
      orientations: [portrait]
      isLive: false
      isTestModeOn: false
      isDirectedAtKidsUnder13: "NO"
  victoryScreen:
    type: adpublisher:index:AdLocation
    properties:
      appId: \${spaceRun.id}
      name: Victory Screen
      adType: rewarded
      type: fixed_cpm
      countryTargeting:
        - country: US
          price: ${usPrice}
outputs:
  appId: \${spaceRun.id}
`;

const DAY = 86_400;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY * 1000).toISOString().slice(0, 10);
const cents = (value: number) => Math.round(value * 100) / 100;

interface Figures {
  impressions: number;
  earnings: number;
  ecpm: number;
}
interface ImpactJson {
  stack: string;
  calls: { report: string; dateMin: string; dateMax: string; appIds: string[] }[];
  changes: {
    name: string; resource: string; kind: string; updates: number[]; appliedAt: string[]; lines: string[]; notes: string[]; chart?: string;
    before: { from: string; to: string; completeDays: number; figures: Figures | null };
    after: { from: string; to: string; completeDays: number; figures: Figures | null };
    countries?: { country: string; before: { figures: Figures | null }; after: { figures: Figures | null } }[];
    daily: { date: string; window: string; earnings: number }[];
  }[];
}

describe("adpublisher impact on each face, through the installed bin", { timeout: 900_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  const projects: PulumiProject[] = [];

  useWorkspaceAndService((w, s) => ((workspace = w), (service = s)), { cleanup: projects });

  /** The analytics app report's own sums for the location over the days from..to (the reports as the API gives them). */
  async function reportSums(appId: string, from: string, to: string): Promise<Figures> {
    const query = new URLSearchParams({ dateMin: from, dateMax: to, appId, groupBy: "ad_location", role: "publisher", aggregate: "daily" });
    const rows = (await service.api<Record<string, unknown>[]>("GET", `/v5/analytics/app?${query}`)).body;
    const own = rows.filter((r) => r.eventLocation === "Victory Screen" && ["4", "9"].includes(String(r.ad_type)));
    const impressions = own.reduce((sum, r) => sum + Number(r.impressionsDelivered), 0);
    const earnings = own.reduce((sum, r) => sum + Number(r.moneyEarned), 0);
    return { impressions, earnings: cents(earnings), ecpm: impressions > 0 ? cents((earnings / impressions) * 1000) : 0 };
  }

  async function stackWithAChange(runtime: "nodejs" | "yaml"): Promise<{ project: PulumiProject; env: NodeJS.ProcessEnv; appId: string; from: number; to: number }> {
    const program = runtime === "yaml" ? yamlProgram : dynamicProgram;
    const project = await PulumiProject.create(workspace, `impact-${runtime}`, { program: program(10), runtime, ...service.stackConfig() });
    projects.push(project);
    const env = { ...project.env, ...binEnv(workspace, service), PATH: [join(workspace.root, "node_modules", ".bin"), project.env.PATH ?? ""].join(delimiter) };
    (await project.up()).assertSuccess();
    const appId = String((await project.outputs()).appId);
    project.writeProgram(program(30));
    const from = Date.now();
    (await project.up()).assertSuccess();
    return { project, env, appId, from, to: Date.now() };
  }

  it("names the change, both windows and the report's own figures, in one report call per shape; chart and Mermaid parse", async () => {
    const stacks = [await stackWithAChange("nodejs"), await stackWithAChange("yaml")];
    // Past the after window and the app-by-country report's latency for its last day.
    await service.advanceClock(9 * DAY);
    const asOf = addDays(new Date(stacks[0].to).toISOString().slice(0, 10), 9);

    for (const { project, env, appId, from, to } of stacks) {
      const chartDir = join(project.dir, "charts");
      await service.clearRequests();
      const json = await runBin(["impact", "--as-of", asOf, "--format", "json", "--chart", chartDir], project.dir, env);
      expect(json.stderr.trim()).toBe("");
      expect(json.status, json.stdout).toBe(0);
      // One app report and one app-by-country report (the change moves a country's floor), nothing else but a token.
      const calls = (await service.requests()).filter((r) => !/token$/.test(r.path)).map((r) => `${r.method} ${r.path}`);
      expect(calls).toEqual(["GET /v5/analytics/app", "GET /v5/analytics/appcountry"]);
      const impact = JSON.parse(json.stdout) as ImpactJson;
      expect(impact.changes).toHaveLength(1);
      const [change] = impact.changes;
      expect(change).toMatchObject({ name: '"Victory Screen" (rewarded)', resource: "victoryScreen", kind: "AdLocation", updates: [2] });
      expect(change.lines).toEqual(["US floor 10.00 -> 30.00 (+200%)"]);
      const at = Date.parse(change.appliedAt[0]);
      expect(at).toBeGreaterThanOrEqual(from - 1000);
      expect(at).toBeLessThanOrEqual(to + 1000);
      const day = change.appliedAt[0].slice(0, 10);
      expect(change.before).toMatchObject({ from: addDays(day, -7), to: addDays(day, -1), completeDays: 7 });
      expect(change.after).toMatchObject({ from: addDays(day, 1), to: addDays(day, 7), completeDays: 7 });
      expect(impact.calls).toEqual([
        { report: "app", dateMin: addDays(day, -7), dateMax: addDays(day, 7), appIds: [appId] },
        { report: "appcountry", dateMin: addDays(day, -7), dateMax: addDays(day, 7), appIds: [appId] },
      ]);
      const before = await reportSums(appId, change.before.from, change.before.to);
      const after = await reportSums(appId, change.after.from, change.after.to);
      expect(before.impressions).toBeGreaterThan(0);
      expect(change.before.figures).toMatchObject(before);
      expect(change.after.figures).toMatchObject(after);
      // The emulator's rule: a floor above a cell's eCPM makes the eCPM the floor and cuts impressions by
      // the same ratio. US at 30 binds on every US cell, where 10 bound on some: higher eCPM, fewer impressions.
      expect(after.ecpm).toBeGreaterThan(before.ecpm);
      expect(after.impressions).toBeLessThan(before.impressions);
      expect(change.countries?.map((c) => c.country)).toEqual(["US"]);
      const us = change.countries![0];
      expect(us.after.figures!.ecpm).toBeCloseTo(30, 1);
      expect(us.before.figures!.ecpm).toBeLessThan(us.after.figures!.ecpm);
      expect(us.after.figures!.impressions).toBeLessThan(us.before.figures!.impressions);
      expect(change.notes.join("\n")).toContain("compared by the reported eCPM only");

      // The SVG: well-formed XML, the dashboard name and both windows' dates in its title, a labelled point per whole day.
      const [svgFile] = readdirSync(chartDir);
      expect(change.chart).toBe(join(chartDir, svgFile));
      const svg = readFileSync(join(chartDir, svgFile), "utf8");
      const texts = [...parseSvg(svg).getElementsByTagName("text")].map((t) => t.textContent ?? "");
      expect(texts).toContain('"Victory Screen" (rewarded) - victoryScreen');
      expect(texts.join("\n")).toContain(`before ${change.before.from} to ${change.before.to} | changed ${day} | after ${change.after.from} to ${change.after.to}`);
      expect(change.daily.map((p) => p.window)).toEqual([...Array(7).fill("before"), ...Array(7).fill("after")]);
      for (const point of change.daily) {
        expect(texts).toContain(point.date);
        expect(texts).toContain(point.earnings.toFixed(2));
      }

      // Markdown: the same figures, the change in the review's words, and Mermaid charts that Mermaid parses.
      const markdown = await runBin(["impact", "--as-of", asOf], project.dir, env);
      expect(markdown.status, markdown.stderr).toBe(0);
      expect(markdown.stdout).toContain('### "Victory Screen" (rewarded) `victoryScreen`');
      expect(markdown.stdout).toContain("- US floor 10.00 -> 30.00 (+200%)");
      expect(markdown.stdout).toContain(`| | Before ${change.before.from} to ${change.before.to} | After ${change.after.from} to ${change.after.to} |`);
      expect(markdown.stdout).toContain(`| Impressions | ${before.impressions.toLocaleString("en-US")} | ${after.impressions.toLocaleString("en-US")} |`);
      const blocks = [...markdown.stdout.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1]);
      expect(blocks).toHaveLength(2);
      for (const block of blocks) expect(await parseMermaid(block)).toBe("xychart");
      expect(markdown.stdout.trimEnd().endsWith("<!-- adpublisher impact -->")).toBe(true);
    }

    // Bad input: one line naming it, exit 2, and no call to the service.
    const { project, env } = stacks[0];
    await service.clearRequests();
    const bad: [string[], string, RegExp][] = [
      [["impact"], workspace.root, /is not a stack folder: it has no Pulumi\.yaml/],
      [["impact", "--since", asOf], project.dir, /no applied change to an existing object in stack \S+'s updates since/],
      [["impact", "--update", "9"], project.dir, /--update 9: stack \S+ has no such update \(its updates: 1, 2\)/],
      [["impact", "--resource", "nope"], project.dir, /--resource nope: no change to a resource of that name .*\(changed: victoryScreen\)/],
      [["impact", "--days", "0"], project.dir, /--days must be a whole number of days from 1 to 90 \(got "0"\)/],
      [["impact", "--days", "91"], project.dir, /--days must be a whole number of days from 1 to 90/],
      [["impact", "--as-of", "2026-13-01"], project.dir, /--as-of must be a date YYYY-MM-DD \(got "2026-13-01"\)/],
      [["impact", "--since", "last week"], project.dir, /--since must be a date YYYY-MM-DD/],
    ];
    for (const [args, cwd, message] of bad) {
      const run = await runBin(args, cwd, env);
      expect(run.status, `${args.join(" ")}: ${run.stderr}`).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toMatch(message);
    }
    expect(await service.requests()).toEqual([]);
  });
});

