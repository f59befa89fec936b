// The Pulumi CLI as `adpublisher recover` drives it, in the stack's folder with the caller's
// environment (backend, passphrase, PATH), as the person would run it. Not the Automation API:
// in @pulumi/pulumi 3.259 it has no way to give a pending create its object, its stack export
// always shows secrets and its stack import writes that state to a temporary file (decision
// record 0172); the CLI commands below do not.
import { spawn } from "node:child_process";

export interface PulumiCli {
  /** `pulumi stack export` (secrets stay encrypted unless `showSecrets`). */
  exportStack(options?: { showSecrets?: boolean }): Promise<string>;
  /** `pulumi preview --json`: the program's planned steps (it runs the program; it changes nothing). */
  preview(): Promise<string>;
  /** `pulumi stack import` from stdin (drops every pending operation left in the document). */
  importStack(document: string): Promise<void>;
  /** `pulumi refresh --yes --skip-preview --clear-pending-creates`, its display passed to `display`. */
  refresh(display: NodeJS.WritableStream): Promise<void>;
}

export class PulumiCommandError extends Error {}

export interface CliOptions {
  /** The pulumi binary (default: `pulumi` on PATH). */
  command?: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** `--stack NAME`; the folder's current stack when absent. */
  stack?: string;
}

export function pulumiCli(options: CliOptions): PulumiCli {
  const stackArgs = options.stack ? ["--stack", options.stack] : [];
  const run = (args: string[], input?: string, display?: NodeJS.WritableStream) =>
    new Promise<string>((resolve, reject) => {
      const command = options.command ?? "pulumi";
      const child = spawn(command, [...args, ...stackArgs], { cwd: options.cwd, env: options.env });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d: Buffer) => (display ? display.write(d) : (stdout += d.toString())));
      child.stderr.on("data", (d: Buffer) => (display ? display.write(d) : (stderr += d.toString())));
      child.on("error", (error) => reject(new PulumiCommandError(`could not run \`${command}\` (${error.message}): is the Pulumi CLI on PATH?`)));
      child.on("close", (code) => {
        if (code === 0) resolve(stdout);
        else reject(new PulumiCommandError(`\`pulumi ${args.join(" ")}\` failed (exit code ${code})${stderr.trim() ? `: ${stderr.trim()}` : ""}`));
      });
      child.stdin.end(input);
    });
  return {
    exportStack: (o = {}) => run(["stack", "export", ...(o.showSecrets ? ["--show-secrets"] : [])]),
    preview: () => run(["preview", "--json", "--non-interactive"]),
    importStack: async (document) => void (await run(["stack", "import"], document)),
    refresh: async (display) => void (await run(["refresh", "--yes", "--skip-preview", "--non-interactive", "--clear-pending-creates"], undefined, display)),
  };
}
