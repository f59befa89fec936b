// What the packed npm package ships, and that a program loads none of the dynamic provider's
// host side.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { compileCacheScratch } from "../support/compile-cache-scratch";
import { e2eWorkspace, type E2eWorkspace } from "../support/e2e-workspace";

const REPO_ROOT = resolve(__dirname, "../..");

/** What `npm pack` would put in the tarball, as `npm pack --dry-run --json` lists it. */
function dryRunFiles(): string[] {
  // The workspace has just built dist (npm pack runs prepare) under its lock, so no build here.
  const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts", "--silent"], { cwd: REPO_ROOT, encoding: "utf8" });
  const [pack] = JSON.parse(out) as { files: { path: string }[] }[];
  return (pack?.files ?? []).map((f) => f.path).sort();
}

interface Loaded {
  atLoad: string[];
  afterCall: string[];
  failures: { property: string; reason: string }[];
}

/** Runs `body` in a fresh Node in `cwd` with the SDK loaded; `loaded()` lists the modules loaded since, from node_modules on. */
function loadedBy(cwd: string, body: string): Loaded {
  const script = `require("@pulumi/pulumi");
    const before = new Set(Object.keys(require.cache));
    const loaded = () => Object.keys(require.cache).filter((k) => !before.has(k)).map((k) => k.slice(k.lastIndexOf("/node_modules/") + 14));
    const report = (value) => process.stdout.write(JSON.stringify(value));
    ${body}`;
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd, encoding: "utf8" })) as Loaded;
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
    for (const entry of ["dist/provider/index.js", "dist/provider/index.d.ts", "dist/provider/dynamic/provider-side.bundle.js", "dist/emulator/main.js", "dist/data/iab-content-taxonomy-1.0.json", "dist/policy/index.js", ...shipped]) {
      expect(files).toContain(entry);
    }
  });

  it("holds no test code and no probe", () => {
    expect(files.filter((f) => /probe|(^|\/)test(s)?\/|\.test\.|\/support\//i.test(f))).toEqual([]);
  });

  it("gives the dynamic-provider host its side as one bundle at the first call, and a program none of it", () => {
    // As the host does: the SDK first, then the module state's require names, then its calls.
    const host = loadedBy(workspace.root, `
      const provider = require("pulumi-adpublisher/dynamic/app");
      const atLoad = loaded();
      provider.check({}, { nickname: 7 }).then((result) => report({ atLoad, afterCall: loaded(), failures: result.failures }));`);
    expect(host.atLoad.filter((m) => m.includes("provider-side") || m.includes("/zod/") || m.includes("/undici/"))).toEqual([]);
    const added = host.afterCall.filter((m) => !host.atLoad.includes(m));
    expect(added).toEqual(["pulumi-adpublisher/dist/provider/dynamic/provider-side.bundle.js"]);
    expect(host.failures).toContainEqual({ property: "nickname", reason: "must be a string" });
    // A program declares resources: the package root loads no part of the bundle, nor the modules
    // the state requires; it writes the reference to them (program-side.js).
    const program = loadedBy(workspace.root, `require("pulumi-adpublisher"); report({ atLoad: loaded(), afterCall: [], failures: [] });`);
    expect(program.atLoad.filter((m) => m.includes("provider-side") || m.includes("/resources/providers/"))).toEqual([]);
    expect(program.atLoad).toContain("pulumi-adpublisher/dist/provider/dynamic-shim/program-side.js");
  });

  it("runs the provider plugin as the release archive does: its entry and one bundle, up to the port it serves on", () => {
    const bin = join(workspace.root, "node_modules/pulumi-adpublisher/dist/provider/bin/pulumi-resource-adpublisher.js");
    // The plugin's first line on stdout is its port: by then it serves, and nothing more loads before a
    // call. Then it is stopped as the engine stops it, by SIGINT.
    const script = `const write = process.stdout.write.bind(process.stdout);
      process.stdout.write = () => {
        write(JSON.stringify(Object.keys(require.cache).map((k) => k.slice(k.lastIndexOf("/node_modules/") + 14))));
        process.kill(process.pid, "SIGINT");
      };
      require(${JSON.stringify(bin)});`;
    const loaded = JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: workspace.root, encoding: "utf8" })) as string[];
    expect(loaded).toEqual(["pulumi-adpublisher/dist/provider/bin/pulumi-resource-adpublisher.js", "pulumi-adpublisher/dist/provider/bin/plugin.js"]);
  });

  it("has the host write the bundle to its compile cache at the first call, before the engine ends it", () => {
    // A main module at the host's path turns the cache on (dynamic-shim/host-compile-cache.ts); TMPDIR
    // holds Node's default cache folder. Sizes of the cache's files after the load, then the call.
    const { dir, env, hostMain: host } = compileCacheScratch();
    try {
      mkdirSync(dirname(host), { recursive: true });
      const provider = join(workspace.root, "node_modules/pulumi-adpublisher/dist/provider/resources/providers/app.js");
      writeFileSync(host, `const { readdirSync, statSync } = require("node:fs");
        const { join } = require("node:path");
        const root = join(${JSON.stringify(dir)}, "node-compile-cache");
        const sizes = () => { try { return readdirSync(root).flatMap((v) => readdirSync(join(root, v)).map((f) => statSync(join(root, v, f)).size)); } catch { return []; } };
        const provider = require(${JSON.stringify(provider)});
        setImmediate(() => { const atLoad = sizes(); provider.check({}, { nickname: 7 }).then(() => process.stdout.write(JSON.stringify({ atLoad, afterCall: sizes() }))); });`);
      const { atLoad, afterCall } = JSON.parse(execFileSync(process.execPath, [host], { env, encoding: "utf8" })) as { atLoad: number[]; afterCall: number[] };
      // The provider modules are small; the bundle's compiled code is hundreds of kilobytes.
      expect(Math.max(0, ...atLoad)).toBeLessThan(20_000);
      expect(afterCall.length).toBeGreaterThan(atLoad.length);
      expect(Math.max(...afterCall)).toBeGreaterThan(100_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is what the e2e tests install: the packed tarball lists the same files", () => {
    const packed = execFileSync("tar", ["-tzf", workspace.tarball], { encoding: "utf8" })
      .split("\n").filter((line) => line !== "" && !line.endsWith("/"))
      .map((line) => line.replace(/^package\//, "")).sort();
    expect(packed).toEqual(files);
  });
});
