// The drift ignore file: its lines, their reasons, and which objects they match.
import { describe, expect, it } from "vitest";
import { ignoredBy, IgnoreFileError, namesOf, parseIgnoreFile } from "../../../provider/drift/ignore-file";

describe("the drift ignore file", () => {
  it("reads an id or a name and the reason of each line; blank and # lines are comments", () => {
    const entries = parseIgnoreFile([
      "# objects the growth team owns",
      "",
      "5f0c1e2a-aaaa-bbbb  # the launch team's sandbox app",
      '"Victory Screen"   #  A/B test until December ',
      "Made by hand # #2 of the agency's apps",
    ].join("\n"));
    expect(entries).toEqual([
      { match: "5f0c1e2a-aaaa-bbbb", reason: "the launch team's sandbox app", line: 3 },
      { match: "Victory Screen", reason: "A/B test until December", line: 4 },
      { match: "Made by hand", reason: "#2 of the agency's apps", line: 5 },
    ]);
  });

  it("refuses a line without a reason, or a reason without an entry, naming the line", () => {
    expect(() => parseIgnoreFile("ok # fine\nVictory Screen\n", "stack/.adpublisher-drift-ignore")).toThrow(IgnoreFileError);
    expect(() => parseIgnoreFile("ok # fine\nVictory Screen\n", "f")).toThrow(/^f line 2 \("Victory Screen"\): write an id or a name, then # and why/);
    expect(() => parseIgnoreFile("   #\n", "f")).not.toThrow();
    expect(() => parseIgnoreFile('"" # empty name\n', "f")).toThrow(/f line 1/);
    expect(() => parseIgnoreFile("app1 #   \n", "f")).toThrow(/f line 1/);
  });

  it("matches an object by its id, its id's last part, or a name with or without the dashboard's quotes", () => {
    const names = namesOf("app1/u-42", "space-run-victory-screen-rewarded", '"Victory Screen" (rewarded)');
    const entries = parseIgnoreFile("u-42 # by uuid\n");
    expect(ignoredBy(entries, names)?.reason).toBe("by uuid");
    expect(ignoredBy(parseIgnoreFile("Victory Screen # by name\n"), names)?.line).toBe(1);
    expect(ignoredBy(parseIgnoreFile('"Victory Screen" (rewarded) # exact\n'), names)?.reason).toBe("exact");
    expect(ignoredBy(parseIgnoreFile("space-run-victory-screen-rewarded # resource name\n"), names)?.reason).toBe("resource name");
    expect(ignoredBy(parseIgnoreFile("Victory # part of a name\napp1 # the app, not this location\n"), names)).toBeUndefined();
  });
});
