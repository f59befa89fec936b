// `adpublisher report`'s output formats (table, CSV, JSON) and its behaviour on a closed stdout.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useReportEmulator } from "./support";

const env = useReportEmulator();

const ROOT = resolve(__dirname, "../../..");
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "reports-cli-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  /** stderr without npm's own configuration warnings. */
  stderr: string;
}

/**
 * `npx tsx provider/cli/main.ts ...` with the emulator's settings in the environment. While it
 * runs, the emulator's clock is moved ahead so a queued job is ready within a status call or two.
 */
function cli(args: string[], variables: Record<string, string | undefined> = env.emu.env(), options: { closeStdout?: boolean } = {}): Promise<Run> {
  return new Promise((done, fail) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("ADPUBLISHER_")));
    const child = spawn("npx", ["tsx", "provider/cli/main.ts", ...args], { cwd: ROOT, env: { ...clean, ...variables } });
    // As `| head -1` does once it has its line: the reader of stdout goes away.
    if (options.closeStdout) child.stdout.destroy();
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const ticker = setInterval(() => void env.emu.advanceClock(3).catch(() => undefined), 400);
    child.on("error", fail);
    child.on("close", (code) => {
      clearInterval(ticker);
      done({ code: code ?? -1, stdout, stderr: stderr.split("\n").filter((l) => l && !l.startsWith("npm warn")).join("\n") });
    });
  });
}

const DAY = ["--from", "2024-06-03", "--to", "2024-06-03"];

describe("adpublisher report: output formats", () => {
  // `adpublisher report app ... | head -1` once printed an unhandled `Error: write EPIPE`.
  it("a closed stdout (a pipe to head) ends the command quietly with exit 0", async () => {
    const run = await cli(["report", "app", "--from", "2024-06-01", "--to", "2024-06-20", "--group-by", "date"], env.emu.env(), { closeStdout: true });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });

  it("table for a person: header, rule, one line per row", async () => {
    const run = await cli(["report", "app", ...DAY, "--group-by", "date"]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^dt\s+appId\s+app\s+platform/);
    expect(lines[1]).toMatch(/^-+\s+-+/);
    expect(lines.slice(2)).toHaveLength(1);
    expect(lines[2]).toMatch(/^2024-06-03\s/);
    expect(run.stderr).toBe("1 row");
  });

  it("json: an array of the rows", async () => {
    const run = await cli(["report", "mediation", ...DAY, "--dimensions", "date", "--metrics", "requests,impressions", "--format", "json"]);
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]).sort()).toEqual(["date", "impressions", "requests"]);
    expect((await env.emu.lines()).filter((l) => l.includes("metrics"))).toEqual(["POST /v2/publisher/metrics 200"]);
  });

  it("a queued campaign grouping as CSV in a file, with progress on stderr", async () => {
    const out = join(dir, "by-country.csv");
    const run = await cli(["report", "campaign", ...DAY, "--group-by", "country", "--role", "publisher", "--format", "csv", "--out", out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("");
    const progress = run.stderr.split("\n");
    expect(progress[0]).toMatch(/^\.\.\. campaign report \(v5, groupBy country\): job \S+ queued$/);
    expect(progress).toContainEqual(expect.stringMatching(/job \S+ ready after \d+ s/));
    const lines = (await readFile(out, "utf8")).trimEnd().split("\r\n");
    expect(lines[0].split(",")).toEqual(expect.arrayContaining(["dt", "campaignId", "country", "impressionsDelivered"]));
    expect(progress.at(-1)).toBe(`${lines.length - 1} rows written to ${out}`);
    const jobs = (await env.emu.requests()).filter((r) => r.path.includes("/jobs/"));
    expect(jobs.at(-1)).toMatchObject({ status: 200 });
    expect(jobs.filter((r) => r.status === 201)).toHaveLength(1);
  });

  it("the install export streams through and comes out as rows", async () => {
    const run = await cli(["report", "install", ...DAY, "--role", "publisher", "--format", "csv"]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split("\r\n");
    expect(lines[0].split(",").slice(0, 3)).toEqual(["Ad Type", "Country", "Click Timestamp"]);
    expect(run.stderr.split("\n").at(-1)).toBe(`${lines.length - 1} rows`);
    expect(run.stderr).toMatch(/install export \(v5\): job \S+ done/);
  });
});

describe("adpublisher report: failures give a non-zero exit and one line", () => {
  const cases: [string, string[], string][] = [
    ["unknown kind", ["report", "revenue", ...DAY], "adpublisher: report kind must be one of campaign, app, install, app-country, monetization, mediation (got \"revenue\")"],
    ["missing --from", ["report", "app", "--to", "2024-06-03"], "adpublisher: invalid arguments: --from: is required (YYYY-MM-DD)"],
    ["date format", ["report", "monetization", "--from", "03/06/2024", "--to", "2024-06-03"], 'adpublisher: invalid arguments: --from: must be a date in YYYY-MM-DD format (got "03/06/2024")'],
    ["enumeration", ["report", "app", ...DAY, "--group-by", "week"], 'adpublisher: invalid arguments: --group-by: must be one of app, ad_type, date, ad_location, platform, campaign_type, country (got "week")'],
    ["mediation range", ["report", "mediation", "--from", "2024-05-01", "--to", "2024-06-03"], "adpublisher: invalid arguments: --to: must be at most 30 days after --from (the range spans 33 days)"],
    ["metric and network type", ["report", "mediation", ...DAY, "--metrics", "win_rate"], "adpublisher: invalid arguments: --metrics: metric win_rate is bidding-only: it needs filters.networkType bidding (got none)"],
    ["option of another kind", ["report", "monetization", ...DAY, "--group-by", "date"], "adpublisher: --group-by is not an option of `report monetization`"],
    ["format", ["report", "app", ...DAY, "--format", "xml"], 'adpublisher: --format must be one of table, csv, json (got "xml")'],
  ];
  it.each(cases)("%s: exit 2 before any call", async (_name, args, message) => {
    const run = await cli(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.split("\n")).toHaveLength(1);
    expect(run.stderr).toContain(message);
    expect(await env.emu.lines()).toEqual([]);
  });

  it("missing credentials: exit 2 naming the variables", async () => {
    const run = await cli(["report", "app", ...DAY], { ...env.emu.env(), ADPUBLISHER_CLIENT_SECRET: undefined, ADPUBLISHER_AUDIENCE: undefined });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "adpublisher: the app report (v5) needs adpublisher:clientSecret (or ADPUBLISHER_CLIENT_SECRET), adpublisher:audience (or ADPUBLISHER_AUDIENCE): not set",
    );
  });

  it("a call the service refuses: exit 1, one line, no secret", async () => {
    const run = await cli(["report", "app", ...DAY], { ...env.emu.env(), ADPUBLISHER_CLIENT_SECRET: "wrong-secret-value" });
    expect(run.code).toBe(1);
    expect(run.stderr.split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/^adpublisher: .*401/);
    expect(run.stderr).not.toContain("wrong-secret-value");
  });

  it("the mediation rate limit used up by another client: exit 1 with the 429 reason", async () => {
    await env.emu.advanceClock(600);
    const c = env.emu.emulator.credentials;
    const token = await fetch(`${env.emu.url}/v5/oauth/token`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_id: c.clientId, client_secret: c.clientSecret, audience: c.audience, grant_type: "client_credentials" }),
    }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${env.emu.url}/v2/publisher/metrics`, {
        method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ dimensions: ["date"] }),
      });
      expect(res.status).toBe(200);
    }
    const run = await cli(["report", "mediation", ...DAY]);
    expect(run.code).toBe(1);
    expect(run.stderr.split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/^adpublisher: .*429/);
    expect((await env.emu.requests()).filter((r) => r.path === "/v2/publisher/metrics").at(-1)).toMatchObject({ status: 429 });
  });
});
