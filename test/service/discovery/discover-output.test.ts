// What `adpublisher discover` writes, byte for byte: the import document, the program in every
// language with its import.json, the report and what stderr says, for an account whose names
// collide in every way the names rule knows (twins, slugs alike, and across apps: app "Foo" with a
// location "Bar Baz" and app "Foo Bar" with a location "Baz" both want foo-bar-baz-interstitial).
// The files under __snapshots__/discover-output were written by discovery before it streamed the
// account app by app; streaming must not change one byte of them.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../../provider/cli/main";
import { PROGRAM_LANGUAGES } from "../../../provider/discovery/program/languages";
import { makeAccount } from "../../support/discovery-account";
import { useEmulatorClient } from "../../support/emulator-client";

const ctx = useEmulatorClient();
const SNAPSHOTS = join(__dirname, "__snapshots__", "discover-output");
/** A snapshot's path: `.snap` after the file's own name, so that no tool reads a snapshot of a program (index.ts, main.go) as the project's source. */
const snapshot = (...parts: string[]) => `${join(SNAPSHOTS, ...parts)}.snap`;
let dir: string;

function sink(): NodeJS.WriteStream & { text: () => string } {
  let text = "";
  return { write: (chunk: string) => ((text += chunk), true), text: () => text } as unknown as NodeJS.WriteStream & { text: () => string };
}

async function discover(argv: string[]) {
  const c = ctx.emu.emulator.credentials;
  const env = { ADPUBLISHER_BASE_URL: c.url, ADPUBLISHER_CLIENT_ID: c.clientId, ADPUBLISHER_CLIENT_SECRET: c.clientSecret, ADPUBLISHER_AUDIENCE: c.audience };
  const stdout = sink();
  const stderr = sink();
  const code = await main(["discover", ...argv], { stdout, stderr, env });
  // The folder is a new temporary one each run: the snapshot says <dir>.
  return { code, stdout: stdout.text().replaceAll(dir, "<dir>"), stderr: stderr.text().replaceAll(dir, "<dir>") };
}

async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(folder, join(e.parentPath, e.name))).sort();
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "discover-output-"));
  await makeAccount(ctx.client, ctx.emu.emulator.url);
  const planted = await fetch(`${ctx.emu.emulator.url}/_emulator/account`, {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ apps: 3, locationsPerApp: 4 }),
  });
  expect(planted.ok).toBe(true);
  const { apps, adLocations } = ctx.client.management;
  const app = (nickname: string) => apps.create({ nickname, platform: "ios", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO" });
  const foo = await app("Foo");
  const fooBar = await app("Foo Bar");
  await adLocations.create(foo.id, { name: "Bar Baz", adType: "interstitial", type: "bidding" });
  await adLocations.create(fooBar.id, { name: "Baz", adType: "interstitial", type: "bidding" });
  await adLocations.create(fooBar.id, { name: "Aardvark", adType: "banner", type: "bidding" });
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe("adpublisher discover writes what it wrote before it streamed", () => {
  it("--out import.json --report, and to stdout", async () => {
    const result = await discover(["--out", join(dir, "import.json"), "--report", join(dir, "report.json")]);
    expect(result.code, result.stderr).toBe(0);
    await expect(await readFile(join(dir, "import.json"), "utf8")).toMatchFileSnapshot(snapshot("import", "import.json"));
    await expect(await readFile(join(dir, "report.json"), "utf8")).toMatchFileSnapshot(snapshot("import", "report.json"));
    await expect(result.stderr).toMatchFileSnapshot(snapshot("import", "stderr.txt"));
    const toStdout = await discover([]);
    expect(toStdout.stdout).toBe(await readFile(join(dir, "import.json"), "utf8"));
  });

  for (const language of PROGRAM_LANGUAGES) {
    it(`--language ${language}`, async () => {
      const out = join(dir, language);
      const result = await discover(["--language", language, "--out", out, "--report", join(dir, `${language}-report.json`)]);
      expect(result.code, result.stderr).toBe(0);
      const files = await filesIn(out);
      expect(files.length).toBeGreaterThan(1);
      for (const file of files) await expect(await readFile(join(out, file), "utf8")).toMatchFileSnapshot(snapshot(language, file));
      await expect(files.join("\n")).toMatchFileSnapshot(snapshot(language, "files.txt"));
      await expect(await readFile(join(dir, `${language}-report.json`), "utf8")).toMatchFileSnapshot(snapshot(language, "report.json"));
      await expect(result.stderr).toMatchFileSnapshot(snapshot(language, "stderr.txt"));
    });
  }
});
