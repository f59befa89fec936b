// `adpublisher impact`'s flags: each bad one is refused with one line naming it, before anything runs.
import { describe, expect, it } from "vitest";
import { parseImpactFlags } from "../../../provider/cli/impact";

describe("adpublisher impact's flags", () => {
  it("defaults to 7 days, Markdown, now", () => {
    const before = Date.now();
    const flags = parseImpactFlags([], "/tmp");
    expect(flags).toMatchObject({ days: 7, format: "markdown", cwd: "/tmp" });
    expect(flags !== "help" && flags.asOf).toBeGreaterThanOrEqual(before);
    expect(parseImpactFlags(["--as-of", "2026-11-19", "--days", "14", "--commit", "ABCDEF1"], "/tmp")).toMatchObject({ asOf: Date.parse("2026-11-19T00:00:00Z"), days: 14, commit: "abcdef1" });
  });

  it("refuses what it cannot use, naming the flag and the rule", () => {
    const bad: [string[], RegExp][] = [
      [["--days", "0"], /--days must be a whole number of days from 1 to 90/],
      [["--days", "1.5"], /--days must be a whole number/],
      [["--update", "0"], /--update must be an update number/],
      [["--since", "2026-02-30"], /--since must be a date YYYY-MM-DD \(got "2026-02-30"\)/],
      [["--as-of", "yesterday"], /--as-of must be a date YYYY-MM-DD/],
      [["--format", "html"], /--format must be markdown or json/],
      [["--commit", "main"], /--commit must be a commit id/],
      [["--update", "2", "--since", "2026-11-01"], /give one/],
      [["--history", "/no/such/folder"], /--history must be a folder/],
      [["--dayz", "7"], /--dayz/],
    ];
    for (const [args, message] of bad) expect(() => parseImpactFlags(args, "/tmp"), args.join(" ")).toThrow(message);
  });
});
