// Runs the `run:` steps of a GitHub Actions workflow, in the workflow's order, in a clone of the
// config repo, the way a runner's `bash -eo pipefail` would. What a hosted runner provides
// is provided here instead: `uses:` steps (checkout: the clone; setup-node: Node 22 on PATH;
// pulumi/actions: the CLI on PATH) and the step `id: install-deps` (npm ci: node_modules linked to
// the packed package the e2e workspace installed). `${{ ... }}` expressions take the given values,
// and the outputs steps write to $GITHUB_OUTPUT (`steps.<id>.outputs.<name>`, then the job's
// `outputs`, read by later jobs as `needs.<job>.outputs.<name>`). A job's `if` is evaluated the same
// way (one `==` comparison at most); a job in an `environment` runs once the test says who approved
// it there (GitHub's required reviewers), and otherwise waits, which the runs record.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { scratchDir } from "./scratch-dir";

interface WorkflowStep {
  uses?: string;
  id?: string;
  name?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
}
interface WorkflowJob {
  env?: Record<string, string>;
  if?: string;
  environment?: string;
  outputs?: Record<string, string>;
  steps: WorkflowStep[];
}
interface Workflow {
  env?: Record<string, string>;
  jobs: Record<string, WorkflowJob>;
}

export interface StepRun {
  step: string;
  status: number;
  stdout: string;
  stderr: string;
}

export function substitute(text: string, values: Record<string, string>): string {
  return text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) => {
    if (expression === "always()") return "true";
    const comparison = /^(\S+)\s*==\s*'([^']*)'$/.exec(expression);
    if (comparison) return String((values[comparison[1]] ?? "") === comparison[2]);
    const value = values[expression];
    if (value === undefined) throw new Error(`the workflow uses \${{ ${expression} }}, which the test gives no value`);
    return value;
  });
}

const substituted = (env: Record<string, string> | undefined, values: Record<string, string>) =>
  Object.fromEntries(Object.entries(env ?? {}).map(([k, v]) => [k, substitute(String(v), values)]));

export function shell(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<Omit<StepRun, "step">> {
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], { cwd, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ status: code ?? -1, stdout, stderr }));
  });
}

/** Who approved a job of an environment (environment -> reviewer); an environment not named here waits. */
export type Approvals = Readonly<Record<string, string>>;

/** Every job of the workflow, step by step; stops at the first failing step (as a runner does). */
export async function runWorkflow(clone: string, file: string, values: Record<string, string>, baseEnv: NodeJS.ProcessEnv, approvals: Approvals = {}): Promise<StepRun[]> {
  const workflow = parse(readFileSync(join(clone, ".github", "workflows", file), "utf8")) as Workflow;
  const runs: StepRun[] = [];
  const known: Record<string, string> = { ...values };
  for (const [jobName, job] of Object.entries(workflow.jobs)) {
    if (job.if && substitute(job.if, known) !== "true") continue;
    if (job.environment) {
      const reviewer = approvals[job.environment];
      runs.push({ step: `${jobName}: environment ${job.environment}`, status: 0, stdout: reviewer ? `approved by ${reviewer}` : "waiting for a reviewer", stderr: "" });
      if (!reviewer) continue;
    }
    for (const [index, step] of job.steps.entries()) {
      if (step.uses || step.id === "install-deps" || !step.run) continue;
      if (step.if && substitute(step.if, known) !== "true") continue;
      const output = join(scratchDir("gh-output"), "output");
      const env = { ...baseEnv, ...substituted(workflow.env, known), ...substituted(job.env, known), ...substituted(step.env, known), GITHUB_OUTPUT: output };
      const result = await shell(substitute(step.run, known), clone, env);
      runs.push({ step: step.name ?? step.id ?? `step ${index}`, ...result });
      if (result.status !== 0) {
        throw new Error(`${file}: step "${step.name ?? index}" failed (exit ${result.status})\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`);
      }
      if (step.id && existsSync(output)) {
        for (const line of readFileSync(output, "utf8").split("\n")) {
          const at = line.indexOf("=");
          if (at > 0) known[`steps.${step.id}.outputs.${line.slice(0, at)}`] = line.slice(at + 1);
        }
      }
    }
    for (const [name, expression] of Object.entries(job.outputs ?? {})) known[`needs.${jobName}.outputs.${name}`] = substitute(expression, known);
    for (const key of Object.keys(known)) if (key.startsWith("steps.")) delete known[key];
  }
  return runs;
}
