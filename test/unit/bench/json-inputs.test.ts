// The benchmark's inputs read through their schemas: a file or a child's line of another shape is
// refused naming it and the field.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { heldLine, idsFile, parseBenchJson, readBenchJson, resultsFile } from "../../../bench/json-inputs";

describe("the benchmark's inputs", () => {
  it("name the file and the field that is not of the shape the benchmark writes", () => {
    const file = join(mkdtempSync(join(tmpdir(), "bench-inputs-")), "ids.json");
    writeFileSync(file, JSON.stringify({ apps: ["a"], locations: [{ appId: "a", uuid: "u", name: "n", adType: "banner" }] }));
    expect(() => readBenchJson(idsFile, file)).toThrow(`${file}: locations[0].type: expected string; give what the benchmark writes there`);
    expect(() => parseBenchJson(heldLine, '{"reads": 3}', "reads.ts's last line")).toThrow(/^reads\.ts's last line: seconds: expected number;/);
    expect(() => parseBenchJson(resultsFile, '{"results": {"engine": {"up": true}}}', "results.json")).toThrow(/^results\.json: results\.engine\.up: expected one of/);
  });

  it("read what fits", () => {
    expect(parseBenchJson(resultsFile, '{"results": {"engine": {"up ms": 12, "face": "plugin"}}, "machine": {}}', "results.json").results).toEqual({ engine: { "up ms": 12, face: "plugin" } });
  });
});
