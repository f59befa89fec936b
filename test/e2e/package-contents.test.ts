import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eWorkspace, type E2eWorkspace } from "../support/e2e-workspace";

const REPO_ROOT = resolve(__dirname, "../..");

/** What `npm pack` would put in the tarball, as `npm pack --dry-run --json` lists it. */
function dryRunFiles(): string[] {
  // The workspace has just built dist (npm pack runs prepare) under its lock, so no build here.
  const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts", "--silent"], { cwd: REPO_ROOT, encoding: "utf8" });
  const [pack] = JSON.parse(out) as { files: { path: string }[] }[];
  return (pack?.files ?? []).map((f) => f.path).sort();
}

describe("what the package ships", { timeout: 600_000 }, () => {
  let workspace: E2eWorkspace;
  let files: string[];
  beforeAll(async () => {
    workspace = await e2eWorkspace();
    files = dryRunFiles();
  });

  it("holds only dist/provider, dist/emulator, dist/data, dist/policy, the policy pack's folder, schema.json, README.md and package.json", () => {
    // dist/data: the country codes and IAB taxonomy that the models and the emulator both read.
    // policy/: PulumiPolicy.yaml and the package.json whose main is dist/policy/index.js.
    const shipped = ["schema.json", "README.md", "package.json", "policy/PulumiPolicy.yaml", "policy/package.json"];
    const outside = files.filter((f) => !/^dist\/(provider|emulator|data|policy)\//.test(f) && !shipped.includes(f));
    expect(outside).toEqual([]);
    for (const entry of ["dist/provider/index.js", "dist/provider/index.d.ts", "dist/emulator/main.js", "dist/data/iab-content-taxonomy-1.0.json", "dist/policy/index.js", ...shipped]) {
      expect(files).toContain(entry);
    }
  });

  it("holds no test code and no probe", () => {
    expect(files.filter((f) => /probe|(^|\/)test(s)?\/|\.test\.|\/support\//i.test(f))).toEqual([]);
  });

  it("is what the e2e tests install: the packed tarball lists the same files", () => {
    const packed = execFileSync("tar", ["-tzf", workspace.tarball], { encoding: "utf8" })
      .split("\n").filter((line) => line !== "" && !line.endsWith("/"))
      .map((line) => line.replace(/^package\//, "")).sort();
    expect(packed).toEqual(files);
  });
});
