// `npx adpublisher discover` then `pulumi import --file` in a YAML project, through the provider
// plugin and the official YAML language host: no write to the service, and the generated code
// previews with no changes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../provider/client";
import { makeAccount, type MadeAccount } from "../support/discovery-account";
import { EmulatorHarness } from "../support/emulator";
import { e2eWorkspace, type E2eWorkspace } from "../support/e2e-workspace";
import { PulumiProject } from "../support/pulumi-project";
import { binEnv, runBin } from "../support/run-bin";

describe("discover, then pulumi import --file into a YAML project", { timeout: 900_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let made: MadeAccount;
  let project: PulumiProject | undefined;

  beforeAll(async () => {
    service = await EmulatorHarness.start();
    workspace = await e2eWorkspace();
    const c = service.emulator.credentials;
    made = await makeAccount(createClient({ baseUrl: c.url, clientId: c.clientId, clientSecret: c.clientSecret, audience: c.audience }), service.url);
  });
  afterAll(async () => {
    project?.cleanup();
    await service?.close();
  });

  it("imports the whole account with no write, and the generated YAML previews with no changes", async () => {
    const { config, secrets } = service.stackConfig();
    // A YAML project with no resources yet; the engine finds the plugin in the installed package's node_modules/.bin.
    project = await PulumiProject.create(workspace, "imported", { runtime: "yaml", program: "", config, secrets });
    const dir = project.dir;
    const discovered = await runBin(["discover", "--out", join(dir, "import.json")], dir, binEnv(workspace, service));
    expect(discovered.status, discovered.stderr).toBe(0);
    await service.clearRequests();
    const imported = await project.run(["import", "--file", "import.json", "--out", "generated.yaml", "--yes", "--non-interactive", "--protect=false"]);
    imported.assertSuccess();
    expect(await service.writes()).toEqual([]);

    const generated = readFileSync(join(dir, "generated.yaml"), "utf8");
    // Names that are not identifiers are written ${["name"]}; the settings refer to their app and block list.
    expect(generated, imported.describe("generated no code")).toMatch(/^ {2}space-blast-ios:\n {4}type: adpublisher:App$/m);
    expect(generated).toContain('parent: ${["space-blast-ios"]}');
    expect(generated).toContain('appId: ${["space-blast-ios"].id}');
    expect(generated).toMatch(/blockedIabCategoriesV1List: \$\{\["kids-safe-list-[a-z0-9]{6,}"\]\.id\}/);
    expect(generated).toContain("  app-2048-puzzle-level-complete-interstitial:");
    const state = JSON.parse(await project.exportStack()) as { deployment: { resources: { type: string; id?: string }[] } };
    const ids = state.deployment.resources.filter((r) => r.type.startsWith("adpublisher:index:")).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([...made.appIds, ...made.locationIds, ...made.listIds]));
    expect(ids).toHaveLength(36);

    project.writeProgram(generated);
    const preview = await project.preview("--expect-no-changes");
    preview.assertSuccess();
    expect(await service.writes()).toEqual([]);
  });
});
