// kill -9 of pulumi mid-run: no process outlives it, the checkpoint stays readable, and the
// documented recovery converges without orphans or duplicates.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";
import { runAndKill } from "../support/interrupted-run";
import { leftoversAfter, processesOf } from "../support/processes";
import { deleteSidecars, importedBy, recover, sidecarFiles } from "../support/recovery";
import { unmanagedReport } from "../support/unmanaged-report";

const APP = `nickname: "Orphan Watch", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android"`;
const program = `
import { App, AdLocation } from "pulumi-adpublisher";
const app = new App("app", { ${APP} });
new AdLocation("menu", { appId: app.id, name: "Menu", adType: "banner", type: "bidding" });
export const appId = app.id;
`;
/** How long the toolchain's processes may take to notice that the engine is gone (they poll every 250 ms). */
const EXIT_WITH_ENGINE_MS = 3_000;

describe("kill -9 of pulumi: nothing outlives it, and the checkpoint stays readable", { timeout: 600_000 }, () => {
  let workspace: E2eWorkspace;
  let service: EmulatorHarness;
  useWorkspaceAndService((w, s) => ((workspace = w), (service = s)));

  it("ends the language host, the program and the dynamic-provider host with the engine, and the recovery converges with no orphan", async () => {
    const project = await PulumiProject.create(workspace, "orphans", { program, ...service.stackConfig() });
    try {
      // The app create is held at the emulator, so the kill lands while every process is up and
      // a request is in flight; the emulator completes it afterwards, as a real server would.
      await service.faults([{ method: "POST", path: "^/v5/apps$", times: 1, delayMs: 2_000 }]);
      await service.clearRequests();
      let before: string[] = [];
      const run = await runAndKill(project, ["up", "--yes", "--skip-preview", "--non-interactive"], async () => {
        const arrived = (await service.requests()).some((r) => r.method === "POST" && r.path === "/v5/apps");
        if (arrived) before = processesOf(project.dir).map((p) => p.cmdline);
        return arrived;
      }, "engine");
      expect(run.killed).toBe(true);
      // The test can fail: the processes that must end were there when the engine was killed.
      expect(before.some((c) => c.includes("pulumi-language-nodejs"))).toBe(true);
      expect(before.some((c) => c.includes("cmd/dynamic-provider"))).toBe(true);
      expect(before.some((c) => c.includes("cmd/run"))).toBe(true);
      expect(await leftoversAfter(project.dir, EXIT_WITH_ENGINE_MS)).toEqual([]);

      await sleep(2_500); // the held create completes on the service: an app the state records only as pending
      const recovery = await recover(project, service, "up");
      recovery.cancel.assertSuccess();
      recovery.recover.assertSuccess();
      recovery.rerun.assertSuccess();
      (await project.preview("--expect-no-changes")).assertSuccess();
      // The pending create was given the app the killed run made: one app, no orphan for the report.
      const apps = ((await service.api("GET", "/v5/apps")).body as { items: { id: string; nickname: string }[] }).items;
      const appId = String((await project.outputs()).appId);
      expect(apps.filter((a) => a.nickname === "Orphan Watch").map((a) => a.id)).toEqual([appId]);
      expect(importedBy(recovery.recover)).toEqual([`${appId} -> app`]);
      const report = await unmanagedReport(project, service);
      expect(report.ids).not.toContain(appId);
      expect(report.stdout).not.toContain("Orphan Watch");
      expect(sidecarFiles(join(project.dir, ".state"))).toEqual([]);
    } finally {
      project.cleanup();
    }
  });

  it("repeats an ad location create that a killed run completed unrecorded: taken over once, never two resources on one location", async () => {
    const appOnly = `import { App } from "pulumi-adpublisher";\nconst app = new App("app", { ${APP} });\nexport const appId = app.id;\n`;
    const project = await PulumiProject.create(workspace, "repeat", { program: appOnly, ...service.stackConfig() });
    try {
      (await project.up()).assertSuccess();
      const appId = String((await project.outputs()).appId);
      const path = `/v5/apps/${appId}/ad-locations`;
      // What a run killed after the API answered leaves: the location exists, no state records it.
      const earlier = (await service.api("POST", path, { body: { name: "Menu", ad_type: "banner", type: "bidding" } })).body as { uuid: string };
      project.writeProgram(program);
      (await project.up()).assertSuccess();
      const live = ((await service.api("GET", path)).body as { items: { uuid: string; name: string }[] }).items;
      expect(live.filter((l) => l.name === "Menu").map((l) => l.uuid)).toEqual([earlier.uuid]);
      expect(await project.exportStack()).toContain(`${appId}/${earlier.uuid}`);

      // Two resources of one program for one location: the second is refused, not given the same one.
      project.writeProgram(`${program}\nnew AdLocation("menu2", { appId: app.id, name: "Menu", adType: "banner", type: "bidding" });\n`);
      const twice = await project.up();
      expect(twice.exitCode).not.toBe(0);
      expect(twice.stdout + twice.stderr).toMatch(/AdLocation "(menu|menu2)": name: "(menu|menu2)" in this program already declares name "Menu", adType "banner"/);
      (await project.destroy()).assertSuccess();
    } finally {
      project.cleanup();
    }
  });

  it("repairs `failed to load checkpoint: EOF` (an empty metadata sidecar) by deleting the sidecars", async () => {
    // A backend URL without metadata=skip, as a user's own `file://` backend is: it writes sidecars.
    const stateDir = mkdtempSync(join(tmpdir(), "adpublisher-sidecar-"));
    const project = await PulumiProject.create(workspace, "sidecar", {
      program,
      ...service.stackConfig(),
      env: { PULUMI_BACKEND_URL: `file://${stateDir}` },
    });
    try {
      (await project.up()).assertSuccess();
      const checkpointSidecar = sidecarFiles(stateDir).find((f) => f.endsWith(join("stacks", "sidecar", "test.json.attrs")));
      expect(checkpointSidecar).toBeDefined();
      // What a SIGKILL between the sidecar's truncate and its write leaves (gocloud.dev fileblob setAttrs).
      writeFileSync(checkpointSidecar!, "");
      const broken = await project.preview();
      expect(broken.exitCode).not.toBe(0);
      expect(broken.stderr + broken.stdout).toContain("failed to load checkpoint: EOF");

      expect(deleteSidecars(stateDir).length).toBeGreaterThan(0);
      (await project.preview("--expect-no-changes")).assertSuccess();
      (await project.destroy()).assertSuccess();
    } finally {
      project.cleanup();
      rmSync(stateDir, { recursive: true, force: true });
    }
  });
});
