// With Node 20 first on PATH, `adpublisher discover` and the plugin failed with
// "connection failed before a complete response after 4 attempts" (undici 8 does not load on Node
// 20). Every bin now checks the Node version before loading anything and says so in one line.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadUndici } from "../../../provider/client/transport";
import { isSupportedNode, MINIMUM_NODE } from "../../../provider/node-version";
import { scratchDir } from "../../support/scratch-dir";

const ROOT = resolve(__dirname, "../../..");
const BINS = ["adpublisher", "pulumi-resource-adpublisher", "adpublisher-emulator"] as const;

/**
 * A Node older than MINIMUM_NODE to run the bins with: the machine's own (Node 20 on this project's
 * machines), or else this Node told to report version 20.0.0 before anything loads.
 */
function olderNode(): { command: string; args: string[]; version: string } {
  for (const candidate of ["/usr/bin/node", "/usr/local/bin/node", "/bin/node"]) {
    const run = spawnSync(candidate, ["--version"], { encoding: "utf8" });
    if (run.status === 0 && !isSupportedNode(run.stdout.trim())) return { command: candidate, args: [], version: run.stdout.trim() };
  }
  const preload = join(scratchDir("old-node"), "pretend-node-20.cjs");
  writeFileSync(preload, 'Object.defineProperty(process, "version", { value: "v20.0.0" });\n');
  return { command: process.execPath, args: ["--require", preload], version: "v20.0.0" };
}

describe("the Node version check", () => {
  it("keeps the package's engines and undici's minimum in step with the bins' check", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { engines: { node: string }; bin: Record<string, string> };
    expect(pkg.engines.node).toBe(`>=${MINIMUM_NODE}`);
    const undici = JSON.parse(readFileSync(join(ROOT, "node_modules/undici/package.json"), "utf8")) as { engines: { node: string } };
    expect(isSupportedNode(undici.engines.node.replace(/^>=\s*/, ""))).toBe(true);
    expect(Object.keys(pkg.bin).sort()).toEqual([...BINS].sort());
    for (const bin of BINS) expect(pkg.bin[bin]).toBe(`dist/provider/bin/${bin}.js`);
  });

  it("compares versions", () => {
    expect(isSupportedNode("v20.20.2")).toBe(false);
    expect(isSupportedNode("v22.18.9")).toBe(false);
    expect(isSupportedNode("v22.19.0")).toBe(true);
    expect(isSupportedNode("v24.1.0")).toBe(true);
  });

  it.each(BINS)("%s on an older Node exits non-zero with one line naming the Node found and the one needed", (bin) => {
    const node = olderNode();
    const run = spawnSync(node.command, [...node.args, "--import", "tsx", join(ROOT, "provider/bin", `${bin}.ts`), "discover"], {
      cwd: ROOT, encoding: "utf8", timeout: 30_000, env: { ...process.env, ADPUBLISHER_BASE_URL: "http://127.0.0.1:9" },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines).toEqual([`${bin}: needs Node.js >= ${MINIMUM_NODE} (22 or 24), but found Node.js ${node.version} at ${node.command}; put a newer node first on PATH`]);
  });

  it("says when the HTTP client cannot load, instead of reporting a failed connection", () => {
    const load = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'bind')");
    };
    expect(() => loadUndici(load)).toThrow(new RegExp(`^cannot load undici, the HTTP client, on Node.js v\\d+\\.\\d+\\.\\d+ \\(Cannot read properties of undefined \\(reading 'bind'\\)\\); pulumi-adpublisher needs Node.js >= ${MINIMUM_NODE.replace(/\./g, "\\.")}$`));
  });
});
