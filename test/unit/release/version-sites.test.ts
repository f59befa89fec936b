// One version everywhere: package.json's. The tree agrees today; a copy of it with one place
// changed is caught, naming the place and both versions; `setVersion` makes a copy agree again.
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { setVersion } from "../../../scripts/release/set-version";
import { JSON_SITES, packageJsonVersion, textSites, versionDisagreements, versionsFound } from "../../../scripts/release/version-sites";
import { scratchDir } from "../../support/scratch-dir";

const ROOT = resolve(__dirname, "../../..");

/** A copy of package.json and every file that holds a version, laid out as in the repository. */
function copyOfTree(): string {
  const dir = scratchDir("versions");
  const files = new Set(["package.json", ...JSON_SITES.map((s) => s.file), ...textSites(ROOT).map((s) => s.file)]);
  for (const file of files) if (existsSync(join(ROOT, file))) cpSync(join(ROOT, file), join(dir, file));
  return dir;
}

describe("the package's one version", () => {
  it("is package.json's in every place it is written: lock file, schema, each SDK, policy pack, examples, docs", () => {
    expect(versionDisagreements(ROOT)).toEqual([]);
    const where = versionsFound(ROOT).map((f) => f.where.replace(/[: (].*$/, ""));
    for (const file of ["package-lock.json", "schema.json", "policy/package.json", "sdk/python/pyproject.toml", "sdk/go/adpublisher/internal/pulumiUtilities.go", "sdk/dotnet/version.txt", "examples/go/go.mod", "README.md", "docs/installation-configuration.md"]) {
      expect(where).toContain(file);
    }
  });

  it("disagrees when one place says another version, naming the place and both versions", () => {
    const dir = copyOfTree();
    const pyproject = join(dir, "sdk/python/pyproject.toml");
    writeFileSync(pyproject, readFileSync(pyproject, "utf8").replace(/^ {2}version = ".*"$/m, '  version = "9.9.9"'));
    const line = readFileSync(pyproject, "utf8").split("\n").findIndex((l) => l.includes("9.9.9")) + 1;
    expect(versionDisagreements(dir)).toEqual([`sdk/python/pyproject.toml:${line} says 9.9.9, package.json says ${packageJsonVersion(ROOT)}`]);
  });

  it("disagrees when a place that must hold the version holds none", () => {
    const dir = copyOfTree();
    writeFileSync(join(dir, "sdk/dotnet/version.txt"), "\n");
    expect(versionDisagreements(dir)).toEqual([expect.stringMatching(/^sdk\/dotnet\/version\.txt \(.*\) says \(none\), package\.json says /)]);
  });

  it("is set everywhere by setVersion, a pre-release too, and a bad version is refused", () => {
    const dir = copyOfTree();
    setVersion(dir, "2.3.4-rc.1");
    expect(packageJsonVersion(dir)).toBe("2.3.4-rc.1");
    expect(versionDisagreements(dir)).toEqual([]);
    const readme = readFileSync(join(dir, "README.md"), "utf8");
    for (const name of ["pulumi-adpublisher@2.3.4-rc.1", "pulumi_adpublisher==2.3.4-rc.1", "sdk/go@v2.3.4-rc.1", "io.github.adpublisher:adpublisher:2.3.4-rc.1"]) expect(readme).toContain(name);
    expect(() => setVersion(dir, "v2")).toThrow('"v2" is not a version of the form X.Y.Z or X.Y.Z-pre.N');
  });
});
