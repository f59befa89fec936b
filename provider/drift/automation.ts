// The Pulumi Automation API, loaded when `drift` runs: @pulumi/pulumi is a peer dependency, so the
// command finds the project's own copy (the one the user's program runs with), then ours.
export type Automation = typeof import("@pulumi/pulumi/automation");

export class AutomationUnavailableError extends Error {}

export function loadAutomation(projectDir: string): Automation {
  let path: string;
  try {
    path = require.resolve("@pulumi/pulumi/automation", { paths: [projectDir, __dirname] });
  } catch {
    throw new AutomationUnavailableError(`@pulumi/pulumi is not installed in ${projectDir} (run npm install in the stack's project)`);
  }
  return require(path) as Automation;
}
