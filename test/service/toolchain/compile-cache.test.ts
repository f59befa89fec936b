// The processes that start only to run our provider (the dynamic-provider host, the plugin) compile
// our modules through Node's compile cache and write it while they run (the engine ends them with a
// signal, so Node's own write at a clean exit would never happen); a Pulumi program loading the
// same provider modules leaves the cache off (provider/compile-cache.ts).
import { spawn, execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { compileCacheScratch } from "../../support/compile-cache-scratch";

const ROOT = join(__dirname, "../../..");
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** compileCacheScratch's folder, removed after the test. */
function scratch(): ReturnType<typeof compileCacheScratch> {
  const made = compileCacheScratch();
  dirs.push(made.dir);
  return made;
}

/** Files Node wrote under its default cache folder in `dir`. */
function cached(dir: string): string[] {
  const root = join(dir, "node-compile-cache");
  try {
    return readdirSync(root).flatMap((version) => readdirSync(join(root, version)));
  } catch {
    return [];
  }
}

/** Requires the four provider modules from a main file at `mainPath`, then prints the cache folder once the next turn has run. */
function loadProvidersFrom(mainPath: string, env: NodeJS.ProcessEnv): string {
  mkdirSync(join(mainPath, ".."), { recursive: true });
  const kinds = ["app", "ad-location", "block-list", "monetization-settings"];
  writeFileSync(mainPath, [
    ...kinds.map((kind) => `require(${JSON.stringify(join(ROOT, "provider/resources/providers", kind))});`),
    `setImmediate(() => setImmediate(() => process.stdout.write(String(require("node:module").getCompileCacheDir()))));`,
  ].join("\n"));
  return execFileSync(process.execPath, ["--import", "tsx", mainPath], { cwd: ROOT, env, encoding: "utf8" });
}

it("the dynamic-provider host compiles through the cache and writes it before it is ended", () => {
  const { dir, env, hostMain } = scratch();
  expect(loadProvidersFrom(hostMain, env)).toContain(join(dir, "node-compile-cache"));
  // What loaded after the cache was on (the other three provider modules, host-side) is written;
  // the bundle they load at the first call is too (test/e2e/package-contents.test.ts, on the package).
  expect(cached(dir).length).toBeGreaterThanOrEqual(4);
});

it("a Pulumi program that loads the same provider modules leaves the cache off", () => {
  const { dir, env } = scratch();
  expect(loadProvidersFrom(join(dir, "program/index.js"), env)).toBe("undefined");
  expect(cached(dir)).toEqual([]);
});

it("the provider plugin has written its start to the cache by the time it prints its port", async () => {
  const { dir, env } = scratch();
  const plugin = spawn(process.execPath, ["--import", "tsx", "provider/bin/pulumi-resource-adpublisher.ts"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "inherit"] });
  try {
    const port = await new Promise<string>((resolve, reject) => {
      plugin.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
      plugin.once("exit", (code) => reject(new Error(`the plugin exited (${code}) before printing its port`)));
    });
    expect(port).toMatch(/^\d+$/);
    // gRPC's modules were compiled after the cache was turned on; they are written a turn after loading.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cached(dir).length).toBeGreaterThan(20);
  } finally {
    plugin.kill("SIGKILL");
  }
});
