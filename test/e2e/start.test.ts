// `npm start`: the quickstart end to end through the real CLI (a price change's impact included), leaving nothing running.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { e2eWorkspace } from "../support/e2e-workspace";

// `npm start` is the main job: the quickstart through the real CLI, a drift check, a price change
// and what it did (`adpublisher impact` with its chart), a report, and nothing left running. The
// test reuses this run's packed tarball.
describe("npm start", { timeout: 600_000 }, () => {
  let tarball: string;
  beforeAll(async () => {
    tarball = (await e2eWorkspace()).tarball;
  });

  it("runs the quickstart end to end and cleans up", async () => {
    const child = spawn(process.execPath, [resolve(__dirname, "../../node_modules/tsx/dist/cli.mjs"), "scripts/start.ts"], {
      cwd: resolve(__dirname, "../.."),
      env: { ...process.env, ADPUBLISHER_TARBALL: tarball },
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((done) => child.on("close", done));
    expect(code, output).toBe(0);
    expect(output).toContain("+ 6 created");
    expect(output).toContain("drift found");
    expect(output).toContain('nickname is back to "Space Run"');
    // The price change, and what it did: named as the dashboard does, in the review's words, both windows, the chart's path.
    expect(output).toContain('### "Level End" (rewarded) `level-end`');
    expect(output).toContain("- US floor 12.50 -> 20.00 (+60%)");
    expect(output).toMatch(/\| \| Before \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d \| After \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d \| Difference \|/);
    const chart = /chart: (\S+adpublisher-impact-[^/\s]+)\/level-end-\d{4}-\d\d-\d\d\.svg/.exec(output);
    expect(chart, output).not.toBeNull();
    rmSync(chart![1], { recursive: true, force: true });
    expect(output).toMatch(/moneyEarned/);
    expect(output).toContain("- 6 deleted");
    expect(output).not.toContain("emulator-client-secret");
  });
});
