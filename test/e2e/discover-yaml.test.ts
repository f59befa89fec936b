// `adpublisher discover --language yaml` on an account whose names repeat in every pattern real
// accounts show, then the documented steps in the folder it writes: `pulumi stack init`, config,
// `pulumi import --file import.json --yes`, `pulumi preview --expect-no-changes`, through the
// provider plugin and the official YAML language host.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createClient, type AdPublisherClient } from "../../provider/client";
import { makeAccount, type MadeAccount } from "../support/discovery-account";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import type { E2eWorkspace } from "../support/e2e-workspace";
import { opsFor } from "../support/pulumi-events";
import { PulumiProject } from "../support/pulumi-project";
import { expectPricesWarnedOncePerApp } from "../support/prices-warnings";
import { binEnv, runBin } from "../support/run-bin";

interface ImportDocument {
  resources: { type: string; name: string; id: string; parent?: string }[];
}

describe("discover --language yaml, then pulumi import --file import.json", { timeout: 900_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let made: MadeAccount;
  let client: AdPublisherClient;
  let project: PulumiProject | undefined;

  useWorkspaceAndService(async (w, s) => {
    [workspace, service] = [w, s];
    const c = service.emulator.credentials;
    client = createClient({ baseUrl: c.url, clientId: c.clientId, clientSecret: c.clientSecret, audience: c.audience });
    made = await makeAccount(client, service.url);
  }, { cleanup: () => project?.cleanup() });

  it("writes a program with references whatever names repeat; imports it with no write; previews with no changes", async () => {
    mkdirSync(join(workspace.root, "projects"), { recursive: true });
    const dir = join(workspace.root, "projects", `discovered-yaml-${Date.now()}`);
    const discovered = await runBin(["discover", "--language", "yaml", "--out", dir, "--name", "my-account"], workspace.root, binEnv(workspace, service));
    expect(discovered.status, discovered.stderr).toBe(0);
    const program = readFileSync(join(dir, "Pulumi.yaml"), "utf8");
    const document = JSON.parse(readFileSync(join(dir, "import.json"), "utf8")) as ImportDocument;

    // Every location and settings names its app by reference, settings their list.
    expect(program).toMatch(/^name: my-account$/m);
    const locations = document.resources.filter((r) => r.type === "adpublisher:index:AdLocation");
    const settings = document.resources.filter((r) => r.type === "adpublisher:index:MonetizationSettings");
    expect(locations).toHaveLength(made.locationIds.length);
    expect(program.match(/^ {6}appId: \$\{[a-z0-9-]+\.id\}$/gm)).toHaveLength(locations.length + settings.length);
    expect(program).not.toMatch(/^ {6}appId: "?[0-9a-f]/m);
    expect(program).toMatch(/^ {8}blockedIabCategoriesV1List: \$\{kids-safe-list-[a-z0-9]{6,}\.id\}$/m);
    // The repeated names are all there: interstitial and rewarded of one name, iOS and Android twins.
    for (const name of ["space-blast-ios-level-complete-interstitial", "space-blast-ios-level-complete-rewarded", "space-blast-android-level-complete-rewarded", "word-hunt-ios-level-complete-rewarded", "word-hunt-android-level-complete-interstitial"]) {
      expect(program).toContain(`\n  ${name}:\n`);
      expect(document.resources.map((r) => r.name)).toContain(name);
    }
    // Apps protected, their children say protect: false; settings state only what differs from the defaults.
    expect(program).toMatch(/ {2}space-blast-ios:\n {4}type: adpublisher:index:App\n(?: {6}.*\n| {4}properties:\n)+ {4}options:\n {6}protect: true\n/);
    expect(program.match(/^ {6}parent: \$\{[a-z0-9-]+\}\n {6}protect: false$/gm)).toHaveLength(locations.length + settings.length);
    const blastSettings = program.slice(program.indexOf("\n  space-blast-ios-settings:\n"), program.indexOf("\n\n", program.indexOf("\n  space-blast-ios-settings:\n")));
    expect(blastSettings).toContain("buttonType: worded");
    expect(blastSettings).not.toMatch(/defaultMuted|deviceTypes|isIncluded|blockedAdvertiserStoreIds/);
    expect(program).toContain("# The service's defaults apply to the fields not stated here:");
    // Fixed_cpm prices cannot be read; the program and the report say so.
    expect(program).toContain("# fixed_cpm: its prices (countryTargeting) are not readable from the API");
    // Two fixed_cpm locations in each of the 7 apps made (the emulator's seeded app may hold more).
    expect(discovered.stderr.match(/^prices not visible: fixed_cpm ad location /gm)?.length).toBeGreaterThanOrEqual(14);

    const { config, secrets } = service.stackConfig();
    project = await PulumiProject.create(workspace, "my-account", { runtime: "yaml", existingDir: dir, config, secrets });
    await service.clearRequests();
    const imported = await project.run(["import", "--file", "import.json", "--yes", "--non-interactive"]);
    imported.assertSuccess();
    expect(await service.writes()).toEqual([]);
    const state = JSON.parse(await project.exportStack()) as { deployment: { resources: { type: string; id?: string }[] } };
    const ids = state.deployment.resources.filter((r) => r.type.startsWith("adpublisher:index:")).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([...made.appIds, ...made.locationIds, ...made.listIds]));
    expect(ids).toHaveLength(document.resources.length);

    const preview = await project.preview("--expect-no-changes");
    preview.assertSuccess();
    // A drift check names, once per app, every location whose prices it could not compare.
    const drift = (await project.preview("--refresh", "--expect-no-changes")).assertSuccess();
    await expectPricesWarnedOncePerApp(drift, client, made.appIds, "location");
    // The first up records the program's protect flags, and writes nothing to the service.
    (await project.up()).assertSuccess();
    expect(await service.writes()).toEqual([]);

    // Deleting a location is one change: its protect: false is in the program.
    const gone = "space-blast-ios-level-complete-rewarded";
    const start = program.indexOf(`\n  ${gone}:\n`);
    writeFileSync(join(dir, "Pulumi.yaml"), program.slice(0, start) + program.slice(program.indexOf("\n\n", start + 1)));
    const removed = (await project.up()).assertSuccess();
    expect(opsFor(removed, gone)).toEqual(["delete"]);
    expect((await service.writes()).map((w) => `${w.method} ${w.path}`)).toEqual([`DELETE /v5/apps/${made.appIds[0]}/ad-locations/${made.locationIds[1]!.split("/")[1]}`]);
  });
});
