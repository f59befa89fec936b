// The names discovery gives objects: slugs of their readable names, stable and distinct.
import { describe, expect, it } from "vitest";
import { slug, uniqueNames, type NameRequest } from "../../../provider/discovery/names";

describe("slug", () => {
  it("keeps Latin letters and digits as lower-case words joined by hyphens", () => {
    expect(slug("Space Blast: Level 1!")).toBe("space-blast-level-1");
    expect(slug("  --Main   Menu--  ")).toBe("main-menu");
    expect(slug("A/B & C+D, $5")).toBe("a-b-c-d-5");
  });

  it("drops accents and gives nothing for text with no Latin letter or digit", () => {
    expect(slug("Café Décor Ünïcödé")).toBe("cafe-decor-unicode");
    expect(slug("ﬁnal Ⅳ")).toBe("final-iv");
    expect(slug("パズル")).toBe("");
    expect(slug("🚀🚀")).toBe("");
    expect(slug("Puzzle パズル 2")).toBe("puzzle-2");
  });

  it("is cut at 40 characters without a trailing hyphen", () => {
    const long = slug("word ".repeat(30));
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith("-")).toBe(false);
    expect(long.startsWith("word-word")).toBe(true);
  });
});

const request = (key: string, candidates: string[], id = key): NameRequest => ({ key, candidates, id });

describe("uniqueNames", () => {
  it("gives each object its first candidate when no other object has it", () => {
    const names = uniqueNames([request("a", ["space-blast", "space-blast-ios"]), request("b", ["cafe"])]);
    expect([...names]).toEqual([["a", "space-blast"], ["b", "cafe"]]);
  });

  it("moves objects that share a name to their next candidate together", () => {
    const names = uniqueNames([
      request("ios", ["space-blast", "space-blast-ios"], "app1"),
      request("android", ["space-blast", "space-blast-android"], "app2"),
      request("other", ["cafe", "cafe-ios"], "app3"),
    ]);
    expect(names.get("ios")).toBe("space-blast-ios");
    expect(names.get("android")).toBe("space-blast-android");
    expect(names.get("other")).toBe("cafe");
  });

  it("separates objects whose candidates are all shared by the shortest id prefix, at least 6 characters", () => {
    const names = uniqueNames([
      request("a", ["kids-list"], "64a1f00000aaaa"),
      request("b", ["kids-list"], "64a1f00000bbbb"),
      request("c", ["kids-list"], "ffee0011"),
    ]);
    expect(names.get("a")).toBe("kids-list-64a1f00000a");
    expect(names.get("b")).toBe("kids-list-64a1f00000b");
    expect(names.get("c")).toBe("kids-list-ffee00");
  });

  it("does not take a reserved name", () => {
    const names = uniqueNames([request("s", ["game-settings"], "abcdef123")], new Set(["game-settings"]));
    expect(names.get("s")).toBe("game-settings-abcdef");
  });

  it("numbers objects whose ids slug alike", () => {
    const names = uniqueNames([request("a", ["x"], "ID-1"), request("b", ["x"], "id_1")]);
    expect(new Set(names.values()).size).toBe(2);
    expect([...names.values()].sort()).toEqual(["x-id-1", "x-id-1-2"]);
  });

  it("is stable: the same objects in any order get the same names", () => {
    const requests = [
      request("1", ["a", "a-ios"], "id1"), request("2", ["a", "a-android"], "id2"), request("3", ["a", "a-ios"], "id3"),
      request("4", ["a-ios"], "id4"), request("5", ["b"], "id5"), request("6", ["b"], "id6"),
    ];
    const expected = uniqueNames(requests);
    expect(new Set(expected.values()).size).toBe(requests.length);
    for (let shift = 1; shift < requests.length; shift++) {
      const rotated = [...requests.slice(shift), ...requests.slice(0, shift)];
      expect(new Map([...uniqueNames(rotated)].sort())).toEqual(new Map([...expected].sort()));
    }
    expect(expected.get("2")).toBe("a-android");
    expect(expected.get("5")).toBe("b-id5");
  });
});
