// The test tiers: every test file in a tier's folder, and the unit tier without sockets or processes.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import { connect } from "node:net";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { TIERS } from "../support/tiers.mjs";
import { UNIT_TIER_REFUSAL } from "../support/unit-isolation";

const ROOT = join(__dirname, "../..");

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(path);
    return entry.name.endsWith(".test.ts") ? [relative(ROOT, path)] : [];
  });
}

describe("test tiers", () => {
  it("every test file lives in a tier's folder, so that some tier runs it", () => {
    const folders = TIERS.map((tier) => `${tier.folder}/`);
    const outside = testFiles(join(ROOT, "test")).filter((file) => !folders.some((folder) => file.startsWith(folder)));
    expect(outside, `move these under ${folders.join(", ")}`).toEqual([]);
  });

  it("the unit tier refuses sockets, servers and child processes", async () => {
    expect(() => connect(9, "127.0.0.1")).toThrow(UNIT_TIER_REFUSAL);
    expect(() => createServer().listen(0)).toThrow(UNIT_TIER_REFUSAL);
    expect(() => spawnSync("true")).toThrow(UNIT_TIER_REFUSAL);
    expect(() => spawn("true")).toThrow(UNIT_TIER_REFUSAL);
    await expect(fetch("http://127.0.0.1:9/")).rejects.toThrow();
  });
});
