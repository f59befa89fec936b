// The release workflow's build step, run as GitHub would run it, for the release tests.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { e2eWorkspace } from "./e2e-workspace";
import { oncePerRun } from "./once-per-run";

const REPO_ROOT = resolve(__dirname, "../..");
export const RELEASE_WORKFLOW = join(REPO_ROOT, ".github", "workflows", "release.yml");
export const BUILD_STEP = "Build the artifacts";

interface Step {
  name?: string;
  run?: string;
  env?: Record<string, string>;
}

/** The release workflow's build step, as GitHub would run it. */
export function releaseBuildStep(): Step {
  const workflow = parse(readFileSync(RELEASE_WORKFLOW, "utf8")) as { jobs: Record<string, { steps: Step[] }> };
  const step = Object.values(workflow.jobs).flatMap((job) => job.steps).find((s) => s.name === BUILD_STEP);
  if (!step?.run) throw new Error(`${RELEASE_WORKFLOW} has no step "${BUILD_STEP}" with a run command`);
  return step;
}

/**
 * The release folder, built once per test run by the release workflow's own build step (its `run`
 * command in `sh`, RELEASE_DIR naming a folder of the run), after the e2e workspace's `npm pack`,
 * since both build dist/ in the repository.
 */
export function releaseDir(): Promise<string> {
  return oncePerRun("release", (runDir) => {
    const dir = join(runDir, "release");
    execFileSync("sh", ["-c", releaseBuildStep().run ?? ""], { cwd: REPO_ROOT, env: { ...process.env, RELEASE_DIR: dir }, stdio: ["ignore", "ignore", "inherit"] });
    return dir;
  });
}

/** The workspace first (its `npm pack`), then the release. */
export async function releaseAfterWorkspace(): Promise<string> {
  await e2eWorkspace();
  return releaseDir();
}
