// The bin's heap-growth flag is one this Node's V8 knows, set without a word on stderr.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { HEAP_GROWING_FLAG, HEAP_GROWING_PERCENT } from "../../../provider/cli/heap-growth";

describe("the bin's heap growth on this Node", () => {
  // V8 takes an unknown flag with a line on stderr and nothing else: every command of the bin would print it.
  it("is a flag this Node's V8 knows, set without a word on stderr", () => {
    const script = `require("node:v8").setFlagsFromString(${JSON.stringify(`${HEAP_GROWING_FLAG}=${HEAP_GROWING_PERCENT}`)}); require("node:v8").setFlagsFromString("--no-such-flag-here")`;
    const result = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
    expect(result.status).toBe(0);
    // The second flag shows what V8 says of a flag it does not know, so that the first's silence means something.
    expect(result.stderr.trim().split("\n").filter((line) => line.includes("unrecognized flag"))).toEqual(["Error: unrecognized flag --no-such-flag-here"]);
  });
});
