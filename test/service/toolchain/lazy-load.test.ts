// A no-op preview's provider process only checks and diffs, and a program only declares resources:
// neither should pay for loading the HTTP stack. undici loads at the first request. The
// plugin serves gRPC with the SDK's provider parts only: the SDK's root (its automation API and,
// through closure serialization, TypeScript) cost it over a second at start; its definitions load at
// the first call that needs them.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { expect, it } from "vitest";

const ROOT = join(__dirname, "../../..");

function loadedAfter(source: string, marker = "/node_modules/undici/"): string[] {
  const script = `${source}; process.stdout.write(JSON.stringify(Object.keys(require.cache).filter((k) => k.includes(${JSON.stringify(marker)}))))`;
  const out = execFileSync(process.execPath, ["--import", "tsx", "-e", script], { cwd: ROOT, encoding: "utf8" });
  return JSON.parse(out) as string[];
}

it("the resource providers and the package root load without undici", () => {
  const kinds = ["app", "ad-location", "block-list", "monetization-settings"];
  expect(loadedAfter(kinds.map((k) => `require("./provider/resources/providers/${k}")`).join(";"))).toEqual([]);
  expect(loadedAfter(`require("./provider")`)).toEqual([]);
});

it("the first request loads it (the check above would see it if it were loaded), but only the pool; a streamed request its request function too", () => {
  const undiciFiles = (source: string) => loadedAfter(source).map((file) => file.slice(file.indexOf("/node_modules/undici/") + "/node_modules/undici/".length));
  const send = (stream: boolean) => `const { createTransport } = require("./provider/client/transport"); createTransport()({ method: "GET", url: new URL("http://127.0.0.1:9/"), headers: {}, stream: ${stream} }).catch(() => {})`;
  const buffered = undiciFiles(send(false));
  expect(buffered).toContain("lib/dispatcher/agent.js");
  expect(buffered).not.toContain("lib/api/api-request.js");
  expect(undiciFiles(send(true))).toContain("lib/api/api-request.js");
  // undici's entry point would add fetch, WebSocket, the mock and cache layers to every provider process's first call.
  expect(buffered.filter((file) => file === "index.js" || file.startsWith("lib/web/") || file.startsWith("lib/mock/") || file.startsWith("lib/cache/"))).toEqual([]);
});

it("the provider plugin's server loads neither the SDK's automation API nor TypeScript, nor the definitions' schemas before a call needs them", () => {
  expect(loadedAfter(`require("./provider/plugin/server")`, "/node_modules/typescript/")).toEqual([]);
  expect(loadedAfter(`require("./provider/plugin/server")`, "/node_modules/@pulumi/pulumi/automation/")).toEqual([]);
  // The engine also starts the plugin only for its schema: that process needs no zod.
  expect(loadedAfter(`require("./provider/plugin/server").providerService(() => undefined)`, "/node_modules/zod/")).toEqual([]);
  expect(loadedAfter(`require("./provider/plugin/serving")`, "/node_modules/zod/").length).toBeGreaterThan(0);
  // The check can see them: the package root (the dynamic face) loads the whole SDK.
  expect(loadedAfter(`require("./provider")`, "/node_modules/@pulumi/pulumi/automation/").length).toBeGreaterThan(0);
});
