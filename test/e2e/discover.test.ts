// `npx adpublisher discover` from the installed package, on an account made through the API, and
// the TypeScript program it writes run through the real Pulumi CLI.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type AdPublisherClient } from "../../provider/client";
import { makeAccount, type MadeAccount } from "../support/discovery-account";
import { E2eService } from "../support/e2e-service";
import { e2eWorkspace, type E2eWorkspace } from "../support/e2e-workspace";
import { opsFor } from "../support/pulumi-events";
import { PulumiProject } from "../support/pulumi-project";
import { binEnv, runBin } from "../support/run-bin";

interface ImportDocument {
  resources: { type: string; name: string; id: string; parent?: string }[];
}

describe("adpublisher discover, through the installed bin and the real engine", { timeout: 900_000 }, () => {
  let service: E2eService;
  let workspace: E2eWorkspace;
  let client: AdPublisherClient;
  let made: MadeAccount;
  let scratch: string;
  let env: NodeJS.ProcessEnv;
  const projects: PulumiProject[] = [];
  /** The discovered program's state once it manages the account. */
  let discoveredState: string;

  beforeAll(async () => {
    service = await E2eService.start();
    workspace = await e2eWorkspace();
    const c = service.emulator.credentials;
    client = createClient({ baseUrl: c.url, clientId: c.clientId, clientSecret: c.clientSecret, audience: c.audience });
    made = await makeAccount(client, service.url);
    scratch = mkdtempSync(join(workspace.root, "discover-"));
    env = binEnv(workspace, service);
  });
  afterAll(async () => {
    for (const project of projects) project.cleanup();
    await service?.close();
  });

  it("writes a pulumi import document of the whole account, the same on every run, and reports what it does not import", async () => {
    const file = join(scratch, "import.json");
    const run = await runBin(["discover", "--out", file, "--report", join(scratch, "report.json")], scratch, env);
    expect(run.status, run.stderr).toBe(0);
    const document = JSON.parse(readFileSync(file, "utf8")) as ImportDocument;
    const count = (type: string) => document.resources.filter((r) => r.type === `adpublisher:index:${type}`).length;
    expect([count("App"), count("AdLocation"), count("BlockList"), count("MonetizationSettings")]).toEqual([6, 21, 3, 6]);
    expect(document.resources.map((r) => r.id)).toEqual(expect.arrayContaining([...made.appIds, ...made.locationIds, ...made.listIds]));
    expect(run.stderr.match(/^not imported: /gm)).toHaveLength(6);
    expect(run.stderr).toContain(`not imported: auto_cpm ad location "Auto Slot" (banner) of app "Space Blast", id ${made.plantedIds[0]}`);
    const report = JSON.parse(readFileSync(join(scratch, "report.json"), "utf8")) as { notImported: { uuid: string }[] };
    expect(report.notImported.map((l) => l.uuid)).toEqual(expect.arrayContaining(made.plantedIds.map((id) => id.split("/")[1])));
    const again = await runBin(["discover"], scratch, env);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toBe(readFileSync(file, "utf8"));
  });

  it("refuses bad arguments with one line and exit code 2, before any call", async () => {
    await service.clearRequests();
    for (const args of [["discover", "--language", "python", "--out", scratch], ["discover", "--language", "typescript"], ["discover", "--unmanaged"], ["discover", "stray.json"]]) {
      const run = await runBin(args, scratch, env);
      expect(run.status, args.join(" ")).toBe(2);
      expect(run.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(run.stderr).toMatch(/^adpublisher: /);
    }
    expect(await service.requests()).toEqual([]);
  });

  it("writes a TypeScript program whose first up makes no write to the service, then previews with no changes", async () => {
    mkdirSync(join(workspace.root, "projects"), { recursive: true });
    const dir = join(workspace.root, "projects", `discovered-${Date.now()}`);
    const run = await runBin(["discover", "--language", "typescript", "--out", dir, "--project", "discovered"], scratch, env);
    expect(run.status, run.stderr).toBe(0);
    const source = readFileSync(join(dir, "index.ts"), "utf8");
    expect(source).toContain('import { AdLocation, App, BlockList, MonetizationSettings } from "pulumi-adpublisher";');
    expect(source).toContain("appId: spaceBlastIos.id");
    expect(JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).dependencies).toHaveProperty("pulumi-adpublisher");
    const { config, secrets } = service.stackConfig();
    const project = await PulumiProject.create(workspace, "discovered", { existingDir: dir, config, secrets, typeCheck: true });
    projects.push(project);
    await service.clearRequests();
    const up = (await project.up()).assertSuccess();
    expect(await service.writes()).toEqual([]);
    expect(opsFor(up, "space-blast-ios")).toEqual(["create"]);
    expect(up.stdout).toMatch(/\+ 37 created/); // 6 apps, 21 locations, 3 lists, 6 settings, and the stack
    (await project.preview("--expect-no-changes")).assertSuccess();
    expect(await service.writes()).toEqual([]);
    discoveredState = join(scratch, "discovered-state.json");
    writeFileSync(discoveredState, await project.exportStack());
  });
});
