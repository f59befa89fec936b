// The resource lifecycle against whatever service ADPUBLISHER_* names (`npm run test:live`), as
// terraform providers' acceptance tests run against a real account: every name carries a run id,
// nothing here touches the emulator's control endpoints (a real account has none), and whatever the
// run made is removed, by destroy or else by the sweeper, also when a step fails.
// test/e2e/live-suite.test.ts runs this file against an emulator started on its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eWorkspace } from "../support/e2e-workspace";
import { opsFor } from "../support/pulumi-events";
import { PulumiProject } from "../support/pulumi-project";
import { reportLine } from "../support/report-line";
import { liveSettings, newRunId } from "./settings";
import { leftovers, sweep } from "./sweep";

const RESOURCES = ["app", "menu", "sensitive", "settings"];

/** The four resources; `version` 2 changes something in each, all of it updatable in place. */
function program(runId: string, version: 1 | 2): string {
  return `
import { AdLocation, App, BlockList, MonetizationSettings } from "pulumi-adpublisher";
const app = new App("app", {
  nickname: "${runId} app v${version}", platform: "android", orientations: ["portrait"],
  isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO",
});
const menu = new AdLocation("menu", { appId: app.id, name: "${runId} menu v${version}", adType: "interstitial", type: "bidding" });
const sensitive = new BlockList("sensitive", { title: "${runId} list", elements: ${version === 1 ? `["IAB9-9"]` : `["IAB9-9", "IAB14-1"]`} });
new MonetizationSettings("settings", {
  appId: app.id,
  adBlockingSettings: { blockedIabCategoriesV1List: sensitive.id, monetizationAgefilterCheck: ${version === 2} },
});
export const appId = app.id;
export const menuId = menu.id;
`;
}

describe("the four resources through the real Pulumi CLI against the service ADPUBLISHER_* names", { timeout: 900_000 }, () => {
  const settings = liveSettings();
  const runId = newRunId();
  let project: PulumiProject | undefined;
  let destroyed = false;

  beforeAll(async () => {
    reportLine(`live run ${runId} against ${settings.env.ADPUBLISHER_BASE_URL}`);
    project = await PulumiProject.create(await e2eWorkspace(), runId, { program: program(runId, 1), env: settings.env });
  });

  afterAll(async () => {
    if (project && !destroyed) {
      const destroy = await project.destroy();
      if (destroy.exitCode !== 0) reportLine(destroy.describe("(after a failed step) failed; the sweeper follows"));
    }
    const swept = await sweep(settings.client, runId);
    project?.cleanup();
    if (swept.found.length > 0) reportLine(`live run ${runId}: the sweeper deleted ${swept.found.map((l) => `${l.kind} ${l.id}`).join(", ")}`);
    if (swept.failures.length > 0) throw new Error(`live run ${runId} left objects it could not delete:\n${swept.failures.join("\n")}`);
  });

  it("creates, updates in place, previews and refreshes with no changes, and destroys leaving nothing", async () => {
    const stack = project!;
    const created = (await stack.up()).assertSuccess();
    for (const name of RESOURCES) expect(opsFor(created, name), name).toEqual(["create"]);
    const { appId, menuId } = await stack.outputs();
    expect((await settings.client.management.apps.get(appId as string)).nickname).toBe(`${runId} app v1`);
    expect(menuId).toMatch(new RegExp(`^${appId as string}/`));

    stack.writeProgram(program(runId, 2));
    const updated = (await stack.up()).assertSuccess();
    for (const name of RESOURCES) expect(opsFor(updated, name), name).toEqual(["update"]);
    expect((await stack.outputs()).appId).toBe(appId);
    expect((await settings.client.management.apps.get(appId as string)).nickname).toBe(`${runId} app v2`);

    (await stack.preview("--expect-no-changes")).assertSuccess();
    (await stack.refresh("--expect-no-changes")).assertSuccess();

    const gone = (await stack.destroy()).assertSuccess();
    destroyed = true;
    for (const name of RESOURCES) expect(opsFor(gone, name), name).toEqual(["delete"]);
    expect(await leftovers(settings.client, runId)).toEqual([]);
  });
});
