// The pipelines users copy (examples/gitops): the workflows pass actionlint and the GitLab file is
// well formed; then the pull request job (one review comment, updated on every push, and the money
// guardrail's approval job), the merge job, the nightly drift job and the nightly impact job (one
// comment on the merged pull request, edited the next night) run, each from its own clone of
// the config repo, against the emulator, sharing state and locks through Pulumi's PostgreSQL
// backend on a real PostgreSQL server; a second `up` while one runs is refused. The merge and
// impact jobs run again on a DIY backend in a bucket of an S3-compatible server, where
// ci/stack-history.sh copies the stack's history with the AWS CLI.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { actionlint } from "../../scripts/toolchain/actionlint";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import type { E2eWorkspace } from "../support/e2e-workspace";
import { startPostgres, type RunningPostgres } from "../support/postgres";
import { startS3, type RunningS3 } from "../support/s3-store";
import { reportLine } from "../support/report-line";
import { runWorkflow, shell } from "../support/workflow-runner";

const GITOPS = join(__dirname, "../../examples/gitops");

describe("examples/gitops: the pipelines users copy", { timeout: 1_200_000 }, () => {
  let service: EmulatorHarness;
  let workspace: E2eWorkspace;
  let postgres: RunningPostgres;
  let s3: RunningS3;
  let root: string;
  let origin: string;
  let values: Record<string, string>;
  let ghLog: string;
  let mergedPrs: string;
  let clones = 0;

  useWorkspaceAndService(async (w, s) => {
    [workspace, service] = [w, s];
    postgres = await startPostgres();
    root = mkdtempSync(join(workspace.root, "gitops-"));
    s3 = await startS3(join(root, "s3"), "team-state");
    // The config repo, as a team would hold it: the example's files on main.
    origin = join(root, "origin");
    cpSync(GITOPS, origin, { recursive: true });
    git(origin, "init", "-q", "-b", "main");
    git(origin, "add", "-A");
    git(origin, "commit", "-qm", "settings");
    git(origin, "config", "receive.denyCurrentBranch", "ignore");
    const c = service.emulator.credentials;
    values = {
      "secrets.PULUMI_BACKEND_URL": postgres.url,
      "secrets.PULUMI_CONFIG_PASSPHRASE": "team-passphrase",
      "vars.ADPUBLISHER_BASE_URL": c.url,
      "vars.ADPUBLISHER_AUDIENCE": c.audience,
      "secrets.ADPUBLISHER_CLIENT_ID": c.clientId,
      "secrets.ADPUBLISHER_CLIENT_SECRET": c.clientSecret,
      "github.token": "test-token",
      "github.event.pull_request.number": "7",
      "github.repository": "team/settings",
    };
    // gh, as the runner has it: here it records what it would post, and remembers the one PR comment
    // it made so that a later run finds it (the API's list of the PR's comments, by its marker).
    ghLog = join(root, "gh.log");
    // One comment id per marker: the review's and the impact's comments are two comments.
    const commentId = join(root, "gh-comment-id");
    mergedPrs = join(root, "gh-merged-prs");
    mkdirSync(join(root, "bin"));
    writeFileSync(
      join(root, "bin", "gh"),
      [
        "#!/bin/sh",
        `printf 'gh %s\\n' "$*" >> "${ghLog}"`,
        'kind=review; case "$*" in *"adpublisher impact"*|*impact.md*) kind=impact;; esac',
        'case "$1 $2" in',
        `  "api repos/"*/comments) if [ -f "${commentId}-$kind" ]; then cat "${commentId}-$kind"; fi; exit 0;;`,
        `  "pr comment") if [ "$kind" = impact ]; then echo 2002 > "${commentId}-$kind"; else echo 1001 > "${commentId}-$kind"; fi;;`,
        `  "pr list") cat "${mergedPrs}"; exit 0;;`,
        "esac",
        'prev=""',
        "for a in \"$@\"; do",
        `  if [ "$prev" = "--body-file" ]; then cat "$a" >> "${ghLog}"; fi`,
        `  case "$a" in body=@*) cat "\${a#body=@}" >> "${ghLog}";; esac`,
        '  prev="$a"',
        "done",
        "exit 0",
        "",
      ].join("\n"),
    );
    chmodSync(join(root, "bin", "gh"), 0o755);
  }, {
    cleanup: async () => {
      postgres?.stop();
      await s3?.close();
    },
  });

  /** A fresh runner: its own clone, its own PULUMI_HOME, nothing of the others' disks. */
  function runner(branch = "main"): { dir: string; env: NodeJS.ProcessEnv } {
    const dir = join(root, `runner-${++clones}`);
    git(root, "clone", "-q", "-b", branch, origin, dir);
    symlinkSync(join(workspace.root, "node_modules"), join(dir, "node_modules"));
    const env: NodeJS.ProcessEnv = {
      PATH: [join(root, "bin"), workspace.pulumiDir, workspace.nodeDir, process.env.PATH ?? ""].join(delimiter),
      HOME: dir,
      PULUMI_HOME: join(dir, ".pulumi-home"),
      PULUMI_SKIP_UPDATE_CHECK: "true",
      PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
      PULUMI_NODEJS_TRANSPILE_ONLY: "true",
      NO_COLOR: "1",
    };
    return { dir, env };
  }

  it("lints: actionlint passes every workflow, and the GitLab file's jobs name their stages and rules", () => {
    const workflows = readdirSync(join(GITOPS, ".github", "workflows")).map((f) => join(GITOPS, ".github", "workflows", f));
    expect(workflows.length).toBe(4);
    // The money guardrail's job: the required check, run only when the review asks for approval, in
    // the environment whose required reviewers approve it.
    const preview = parse(readFileSync(join(GITOPS, ".github", "workflows", "preview.yml"), "utf8")) as { jobs: Record<string, { if?: string; environment?: string; needs?: string }> };
    expect(preview.jobs["money-approval"]).toMatchObject({ needs: "preview", environment: "ad-ops-approval", if: "${{ needs.preview.outputs.approval == 'required' }}" });
    const lint = spawnSync(actionlint(), ["-no-color", ...workflows], { encoding: "utf8" });
    expect(lint.status, `${lint.stdout}${lint.stderr}`).toBe(0);
    // actionlint can fail: a workflow with a typo in a key is refused.
    const broken = join(root, "broken.yml");
    writeFileSync(broken, readFileSync(workflows[0], "utf8").replace("runs-on:", "runs_on:"));
    expect(spawnSync(actionlint(), ["-no-color", broken], { encoding: "utf8" }).status).not.toBe(0);

    type GitlabJob = { stage?: string; script?: string[]; rules?: unknown[]; trigger?: { include: { artifact: string; job: string }[]; strategy: string } };
    const gitlab = parse(readFileSync(join(GITOPS, ".gitlab-ci.yml"), "utf8")) as Record<string, unknown> & { stages: string[] };
    const jobs = Object.entries(gitlab).filter(([name]) => !["default", "variables", "stages"].includes(name)) as [string, GitlabJob][];
    expect(jobs.map(([name]) => name)).toEqual(["preview", "money-approval", "up", "drift", "impact"]);
    for (const [name, job] of jobs) {
      expect(gitlab.stages, name).toContain(job.stage);
      expect(job.rules?.length, name).toBeGreaterThan(0);
      expect((job.script ?? job.trigger?.include)?.length, name).toBeGreaterThan(0);
    }
    // The guardrail: the preview hands money-approval the child pipeline the review's exit code picks,
    // and the one that needs approval is a manual job in the protected environment.
    const gitlabJobs = Object.fromEntries(jobs);
    expect(gitlabJobs.preview.script?.join("\n")).toMatch(/--approval-over "\$APPROVAL_OVER"[\s\S]*cp ci\/approval-required\.yml approval\.yml; else cp ci\/approval-none\.yml approval\.yml/);
    expect(gitlabJobs["money-approval"].trigger).toEqual({ include: [{ artifact: "approval.yml", job: "preview" }], strategy: "depend" });
    const required = parse(readFileSync(join(GITOPS, "ci", "approval-required.yml"), "utf8")) as Record<string, { when?: string; allow_failure?: boolean; environment?: { name: string } }>;
    expect(required["money-approval"]).toMatchObject({ when: "manual", allow_failure: false, environment: { name: "ad-ops-approval" } });
    expect(Object.values(parse(readFileSync(join(GITOPS, "ci", "approval-none.yml"), "utf8")) as object)).toHaveLength(1);
    // Both nightly jobs look at the whole account: this repository is the account.
    expect(readFileSync(join(GITOPS, ".github", "workflows", "drift.yml"), "utf8")).toContain("npx adpublisher drift --account");
    expect(gitlabJobs.drift.script?.join("\n")).toContain("npx adpublisher drift --account");
  });

  it("merge, pull request, merge, nightly drift and impact: separate runners share state and locks through PostgreSQL", async () => {
    const started = Date.now();
    // This repository is the whole account: the emulator's demo apps go first.
    for (const app of (await service.api<{ items: { id: string }[] }>("GET", "/v5/apps")).body.items) await service.api("DELETE", `/v5/apps/${app.id}`);
    // The first merge: up creates the settings; the state is in PostgreSQL, not on the runner.
    const first = runner();
    await runWorkflow(first.dir, "deploy.yml", values, first.env);
    expect(Number(postgres.sql("select count(*) from pulumi_state where key like '%stacks%'"))).toBeGreaterThan(0);
    expect(existsSync(join(first.dir, ".pulumi"))).toBe(false);

    // A pull request raises the US floor: the preview runs the policy pack and the review is posted.
    const pr = runner();
    git(pr.dir, "checkout", "-q", "-b", "raise-us-floor");
    writeFileSync(join(pr.dir, "index.ts"), readFileSync(join(pr.dir, "index.ts"), "utf8").replace('{ country: "US", price: 12.5 }', '{ country: "US", price: 14 }'));
    git(pr.dir, "commit", "-qam", "Raise the US floor");
    git(pr.dir, "push", "-q", "origin", "raise-us-floor");
    const firstPush = await runWorkflow(pr.dir, "preview.yml", values, pr.env);
    let comment = readFileSync(ghLog, "utf8");
    expect(comment).toContain("gh pr comment 7 --body-file comment.md");
    expect(comment).toContain("US floor 12.50 -> 14.00 (+12%)");
    expect(comment).toMatch(/At stake: (\$[\d,.]+ earned|no data)/);
    // The location's week is at stake; the guardrail's job runs only above the example's $500.
    const locationStake = Number(/\*\*"Level End" \(rewarded\)\*\* `levelEnd` \(AdLocation, update\) \(at stake: \$([\d,.]+) earned/.exec(comment)?.[1].replace(/,/g, ""));
    expect(comment).toMatch(locationStake > 500 ? /^\*\*Approval required:\*\*/m : /^Within the approval limit: this change puts \$[\d,.]+ of weekly earnings at stake, not more than the approval limit of \$500\.00\.$/m);
    expect(firstPush.some((run) => run.step === "money-approval: environment ad-ops-approval")).toBe(locationStake > 500);

    // A second push renames the app too: the whole app's week is at stake, over $500, so the
    // approval job waits for the environment's reviewer (here, alice approves) and the one comment is edited.
    writeFileSync(join(pr.dir, "index.ts"), readFileSync(join(pr.dir, "index.ts"), "utf8").replace('nickname: "Space Run"', 'nickname: "Space Run!"'));
    git(pr.dir, "commit", "-qam", "Rename the app");
    writeFileSync(ghLog, "");
    const secondPush = await runWorkflow(pr.dir, "preview.yml", values, pr.env, { "ad-ops-approval": "alice" });
    comment = readFileSync(ghLog, "utf8");
    expect(comment).not.toContain("gh pr comment");
    expect(comment).toContain("gh api --method PATCH repos/team/settings/issues/comments/1001 -F body=@comment.md");
    expect(comment).toMatch(/^\*\*Approval required:\*\* this change puts \$[\d,.]+ of weekly earnings at stake, more than the approval limit of \$500\.00; a named reviewer's approval clears it\.$/m);
    expect(comment).toContain('- **"Space Run" -> "Space Run!"** `spaceRun` (App, update)');
    expect(secondPush.find((run) => run.step === "money-approval: environment ad-ops-approval")?.stdout).toBe("approved by alice");
    expect(secondPush.at(-1)?.step).toBe("Approved");
    git(pr.dir, "reset", "-q", "--hard", "HEAD~1");

    // The merge: another runner applies it.
    git(pr.dir, "push", "-q", "origin", "raise-us-floor:main");
    const second = runner();
    await runWorkflow(second.dir, "deploy.yml", values, second.env);
    const exported = await shell("pulumi login \"$PULUMI_BACKEND_URL\" >/dev/null && pulumi stack export --stack prod", second.dir, { ...second.env, PULUMI_BACKEND_URL: postgres.url, PULUMI_CONFIG_PASSPHRASE: "team-passphrase" });
    expect(exported.stdout).toContain('"price": 14');

    // The lock: while one up runs (the service answers its write slowly), a second up is refused.
    const appId = JSON.parse(exported.stdout).deployment.resources.find((r: { urn: string }) => r.urn.endsWith("::spaceRun")).id as string;
    writeFileSync(join(second.dir, "index.ts"), readFileSync(join(second.dir, "index.ts"), "utf8").replace('nickname: "Space Run"', 'nickname: "Space Run 2"'));
    await fetch(`${service.url}/_emulator/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ rules: [{ method: "PATCH", path: `/v5/apps/${appId}$`, times: 1, delayMs: 6000 }] }) });
    const loginEnv = { ...second.env, PULUMI_BACKEND_URL: postgres.url, PULUMI_CONFIG_PASSPHRASE: "team-passphrase", ADPUBLISHER_BASE_URL: values["vars.ADPUBLISHER_BASE_URL"], ADPUBLISHER_AUDIENCE: values["vars.ADPUBLISHER_AUDIENCE"], ADPUBLISHER_CLIENT_ID: values["secrets.ADPUBLISHER_CLIENT_ID"], ADPUBLISHER_CLIENT_SECRET: values["secrets.ADPUBLISHER_CLIENT_SECRET"] };
    const slow = shell("pulumi up --yes --non-interactive --stack prod", second.dir, loginEnv);
    for (let i = 0; i < 100 && Number(postgres.sql("select count(*) from pulumi_state where key like '%locks%'")) === 0; i++) await new Promise((r) => setTimeout(r, 100));
    const third = runner();
    const refused = await shell("pulumi login \"$PULUMI_BACKEND_URL\" >/dev/null && pulumi up --yes --non-interactive --stack prod", third.dir, { ...third.env, ...loginEnv, PULUMI_HOME: third.env.PULUMI_HOME });
    expect(refused.status).not.toBe(0);
    expect(`${refused.stdout}${refused.stderr}`).toMatch(/locked/i);
    expect((await slow).status).toBe(0);

    // Nightly: someone edits the app in the dashboard; the drift job opens an issue saying what.
    await service.api("PATCH", `/v5/apps/${appId}`, { body: { nickname: "edited in the dashboard" } });
    const nightly = runner();
    const drift = await runWorkflow(nightly.dir, "drift.yml", values, nightly.env);
    expect(drift.at(-1)?.stdout).toContain("**Drift found.**");
    const log = readFileSync(ghLog, "utf8");
    expect(log).toContain("gh issue create --title Drift on prod --label drift --body-file drift.md");
    expect(log).toMatch(/- \*\*"Space Run 2" -> "edited in the dashboard"\*\* `spaceRun` \(App\)\n  - nickname Space Run 2 -> edited in the dashboard/);
    expect(log).toContain("Scope: the whole account (`--account`).");

    // Nightly, days after the merge: the impact job finds the merged pull request (gh's search, here
    // its answer) and posts what the merge's update did as one comment; the next night edits it.
    const merge = execFileSync("git", ["rev-parse", "HEAD"], { cwd: second.dir, encoding: "utf8" }).trim();
    writeFileSync(mergedPrs, `7 ${merge}\n`);
    writeFileSync(ghLog, "");
    const firstNight = runner();
    const night = await runWorkflow(firstNight.dir, "impact.yml", values, firstNight.env);
    let impact = readFileSync(ghLog, "utf8");
    const said = night.map((run) => `${run.step}: ${run.stderr}`).join("\n");
    expect(impact).toMatch(/gh pr list --repo team\/settings --state merged --base main --search merged:\d{4}-\d\d-\d\d\.\.\d{4}-\d\d-\d\d/);
    expect(impact, said).toContain("gh pr comment 7 --repo team/settings --body-file impact.md");
    expect(impact).toContain('### "Level End" (rewarded) `levelEnd`');
    expect(impact).toContain("- US floor 12.50 -> 14.00 (+12%)");
    expect(impact).toMatch(/> 0 of 7 days after so far\./);
    expect(impact).toContain("<!-- adpublisher impact -->");
    writeFileSync(ghLog, "");
    const secondNight = runner();
    await runWorkflow(secondNight.dir, "impact.yml", values, secondNight.env);
    impact = readFileSync(ghLog, "utf8");
    expect(impact).not.toContain("gh pr comment");
    expect(impact.match(/gh api --method PATCH repos\/team\/settings\/issues\/comments\/2002 -F body=@impact\.md/g)).toHaveLength(1);
    expect(impact).toContain("- US floor 12.50 -> 14.00 (+12%)");
    reportLine(`pipelines: the seven job runs and the lock took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });

  it("merge and nightly impact on an S3-compatible store: ci/stack-history.sh copies the history with the AWS CLI", async () => {
    const started = Date.now();
    // A DIY backend in a folder of a bucket, as on MinIO: the endpoint and region in the URL, the
    // credentials in the runner's environment. moto answers without the checksums the SDK checks by
    // default, hence `response_checksum_validation`.
    const backend = (folder: string, query: string) => `s3://${s3.bucket}/${folder}?${query}&region=us-east-1&response_checksum_validation=when_required`;
    const url = backend("settings", `endpoint=${s3.host}&disableSSL=true&s3ForcePathStyle=true`);
    const s3Values = { ...values, "secrets.PULUMI_BACKEND_URL": url };
    const s3Runner = (branch?: string) => {
      const r = runner(branch);
      return { dir: r.dir, env: { ...r.env, ...s3.env, PATH: [s3.binDir, r.env.PATH].join(delimiter) } };
    };
    // This stack's own app, beside the one the PostgreSQL stack holds: its first merge creates it.
    const first = s3Runner();
    await runWorkflow(first.dir, "deploy.yml", s3Values, first.env);
    const floor = /\{ country: "US", price: ([\d.]+) \}/;
    const before = Number(floor.exec(readFileSync(join(first.dir, "index.ts"), "utf8"))?.[1]);
    const after = before + 2;
    git(first.dir, "checkout", "-q", "-b", "s3-raise-us-floor");
    writeFileSync(join(first.dir, "index.ts"), readFileSync(join(first.dir, "index.ts"), "utf8").replace(floor, `{ country: "US", price: ${after} }`));
    git(first.dir, "commit", "-qam", "Raise the US floor");
    git(first.dir, "push", "-q", "origin", "s3-raise-us-floor");
    const merged = s3Runner("s3-raise-us-floor");
    await runWorkflow(merged.dir, "deploy.yml", s3Values, merged.env);

    // The nightly job, on a fresh runner: the history comes from the bucket, through `aws s3 cp`.
    writeFileSync(mergedPrs, `8 ${execFileSync("git", ["rev-parse", "HEAD"], { cwd: merged.dir, encoding: "utf8" }).trim()}\n`);
    writeFileSync(ghLog, "");
    const nightly = s3Runner();
    const night = await runWorkflow(nightly.dir, "impact.yml", s3Values, nightly.env);
    const impact = readFileSync(ghLog, "utf8");
    expect(readdirSync(join(nightly.dir, "history")).filter((f) => f.endsWith(".history.json"))).toHaveLength(2);
    expect(impact, night.map((run) => `${run.step}: ${run.stderr}`).join("\n")).toMatch(/gh (pr comment 8 --repo team\/settings --body-file |api --method PATCH repos\/team\/settings\/issues\/comments\/\d+ -F body=@)impact\.md/);
    expect(impact).toContain('### "Level End" (rewarded) `levelEnd`');
    expect(impact).toContain(`- US floor ${before.toFixed(2)} -> ${after.toFixed(2)}`);
    expect(impact).toMatch(/> 0 of 7 days after so far\./);

    // Other spellings of the same place, as Pulumi reads them: the endpoint as an escaped URL, the
    // folder with a trailing slash, the stack by its full name; no endpoint in the URL but the AWS
    // SDKs' AWS_ENDPOINT_URL. A folder Pulumi never wrote to is refused, naming it, instead of an
    // empty history that impact would read as no change.
    const project = readFileSync(join(nightly.dir, "Pulumi.yaml"), "utf8").match(/^name:\s*(\S+)/m)?.[1] ?? "";
    const copy = (backendUrl: string, stack: string, env: NodeJS.ProcessEnv = {}) => {
      const dir = mkdtempSync(join(nightly.dir, "copy-"));
      return shell(`../ci/stack-history.sh "${project}" "${stack}"`, dir, { ...nightly.env, ...env, PULUMI_BACKEND_URL: backendUrl }).then((run) => ({ ...run, files: existsSync(join(dir, "history")) ? readdirSync(join(dir, "history")).sort() : [] }));
    };
    const copied = readdirSync(join(nightly.dir, "history")).sort();
    for (const [backendUrl, stack, env] of [
      [backend("settings/", `endpoint=${encodeURIComponent(`http://${s3.host}`)}`), `organization/${project}/prod`, {}],
      [backend("settings", `disable_https=true&endpoint=${s3.host}`), "prod", {}],
      [backend("settings", "s3ForcePathStyle=true"), "prod", { AWS_ENDPOINT_URL: `http://${s3.host}` }],
    ] as const) {
      const run = await copy(backendUrl, stack, env);
      expect(run.stderr, backendUrl).toBe("");
      expect(run.stdout.trim()).toBe("--history history");
      expect(run.files, backendUrl).toEqual(copied);
    }
    const elsewhere = await copy(backend("other-team", `endpoint=${s3.host}&disableSSL=true`), "prod");
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.stderr).toContain(`no update history of stack prod (project ${project}) in the backend at s3://${s3.bucket}/other-team`);
    reportLine(`pipelines: the S3 store's two merges, nightly impact and five copies took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });
});

function git(cwd: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], { cwd, stdio: ["ignore", "pipe", "pipe"] });
}
