// `adpublisher recover` against the emulator's account, with the Pulumi CLI replaced by a scripted
// one that serves a real export of a killed `up` (fixtures) and records what the command asks of it.
// The real CLI (stack import, refresh) is exercised end to end in test/e2e/crash-orphans.test.ts and
// the crash sweep.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { StackState } from "../../../provider/discovery/stack-state";
import { parseStackExport } from "../../../provider/pulumi-json/stack-export";
import { pendingCreates } from "../../../provider/recovery/pending-creates";
import type { PulumiCli } from "../../../provider/recovery/pulumi-cli";
import { recover } from "../../../provider/recovery/recover";
import { contextWithClient, type RuntimeContext } from "../../../provider/runtime/runtime-context";
import { useEmulatorClient } from "../../support/emulator-client";

const ctx = useEmulatorClient();
const fixture = (name: string) => readFileSync(join(__dirname, "..", "..", "unit", "recovery", "fixtures", name), "utf8");
const APP = { nickname: "Orphan Watch", orientations: ["portrait" as const], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO" as const, platform: "android" as const };

/** `preview`: the `pulumi preview --json` output, or an Error for a program that cannot be previewed. */
function scriptedPulumi(exported: string, preview: string | Error = JSON.stringify({ steps: [] })) {
  const calls: string[] = [];
  let imported: string | undefined;
  const cli: PulumiCli = {
    exportStack: async (o = {}) => (calls.push(o.showSecrets ? "export --show-secrets" : "export"), exported),
    preview: async () => {
      calls.push("preview");
      if (preview instanceof Error) throw preview;
      return preview;
    },
    importStack: async (document) => void (calls.push("import"), (imported = document)),
    refresh: async () => void calls.push("refresh"),
  };
  return { cli, calls, imported: () => imported };
}

function sink() {
  let text = "";
  return { stream: { write: (chunk: string) => ((text += chunk), true) } as unknown as NodeJS.WritableStream, text: () => text };
}

async function run(exported: string, dryRun = false, otherStacks: StackState[] = [], preview?: string | Error) {
  const pulumi = scriptedPulumi(exported, preview);
  const [stdout, stderr] = [sink(), sink()];
  let accountReads = 0;
  const context = contextWithClient(ctx.client);
  // The same context, counting who asks for its client (an account read).
  const counted: RuntimeContext = {
    get settings() { return context.settings; },
    get client() { accountReads++; return context.client; },
    clock: context.clock, claims: context.claims, renames: context.renames, loaders: context.loaders, shared: context.shared, warn: context.warn,
  };
  const code = await recover({ dryRun, otherStacks }, pulumi.cli, counted, { stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text(), calls: pulumi.calls, imported: pulumi.imported(), accountReads };
}

describe("adpublisher recover (the Pulumi CLI scripted)", () => {
  let twinId = "";
  it("with --dry-run says what it would import and clear, and changes nothing", async () => {
    const { client } = ctx;
    const app = await client.management.apps.create(APP);
    const result = await run(fixture("dynamic-pending.json"), true);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`would import: app "Orphan Watch" (android), id ${app.id}, into App "app" (urn:pulumi:test::scrts::pulumi-nodejs:dynamic/adpublisher:App::app)`);
    expect(result.stdout).toMatch(/^would clear: BlockList "list" .*: no object that no stack holds matches its inputs/m);
    expect(result.calls).toEqual(["export", "preview"]);
    expect(result.stderr).toContain("dry run: nothing changed");
  });

  it("imports the app the killed run made, clears the list whose create never landed, then refreshes", async () => {
    const apps = [];
    for await (const app of ctx.client.management.apps.list()) if (app.nickname === "Orphan Watch") apps.push(app);
    expect(apps).toHaveLength(1);
    const result = await run(fixture("dynamic-pending.json"));
    expect(result.code).toBe(0);
    expect(result.calls).toEqual(["export", "preview", "import", "refresh"]);
    const { deployment } = parseStackExport(result.imported!, "imported");
    expect((deployment.resources as { urn: string; id?: string }[]).at(-1)).toMatchObject({ urn: "urn:pulumi:test::scrts::pulumi-nodejs:dynamic/adpublisher:App::app", id: apps[0]!.id });
    expect(pendingCreates(deployment).map((p) => p.name)).toEqual(["list"]); // stack import drops it
    expect(result.stdout).toMatch(/^imported: app "Orphan Watch"/m);
    expect(result.stderr).toContain("1 pending create(s) given their object, 1 cleared");
  });

  it("names both candidates and changes nothing when two unheld apps match, exit 1", async () => {
    const twin = await ctx.client.management.apps.create(APP);
    const result = await run(fixture("plugin-pending.json"));
    expect(result.code).toBe(1);
    expect(result.calls).toEqual(["export", "preview"]);
    expect(result.stdout).toContain(`ambiguous: App "app" (urn:pulumi:test::scryaml::adpublisher:index:App::app) matches 2 objects that no stack holds:`);
    expect(result.stdout).toContain(`  delete: npx adpublisher delete app ${twin.id}`);
    expect(result.stderr).toContain("nothing was changed");
    twinId = twin.id;
  });

  it("does not count an object another stack holds (--stack-export): the one left is imported", async () => {
    const otherStack: StackState = { managed: new Set([`App:${twinId}`]), pendingOperations: 0 };
    const result = await run(fixture("plugin-pending.json"), false, [otherStack]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^imported: app "Orphan Watch" \(android\), id (\S+), into App "app"/m);
    expect(result.stdout).not.toContain(twinId);
  });

  it("only refreshes, with no account read, when no app or list create is pending", async () => {
    const exported = JSON.parse(fixture("plugin-pending.json")) as { deployment: { pending_operations: unknown[] } };
    exported.deployment.pending_operations = [];
    const result = await run(JSON.stringify(exported));
    expect(result.code).toBe(0);
    expect(result.calls).toEqual(["export", "preview", "refresh"]);
    expect(result.accountReads).toBe(0);
    expect(result.stderr).toContain("no pending create");
  });

  it("gives a planned create the state does not record (a provider killed mid-create) the object its request made", async () => {
    const exported = JSON.parse(fixture("plugin-pending.json")) as { deployment: { pending_operations: { resource: Record<string, unknown> }[] } };
    const appCreate = exported.deployment.pending_operations[0]!.resource; // the plugin's App "app", as preview plans it
    exported.deployment.pending_operations = [];
    const preview = JSON.stringify({ steps: [{ op: "create", urn: appCreate.urn, newState: appCreate }, { op: "create", urn: "urn:pulumi:test::scryaml::adpublisher:index:App::masked", newState: { ...appCreate, urn: "urn:pulumi:test::scryaml::adpublisher:index:App::masked", inputs: { ...(appCreate.inputs as object), nickname: "[secret]" } } }] });
    const result = await run(JSON.stringify(exported), false, [{ managed: new Set([`App:${twinId}`]), pendingOperations: 0 }], preview);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^imported: app "Orphan Watch" \(android\), id \S+, into App "app"/m);
    expect(result.stdout).not.toContain("masked"); // a secret input cannot be compared nor written: left to up
    const { deployment } = parseStackExport(result.imported!, "imported");
    expect((deployment.resources as { urn: string }[]).at(-1)!.urn).toBe(appCreate.urn);
  });

  it("matches the recorded pending creates alone, and says so, when the program cannot be previewed", async () => {
    const result = await run(fixture("plugin-pending.json"), true, [{ managed: new Set([`App:${twinId}`]), pendingOperations: 0 }], new Error("`pulumi preview --json --non-interactive` failed (exit code 255)"));
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("could not preview the program, so only the pending creates the state records are matched");
    expect(result.stdout).toMatch(/^would import: app "Orphan Watch"/m);
  });
});
