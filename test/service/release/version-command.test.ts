// `npm run version -- X.Y.Z` in a copy of the repository: afterwards every place agrees on X.Y.Z,
// and putting the old version back in each file gives the file as it was (the command changed
// versions and nothing else, generated files included). With no argument, as `npm version` runs it,
// it spreads package.json's version.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageJsonVersion, versionDisagreements } from "../../../scripts/release/version-sites";

const ROOT = resolve(__dirname, "../../..");
const OLD = packageJsonVersion(ROOT);
const NEW = "9.8.7";

describe("npm run version", { timeout: 600_000 }, () => {
  let copy: string;
  let files: string[];

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), "adpublisher-version-"));
    files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter((f) => f && existsSync(join(ROOT, f)));
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(join(ROOT, file), join(copy, file));
    }
    symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"));
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  const run = (...args: string[]) => spawnSync("npm", ["run", "--silent", "version", "--", ...args], { cwd: copy, encoding: "utf8" });

  it("sets X.Y.Z everywhere, regenerating schema.json, the SDKs and the docs, and changes nothing else", () => {
    const result = run(NEW);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim().split("\n").pop()).toBe(`version ${NEW} everywhere`);
    expect(versionDisagreements(copy)).toEqual([]);
    expect((JSON.parse(readFileSync(join(copy, "schema.json"), "utf8")) as { version: string }).version).toBe(NEW);
    expect(readFileSync(join(copy, "sdk/python/pyproject.toml"), "utf8")).toContain(`version = "${NEW}"`);
    expect(readFileSync(join(copy, "docs/installation-configuration.md"), "utf8")).toContain(`pulumi-resource-adpublisher-v${NEW}-linux-arm64.tar.gz`);
    const changed = files.filter((file) => readFileSync(join(copy, file), "utf8") !== readFileSync(join(ROOT, file), "utf8"));
    expect(changed.length).toBeGreaterThan(15);
    for (const file of changed) expect(readFileSync(join(copy, file), "utf8").split(NEW).join(OLD), file).toBe(readFileSync(join(ROOT, file), "utf8"));
  });

  it("with no argument spreads package.json's version, as `npm version` runs it; a bad version is refused", () => {
    const pkg = JSON.parse(readFileSync(join(copy, "package.json"), "utf8")) as { version: string };
    writeFileSync(join(copy, "package.json"), `${JSON.stringify({ ...pkg, version: "9.8.8" }, null, 2)}\n`);
    expect(versionDisagreements(copy).length).toBeGreaterThan(15);
    expect(run().status).toBe(0);
    expect(versionDisagreements(copy)).toEqual([]);
    const bad = run("latest");
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toBe('version: "latest" is not a version of the form X.Y.Z or X.Y.Z-pre.N');
  });
});
