// What happens to old keyed folders of the shared cache: the most recently used few stay, and so
// does any used within the day; the others of that name go, and folders of other names are untouched.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KEEP_NEWEST, keyedFolder, markUsed, pruneKeyed } from "../../../scripts/toolchain/cache-folders";

const HOUR = 60 * 60_000;
const NOW = Date.UTC(2030, 0, 10);

describe("pruneKeyed", () => {
  let parent: string;
  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), "cache-folders-"));
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  /** A folder `<name>-<hash>` last used `hoursAgo` before NOW. */
  const folder = (name: string, n: number, hoursAgo: number): string => {
    const dir = keyedFolder(parent, name, n.toString(16).padStart(16, "0"));
    mkdirSync(dir);
    markUsed(dir, new Date(NOW - hoursAgo * HOUR));
    return dir;
  };
  const left = () => readdirSync(parent).sort();

  it("keeps the most recently used and any used within the day, removes the rest of that name only", () => {
    expect(KEEP_NEWEST).toBe(3);
    const ages = [1, 2, 30, 40, 50, 60];
    const dirs = ages.map((age, i) => folder("pulumi-language-go", i, age));
    const other = folder("pulumi-language-go-x", 99, 100);
    const lock = `${dirs[5]!}.lock`;
    mkdirSync(lock);
    utimesSync(lock, new Date(NOW - 100 * HOUR), new Date(NOW - 100 * HOUR));

    expect(pruneKeyed(parent, "pulumi-language-go", NOW)).toEqual(dirs.slice(3));
    expect(left()).toEqual([...dirs.slice(0, 3), other, lock].map((d) => d.slice(parent.length + 1)).sort());
  });

  it("keeps every folder used within the day, however many", () => {
    const dirs = [1, 2, 3, 4, 5].map((age, i) => folder("toolchain", i, age));
    expect(pruneKeyed(parent, "toolchain", NOW)).toEqual([]);
    expect(left()).toHaveLength(dirs.length);
  });

  it("orders by last use: a use marks a folder, which then outlives newer-built ones", () => {
    const dirs = [30, 40, 50, 60].map((age, i) => folder("sdkgen", i, age));
    markUsed(dirs[3]!, new Date(NOW - 25 * HOUR));
    expect(pruneKeyed(parent, "sdkgen", NOW)).toEqual([dirs[2]]);
  });
});
