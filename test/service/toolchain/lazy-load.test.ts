// A no-op preview's provider process only checks and diffs, and a program only declares resources:
// neither should pay for loading the HTTP stack (issue 10). undici loads at the first request.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { expect, it } from "vitest";

const ROOT = join(__dirname, "../../..");

function loadedAfter(source: string): string[] {
  const script = `${source}; process.stdout.write(JSON.stringify(Object.keys(require.cache).filter((k) => k.includes("/node_modules/undici/"))))`;
  const out = execFileSync(process.execPath, ["--import", "tsx", "-e", script], { cwd: ROOT, encoding: "utf8" });
  return JSON.parse(out) as string[];
}

it("the resource providers and the package root load without undici", () => {
  const kinds = ["app", "ad-location", "block-list", "monetization-settings"];
  expect(loadedAfter(kinds.map((k) => `require("./provider/resources/providers/${k}")`).join(";"))).toEqual([]);
  expect(loadedAfter(`require("./provider")`)).toEqual([]);
});

it("the first request loads it (the check above would see it if it were loaded)", () => {
  const source = `const { createTransport } = require("./provider/client/transport"); createTransport()({ method: "GET", url: "http://127.0.0.1:9/", headers: {} }).catch(() => {})`;
  expect(loadedAfter(source).length).toBeGreaterThan(0);
});
