// Temporary folders of tests are removed after them: one made in a test is gone when the next test
// starts; one made at a file's top level lasts through the file's tests.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scratchDir } from "../../support/scratch-dir";

const fileWide = scratchDir("file-wide");
let madeInTest = "";

describe("scratchDir", () => {
  it("makes a new folder each call, in the temporary folder", () => {
    madeInTest = scratchDir("in-test");
    writeFileSync(join(madeInTest, "artifact.bin"), "x");
    expect(existsSync(join(madeInTest, "artifact.bin"))).toBe(true);
    expect(scratchDir("in-test")).not.toBe(madeInTest);
  });

  it("has removed the previous test's folder, contents and all, and keeps the file's own", () => {
    expect(madeInTest).not.toBe("");
    expect(existsSync(madeInTest)).toBe(false);
    expect(existsSync(fileWide)).toBe(true);
  });
});
