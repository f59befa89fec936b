// The discover and delete commands' flags, run in-process through main() against the emulator.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../../provider/cli/main";
import { readAccount } from "../../../provider/discovery/account";
import { inventory } from "../../../provider/discovery/inventory";
import { useEmulatorClient } from "../../support/emulator-client";
import { contextWithClient } from "../../../provider/runtime/runtime-context";

const ctx = useEmulatorClient({ clearRequests: true });
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "discover-cli-"));
  await writeFile(join(dir, "not-json.txt"), "hello");
  await writeFile(join(dir, "no-deployment.json"), JSON.stringify({ version: 3 }));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

function sink(): NodeJS.WriteStream & { text: () => string } {
  let text = "";
  return { write: (chunk: string) => ((text += chunk), true), text: () => text } as unknown as NodeJS.WriteStream & { text: () => string };
}

async function run(argv: string[], env: NodeJS.ProcessEnv = settings()) {
  const stdout = sink();
  const stderr = sink();
  const code = await main(argv, { stdout, stderr, env });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

function settings(): NodeJS.ProcessEnv {
  const c = ctx.emu.emulator.credentials;
  return { ADPUBLISHER_BASE_URL: c.url, ADPUBLISHER_CLIENT_ID: c.clientId, ADPUBLISHER_CLIENT_SECRET: c.clientSecret, ADPUBLISHER_AUDIENCE: c.audience };
}

describe("adpublisher discover, delete and recover: bad arguments", () => {
  const cases: [string[], RegExp][] = [
    [["discover", "--language", "cobol", "--out", "x"], /--language must be one of yaml, typescript, python, go, java \(got "cobol"\)/],
    [["discover", "--language", "typescript"], /--language typescript needs --out DIR/],
    [["discover", "--unmanaged"], /--unmanaged needs one or more files from `pulumi stack export`/],
    [["discover", "--unmanaged", "--out", "x", "state.json"], /--unmanaged takes stack export files only, not --out/],
    [["discover", "--unmanaged", "/no/such/state.json"], /--unmanaged: \/no\/such\/state.json is not a file/],
    [["discover", "stray.json"], /unexpected argument "stray.json" \(stack export files go after --unmanaged\)/],
    [["discover", "--out", "/no/such/folder/import.json"], /--out must be in an existing folder/],
    [["discover", "--project", "x"], /--project applies only with --language/],
    [["discover", "--protect", "apps"], /--protect applies only with --language/],
    [["discover", "--language", "yaml", "--out", "x", "--protect", "some"], /--protect must be one of apps, all, none \(got "some"\)/],
    [["discover", "--bogus"], /Unknown option '--bogus'/],
    [["delete", "widget", "1"], /delete takes one of app, ad-location, block-list \(got "widget"\)/],
    [["delete", "app"], /delete app needs the object's id/],
    [["delete", "ad-location", "no-slash"], /ad location id "no-slash" is not of the form <appId>\/<uuid>/],
    [["recover", "--stack-export", "/no/such/other.json"], /--stack-export: \/no\/such\/other.json is not a file \(give the output of `pulumi stack export` of another stack\)/],
    [["recover", "other.json"], /Unexpected argument 'other.json'/],
    [["recover", "--stack", "a b"], /--stack must be a stack name \(got "a b"\)/],
    [["recover", "--dry-run=yes"], /--dry-run/],
    [["frobnicate"], /unknown command "frobnicate"; the commands are report, discover, delete, review, drift, impact and recover/],
  ];
  for (const [argv, reason] of cases) {
    it(`${argv.join(" ")}: exit 2, one line, no call`, async () => {
      const result = await run(argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(reason);
      expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
      expect(result.stderr.startsWith("adpublisher: ")).toBe(true);
      expect(await ctx.emu.requests()).toEqual([]);
    });
  }

  it("a file that is not a stack export: exit 2 naming the file, before any call", async () => {
    for (const file of ["not-json.txt", "no-deployment.json"]) {
      const result = await run(["discover", "--unmanaged", join(dir, file)]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`${join(dir, file)}`);
      expect(result.stderr).toContain("pulumi stack export");
    }
    expect(await ctx.emu.requests()).toEqual([]);
  });

  it("a --out folder for the program that is not empty: exit 2", async () => {
    const result = await run(["discover", "--language", "typescript", "--out", dir]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`--out must be a new or empty folder (${dir} is not)`);
  });

  it("missing settings: exit 2 naming the variable", async () => {
    const result = await run(["discover"], {});
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/ADPUBLISHER_BASE_URL/);
    expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
  });

  it("--help prints the usage of every command", async () => {
    const result = await run(["discover", "--help"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("adpublisher discover --unmanaged STATE.json [STATE.json...]");
    expect(result.stdout).toContain("adpublisher delete app|ad-location|block-list ID");
  });
});

describe("adpublisher delete", () => {
  it("deletes a block list by id", async () => {
    const created = await ctx.client.management.lists.create({ title: "To Go", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB9-9"] });
    const result = await run(["delete", "block-list", created.id]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`deleted block-list ${created.id}\n`);
    expect((await ctx.emu.requestLines()).filter((l) => l.startsWith("DELETE"))).toEqual([`DELETE /v5/lists/${created.id} 204`]);
  });

  it("an object already gone: exit 0, saying so", async () => {
    const app = await ctx.client.management.apps.create({ nickname: "Gone", platform: "ios", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO" });
    const location = await ctx.client.management.adLocations.create(app.id, { name: "Menu", adType: "banner", type: "bidding" });
    expect((await run(["delete", "app", app.id])).stdout).toBe(`deleted app ${app.id}\n`);
    const result = await run(["delete", "ad-location", `${app.id}/${location.uuid}`]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`ad-location ${app.id}/${location.uuid} was already gone\n`);
  });

  it("a failed call: exit 1, one line", async () => {
    const list = await ctx.client.management.lists.create({ title: "Refused", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB9-9"] });
    await ctx.emu.faults([{ method: "DELETE", path: "^/v5/lists/", times: 1, status: 400, body: { detail: [{ loc: ["path"], msg: "refused", type: "value_error" }] } }]);
    const result = await run(["delete", "block-list", list.id]);
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
});

describe("adpublisher discover --unmanaged after an interrupted run", () => {
  it("names the app the run created but did not record, says the state has a pending create, and exits 1", async () => {
    // The state of a stack that manages everything on the account, in the dynamic face's shape...
    const managed = inventory(await readAccount(contextWithClient(ctx.client))).objects.map((o) => ({
      urn: `urn:pulumi:test::p::pulumi-nodejs:dynamic/adpublisher:${o.kind}::${o.name}`, custom: true, id: o.id, type: `pulumi-nodejs:dynamic/adpublisher:${o.kind}`,
    }));
    // ...and whose last run was killed after the service created an app, before the state recorded it.
    const app = await ctx.client.management.apps.create({ nickname: "Half Made", platform: "android", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO" });
    const pending = [{ resource: { urn: "urn:pulumi:test::p::pulumi-nodejs:dynamic/adpublisher:App::half-made", type: "pulumi-nodejs:dynamic/adpublisher:App" }, type: "creating" }];
    const file = join(dir, "interrupted.json");
    await writeFile(file, JSON.stringify({ version: 3, deployment: { manifest: {}, resources: managed, pending_operations: pending } }));
    const result = await run(["discover", "--unmanaged", file]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe([
      `app "Half Made" (android), id ${app.id}`,
      `  adopt:  pulumi import adpublisher:index:App half-made ${app.id}`,
      `          (TypeScript: new App("half-made", { adoptId: "${app.id}", ... }))`,
      `  delete: npx adpublisher delete app ${app.id}`,
      "",
    ].join("\n"));
    expect(result.stderr).toContain("1 operation(s) of an interrupted run are pending in the given state: in that stack, run `pulumi cancel`, then `adpublisher recover` (it gives pending creates the objects the run made)");
    expect(result.stderr).toContain("1 object(s) on the account are managed by no given stack");
  });
});

describe("adpublisher discover: the bin's heap growth", () => {
  // The bin's process passes the hook (heap-growth.ts); the modes that hold the whole account must not call it.
  it("is asked for before an account is streamed, and not when the account is read whole", async () => {
    const calls: string[] = [];
    const io = (mode: string) => ({ stdout: sink(), stderr: sink(), env: settings(), beforeStreaming: () => calls.push(mode) });
    const out = await mkdtemp(join(dir, "streamed-"));
    expect(await main(["discover", "--out", join(out, "import.json")], io("document"))).toBe(0);
    expect(await main(["discover", "--language", "yaml", "--out", join(out, "program")], io("program"))).toBe(0);
    await writeFile(join(dir, "empty-state.json"), JSON.stringify({ version: 3, deployment: { manifest: {}, resources: [] } }));
    expect(await main(["discover", "--unmanaged", join(dir, "empty-state.json")], io("unmanaged"))).toBe(1);
    expect(calls).toEqual(["document", "program"]);
  });
});
