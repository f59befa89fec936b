// The report data sources in a program through the real engine, and `adpublisher report` from
// the installed package.
import { describe, expect, it } from "vitest";
import { runMediation } from "../../provider/reports/mediation";
import { functionContext } from "../../provider/functions/function-context";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";
import { opsFor } from "../support/pulumi-events";
import { binEnv, runBin } from "../support/run-bin";

// A program that keeps an app as code and, next to it, the numbers: a mediation report (answers
// at once) and a campaign report by country (a queued job, ~5 s on the emulator's wall clock).
// Only summaries are exported, never rows. It also reads the app back with the getApp lookup, and
// calls an old report name twice (deprecated: one warning per run).
const DAY = { dateMin: "2024-06-03", dateMax: "2024-06-03" };
const PROGRAM = `
import { App, getAppOutput, getCampaignReportOutput, getMediationReportOutput, getMonetization } from "pulumi-adpublisher";
const app = new App("app", { nickname: "Reports Demo", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" });
export const appId = app.id;
const mediation = getMediationReportOutput({ ...${JSON.stringify(DAY)}, dimensions: ["date"], metrics: ["requests", "impressions", "estimated_earnings"] });
export const mediationSummary = mediation.summary;
const byCountry = getCampaignReportOutput({ ...${JSON.stringify(DAY)}, groupBy: "country", role: "publisher", timeoutSeconds: 120 });
export const campaignSummary = byCountry.summary;
const lookedUp = getAppOutput({ id: app.id });
export const lookedUpApp = lookedUp.apply((a) => ({ id: a.id, nickname: a.nickname, platform: a.platform, hasSignature: "signature" in a }));
export const spendRows = getMonetization(${JSON.stringify(DAY)}).then(() => getMonetization(${JSON.stringify(DAY)})).then((r) => r.summary.rows);
`;

describe("report data sources in a program, through the real engine", { timeout: 600_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let project: PulumiProject;

  useWorkspaceAndService(async (w, s) => {
    [workspace, service] = [w, s];
    const { config, secrets } = service.stackConfig();
    project = await PulumiProject.create(workspace, "reports", {
      program: PROGRAM, config: { ...config, "adpublisher:reportingUrl": service.url }, secrets, typeCheck: true,
    });
  }, { cleanup: () => project?.cleanup() });

  it("preview shows the report summaries as outputs, with the job's progress in Pulumi's log; up keeps only the summaries", async () => {
    const c = service.emulator.credentials;
    const expected = await runMediation(
      { ...DAY, dimensions: ["date"], metrics: ["requests", "impressions", "estimated_earnings"] },
      functionContext({ config: { baseUrl: c.url, clientId: c.clientId, clientSecret: c.clientSecret, audience: c.audience, reportingUrl: c.url } }),
    );
    expect(expected.summary.rows).toBe(1);

    const preview = (await project.preview()).assertSuccess();
    expect(opsFor(preview, "app")).toEqual(["create"]);
    expect(preview.stdout).toContain("mediationSummary");
    expect(preview.stdout).toContain(`requests         : ${expected.summary.totals.requests}`);
    expect(preview.stdout).toContain("campaignSummary");
    const info = preview.diagnostics.filter((d) => d.severity === "info").map((d) => d.message);
    expect(info).toContainEqual(expect.stringMatching(/campaign report \(v5, groupBy country\): job \S+ ready after \d+ s/));
    const deprecations = preview.diagnostics.filter((d) => d.severity === "warning" && d.message.includes("deprecated"));
    expect(deprecations.map((d) => d.message.trim())).toEqual([
      "getMonetization is deprecated: use getMonetizationReport (same arguments and result); getMonetization will be removed in the next minor version.",
    ]);

    (await project.up()).assertSuccess();
    const outputs = await project.outputs();
    expect(outputs.mediationSummary).toEqual(expected.summary);
    const campaign = outputs.campaignSummary as { rows: number; totals: Record<string, number> };
    expect(campaign.rows).toBeGreaterThan(0);
    expect(campaign.totals.impressionsDelivered).toBeGreaterThan(0);
    expect(outputs.lookedUpApp).toEqual({ id: outputs.appId, nickname: "Reports Demo", platform: "android", hasSignature: false });
    expect(outputs.spendRows).toBeGreaterThan(0);
    const state = await project.exportStack();
    expect(state).not.toContain(c.clientSecret);
    expect(state).not.toContain('"rows": [');
    (await project.destroy()).assertSuccess();
  });

  it("`npx adpublisher report` from the installed package runs with credentials from the environment", async () => {
    const env = binEnv(workspace, service);
    // Asynchronous: the emulator answers from this very process.
    const run = await runBin(["report", "app", "--from", DAY.dateMin, "--to", DAY.dateMax, "--format", "json"], workspace.root, env);
    expect(run.status, run.stderr).toBe(0);
    const rows = JSON.parse(run.stdout) as { dt: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.dt === DAY.dateMin)).toBe(true);
    const bad = await runBin(["report", "app", "--to", DAY.dateMax], workspace.root, env);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("adpublisher: invalid arguments: --from: is required (YYYY-MM-DD)");
  });
});
