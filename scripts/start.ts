// `npm start`: the main job. Starts the emulator, runs the quickstart example through the real
// Pulumi CLI (up, a drift check, a price change and what it did, a report), prints what it did,
// and leaves nothing running. The impact's chart stays in the system's temporary folder.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { startEmulator, type RunningEmulator } from "../emulator";
import { createClient } from "../provider/client";
import { provisionPulumi } from "./toolchain/provision";
import { offlinePulumiEnv } from "./toolchain/pulumi-env";

const REPO = resolve(__dirname, "..");
const say = (message: string) => console.log(`\n\x1b[1m== ${message}\x1b[0m`);

/** Runs the CLI without blocking: the emulator answers from this same process meanwhile. */
async function pulumi(dir: string, env: NodeJS.ProcessEnv, args: string[], options: { allowFailure?: boolean; quiet?: boolean } = {}): Promise<{ status: number; stdout: string }> {
  // The value after --secret KEY is never printed.
  const shown = args.includes("--secret") ? [...args.slice(0, -1), "[secret]"] : args;
  if (!options.quiet) console.log(`$ pulumi ${shown.join(" ")}`);
  const child = spawn("pulumi", args, { cwd: dir, env, stdio: ["ignore", options.quiet ? "pipe" : "inherit", "inherit"] });
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  const status = await new Promise<number>((done) => child.on("close", (code) => done(code ?? 1)));
  if (status !== 0 && !options.allowFailure) throw new Error(`pulumi ${args[0]} failed (exit ${status})`);
  return { status, stdout };
}

/** The package as a user installs it: a tarball from `npm pack` (or ADPUBLISHER_TARBALL). */
function packedPackage(into: string): string {
  if (process.env.ADPUBLISHER_TARBALL) return process.env.ADPUBLISHER_TARBALL;
  execFileSync("npm", ["pack", "--silent", "--pack-destination", into], { cwd: REPO, stdio: ["ignore", "ignore", "inherit"] });
  return join(into, readdirSync(into).find((f) => f.endsWith(".tgz")) ?? "missing.tgz");
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "adpublisher-start-"));
  let emulator: RunningEmulator | undefined;
  try {
    say("Pulumi toolchain");
    const pulumiDir = provisionPulumi();
    console.log(pulumiDir);

    say("Service emulator");
    emulator = await startEmulator({ port: 0 });
    const creds = emulator.credentials;
    console.log(`listening on ${creds.url}`);

    say("Quickstart example, with pulumi-adpublisher installed from npm pack");
    const project = join(work, "quickstart");
    cpSync(join(REPO, "examples", "quickstart"), project, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    manifest.dependencies["pulumi-adpublisher"] = `file:${packedPackage(work)}`;
    writeFileSync(join(project, "package.json"), JSON.stringify(manifest, null, 2));
    execFileSync("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: project, stdio: "inherit" });

    const env = offlinePulumiEnv({ pulumiDir, nodeDir: dirname(process.execPath), stateDir: join(work, "state"), home: join(work, "home"), passphrase: "quickstart" });
    mkdirSync(join(work, "state"), { recursive: true });
    await pulumi(project, env, ["stack", "init", "dev", "--non-interactive"]);
    await pulumi(project, env, ["config", "set", "adpublisher:baseUrl", creds.url]);
    await pulumi(project, env, ["config", "set", "adpublisher:clientId", creds.clientId]);
    await pulumi(project, env, ["config", "set", "adpublisher:audience", creds.audience]);
    await pulumi(project, env, ["config", "set", "--secret", "adpublisher:clientSecret", creds.clientSecret]);
    await pulumi(project, env, ["config", "set", "protect", "false"]);

    say("pulumi up");
    await pulumi(project, env, ["up", "--yes", "--non-interactive"]);
    const outputs = JSON.parse((await pulumi(project, env, ["stack", "output", "--json"], { quiet: true })).stdout) as { appId: string };

    say("Drift check: someone renames the app in the dashboard");
    const client = createClient({ baseUrl: creds.url, clientId: creds.clientId, clientSecret: creds.clientSecret, audience: creds.audience });
    await client.management.apps.update(outputs.appId, { nickname: "Renamed by hand" });
    const drift = await pulumi(project, env, ["preview", "--refresh", "--expect-no-changes", "--non-interactive", "--diff"], { allowFailure: true });
    console.log(drift.status === 0 ? "no drift found (unexpected)" : "drift found: `pulumi preview --refresh --expect-no-changes` exited non-zero");
    await pulumi(project, env, ["up", "--refresh", "--yes", "--non-interactive"]);
    console.log(`nickname is back to "${(await client.management.apps.get(outputs.appId)).nickname}"`);

    say("A price change, and what it did: the US floor of \"Level End\" from 12.50 to 20.00, then a week and more later");
    const program = join(project, "index.ts");
    writeFileSync(program, readFileSync(program, "utf8").replace('{ country: "US", price: 12.5 }', '{ country: "US", price: 20 }'));
    await pulumi(project, env, ["up", "--yes", "--non-interactive"]);
    // The emulator's clock moves 9 days: past the 7 days after the change and the app-by-country report's latency.
    const days = 9;
    await fetch(`${creds.url}/_emulator/clock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ advanceSeconds: days * 86_400 }) });
    const asOf = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const charts = mkdtempSync(join(tmpdir(), "adpublisher-impact-"));
    console.log(`$ adpublisher impact --as-of ${asOf} --chart ${charts}`);
    const adpublisher = join(project, "node_modules", ".bin", "adpublisher");
    const impactEnv = { ...env, ADPUBLISHER_BASE_URL: creds.url, ADPUBLISHER_CLIENT_ID: creds.clientId, ADPUBLISHER_CLIENT_SECRET: creds.clientSecret, ADPUBLISHER_AUDIENCE: creds.audience };
    const impact = spawn(adpublisher, ["impact", "--as-of", asOf, "--chart", charts], { cwd: project, env: impactEnv, stdio: ["ignore", "inherit", "inherit"] });
    const impactStatus = await new Promise<number>((done) => impact.on("close", (code) => done(code ?? 1)));
    if (impactStatus !== 0) throw new Error(`adpublisher impact failed (exit ${impactStatus})`);
    for (const file of readdirSync(charts)) console.log(`chart: ${join(charts, file)}`);

    say("A report: the app's last 7 days (analytics v5, groupBy date)");
    const today = new Date();
    const weekAgo = new Date(today.getTime() - 6 * 86_400_000);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const rows = await client.analytics.app({ dateMin: day(weekAgo), dateMax: day(today), groupBy: "date", appId: outputs.appId });
    console.table(rows.map((r) => ({ dt: r.dt, impressions: r.impressions, moneyEarned: r.moneyEarned, ecpmEarned: r.ecpmEarned })));

    say("pulumi destroy");
    await pulumi(project, env, ["destroy", "--yes", "--non-interactive"]);
    await pulumi(project, env, ["stack", "rm", "dev", "--yes", "--non-interactive"]);
    say("Done: the emulator stops and the temporary folder is removed");
  } finally {
    await emulator?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
