// What the engine keeps in state: refresh and destroy run the installed code, not the code that
// created the stack, and no credential reaches state or the engine's output.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eWorkspace, type E2eWorkspace } from "../support/e2e-workspace";
import { EmulatorHarness } from "../support/emulator";
import { installProbe } from "../support/probe-package";
import { PulumiProject } from "../support/pulumi-project";

/** Unpacks a package tarball into `target` (what npm does on install). */
function unpack(tarball: string, target: string): void {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", target, "--strip-components=1"]);
}

describe("what the engine keeps in state", { timeout: 600_000 }, () => {
  let workspace: E2eWorkspace;
  beforeAll(async () => {
    workspace = await e2eWorkspace();
  });

  it("runs the code installed now on refresh and destroy, not the code of the build that created the stack", async () => {
    const probeLog = join(mkdtempSync(join(tmpdir(), "probe-")), "operations.log");
    const project = await PulumiProject.create(workspace, "upgrade", {
      program: `import { Probe } from "adpublisher-test-probe";\nexport const revision = new Probe("probe", { label: "x" }).packageRevision;\n`,
      env: { ADPUBLISHER_PROBE_LOG: probeLog },
    });
    try {
      // The project gets its own copy of the package, so it can be upgraded without touching others.
      const installed = join(project.dir, "node_modules", "pulumi-adpublisher");
      unpack(workspace.tarball, installed);
      // The probe beside it requires the project's copy of the package at call time.
      installProbe(project.dir);
      const firstVersion = (JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as { version: string }).version;
      (await project.up()).assertSuccess();
      expect((await project.outputs()).revision).toBe(firstVersion);

      // Upgrade: a new build of the package replaces the installed files.
      const upgraded = `${firstVersion}-upgraded`;
      const next = mkdtempSync(join(tmpdir(), "next-build-"));
      cpSync(installed, next, { recursive: true });
      const pkg = JSON.parse(readFileSync(join(next, "package.json"), "utf8")) as { version: string };
      writeFileSync(join(next, "package.json"), JSON.stringify({ ...pkg, version: upgraded }));
      rmSync(installed, { recursive: true, force: true });
      cpSync(next, installed, { recursive: true });
      rmSync(next, { recursive: true, force: true });

      (await project.refresh()).assertSuccess();
      const state = JSON.parse(await project.exportStack()) as { deployment: { resources: { type: string; outputs?: { packageRevision?: string } }[] } };
      const probe = state.deployment.resources.find((r) => r.type === "pulumi-nodejs:dynamic/adpublisher:Probe");
      expect(probe?.outputs?.packageRevision).toBe(upgraded);
      (await project.destroy()).assertSuccess();
      const log = readFileSync(probeLog, "utf8").trim().split("\n");
      expect(log[0]).toBe(`create ${firstVersion}`);
      expect(log).toContain(`read ${upgraded}`);
      expect(log.at(-1)).toBe(`delete ${upgraded}`);
    } finally {
      project.cleanup();
    }
  });

  describe("secrets", () => {
    let service: EmulatorHarness;
    beforeAll(async () => {
      service = await EmulatorHarness.start();
    });
    afterAll(async () => service?.close());

    it("keeps the client secret and the access token out of the state and the engine's output", async () => {
      const project = await PulumiProject.create(workspace, "secrets", {
        program: `import { App } from "pulumi-adpublisher";\nexport const id = new App("app", { nickname: "Secretive", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "ios" }).id;\n`,
        ...service.stackConfig(),
      });
      try {
        const up = (await project.up()).assertSuccess();
        const refresh = (await project.refresh()).assertSuccess();
        const state = await project.exportStack();
        const secret = service.emulator.credentials.clientSecret;
        const tokenPattern = /emuv[45]_[0-9a-f]{48}/;
        for (const text of [state, up.stdout, up.stderr, refresh.stdout, refresh.stderr]) {
          expect(text).not.toContain(secret);
          expect(text).not.toMatch(tokenPattern);
        }
        // The App's provider in state is a require of the installed package, nothing captured, in
        // inputs and outputs alike; the resource's source position is the program's line.
        type StoredApp = { type: string; inputs?: { __provider?: string }; outputs?: { __provider?: string }; sourcePosition?: string };
        const app = (JSON.parse(state) as { deployment: { resources: StoredApp[] } })
          .deployment.resources.find((r) => r.type === "pulumi-nodejs:dynamic/adpublisher:App");
        const reference = 'exports.handler = () => require("pulumi-adpublisher/dynamic/app");';
        expect(app?.outputs?.__provider).toBe(reference);
        expect(app?.inputs?.__provider).toBe(reference);
        expect(app?.sourcePosition).toBe("project:///index.ts#2,19");
        expect(existsSync(join(project.dir, "Pulumi.test.yaml"))).toBe(true);
        expect(readFileSync(join(project.dir, "Pulumi.test.yaml"), "utf8")).not.toContain(secret);
        (await project.destroy()).assertSuccess();
      } finally {
        project.cleanup();
      }
    });
  });
});
