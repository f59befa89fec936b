// Runs the `run:` steps of a GitHub Actions workflow, in the workflow's order, in a clone of the
// config repo, the way a runner's `bash -eo pipefail` would (issue 18). What a hosted runner provides
// is provided here instead: `uses:` steps (checkout: the clone; setup-node: Node 22 on PATH;
// pulumi/actions: the CLI on PATH) and the step `id: install-deps` (npm ci: node_modules linked to
// the packed package the e2e workspace installed). `${{ ... }}` expressions take the given values.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

interface WorkflowStep {
  uses?: string;
  id?: string;
  name?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
}
interface Workflow {
  env?: Record<string, string>;
  jobs: Record<string, { env?: Record<string, string>; steps: WorkflowStep[] }>;
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

/** Every job of the workflow, step by step; stops at the first failing step (as a runner does). */
export async function runWorkflow(clone: string, file: string, values: Record<string, string>, baseEnv: NodeJS.ProcessEnv): Promise<StepRun[]> {
  const workflow = parse(readFileSync(join(clone, ".github", "workflows", file), "utf8")) as Workflow;
  const runs: StepRun[] = [];
  for (const job of Object.values(workflow.jobs)) {
    for (const [index, step] of job.steps.entries()) {
      if (step.uses || step.id === "install-deps" || !step.run) continue;
      if (step.if && substitute(step.if, values) !== "true") continue;
      const env = { ...baseEnv, ...substituted(workflow.env, values), ...substituted(job.env, values), ...substituted(step.env, values) };
      const result = await shell(substitute(step.run, values), clone, env);
      runs.push({ step: step.name ?? step.id ?? `step ${index}`, ...result });
      if (result.status !== 0) {
        throw new Error(`${file}: step "${step.name ?? index}" failed (exit ${result.status})\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`);
      }
    }
  }
  return runs;
}
