// `adpublisher review` from the installed package on a real `pulumi preview --json`: a stack of one
// app and one fixed_cpm location "Victory Screen" whose US floor goes from 10 to 30. The comment
// names the location as the dashboard does, with its old and new prices and what it earned over the
// named period (the analytics report's own sum for it, read through the same bin); the money
// guardrail exits 3 above the amount at stake and 0 below it.
import { writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";
import { binEnv, runBin } from "../support/run-bin";

const program = (usPrice: number) => `
import { App, AdLocation } from "pulumi-adpublisher";
const app = new App("rv-app", { nickname: "Space Run", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" });
new AdLocation("rv-loc", { appId: app.id, name: "Victory Screen", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "US", price: ${usPrice} }] });
export const appId = app.id;
`;
const AS_OF = "2026-11-08"; // the period: 2026-11-01 to 2026-11-07
const usd = (value: number) => `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe("adpublisher review on a real preview, with the money guardrail", { timeout: 900_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let project: PulumiProject;
  let env: NodeJS.ProcessEnv;

  useWorkspaceAndService(async (w, s) => {
    [workspace, service] = [w, s];
    project = await PulumiProject.create(workspace, "review", { program: program(10), ...service.stackConfig() });
    env = { ...project.env, ...binEnv(workspace, service), PATH: [join(workspace.root, "node_modules", ".bin"), project.env.PATH ?? ""].join(delimiter) };
  }, { cleanup: () => project?.cleanup() });

  it("names \"Victory Screen\" (rewarded) with its prices and the report's earnings; exits 3 above the amount, 0 below", async () => {
    (await project.up()).assertSuccess();
    const appId = String((await project.outputs()).appId);
    project.writeProgram(program(30));
    const preview = await project.run(["preview", "--json", "--non-interactive"]);
    preview.assertSuccess();
    const file = join(project.dir, "preview.json");
    writeFileSync(file, preview.stdout);

    // The analytics report's own figure for the location over the period, through the same bin.
    const report = await runBin(["report", "app", "--from", "2026-11-01", "--to", "2026-11-07", "--group-by", "ad_location", "--role", "publisher", "--app-id", appId, "--format", "json"], project.dir, env);
    expect(report.status, report.stderr).toBe(0);
    const rows = JSON.parse(report.stdout) as { eventLocation?: string; moneyEarned?: number }[];
    const earned = rows.filter((r) => r.eventLocation === "Victory Screen").reduce((sum, r) => sum + (r.moneyEarned ?? 0), 0);
    expect(earned).toBeGreaterThan(0);

    const comment = await runBin(["review", "--preview", file, "--as-of", AS_OF], project.dir, env);
    expect(comment.stderr.trim()).toBe("");
    expect(comment.status, comment.stdout).toBe(0);
    expect(comment.stdout).toContain("2026-11-01 to 2026-11-07");
    expect(comment.stdout).toContain(`- **"Victory Screen" (rewarded)** \`rv-loc\` (AdLocation, update) (at stake: ${usd(earned)} earned, `);
    expect(comment.stdout).toContain("  - US floor 10.00 -> 30.00 (+200%)");
    const json = JSON.parse((await runBin(["review", "--preview", file, "--as-of", AS_OF, "--format", "json"], project.dir, env)).stdout) as {
      apps: { changes: { name: string; resource: string; atStake?: { earnings: number } }[] }[];
    };
    expect(json.apps[0].changes).toMatchObject([{ name: '"Victory Screen" (rewarded)', resource: "rv-loc" }]);
    expect(json.apps[0].changes[0].atStake?.earnings).toBeCloseTo(earned, 6);

    // The guardrail: the change puts the location's week at stake.
    const above = await runBin(["review", "--preview", file, "--as-of", AS_OF, "--approval-over", (Math.floor(earned * 100) / 100 - 1).toFixed(2)], project.dir, env);
    expect(above.status, above.stdout).toBe(3);
    expect(above.stdout.split("\n")[0]).toBe(`**Approval required:** this change puts ${usd(earned)} of weekly earnings at stake, more than the approval limit of ${usd(Math.floor(earned * 100) / 100 - 1)}; a named reviewer's approval clears it.`);
    const below = await runBin(["review", "--preview", file, "--as-of", AS_OF, "--approval-over", (Math.ceil(earned * 100) / 100 + 1).toFixed(2)], project.dir, env);
    expect(below.status, below.stdout).toBe(0);
    expect(below.stdout.split("\n")[0]).toMatch(/^Within the approval limit: /);

    const malformed = await runBin(["review", "--preview", file, "--approval-over", "5k"], project.dir, env);
    expect(malformed.status).toBe(2);
    expect(malformed.stdout).toBe("");
    expect(malformed.stderr.trim()).toBe('adpublisher: --approval-over must be an amount in USD (500, 1250.50, $1,250) or a percent (10%) (got "5k")');
  });
});
