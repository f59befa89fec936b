// The installed `adpublisher` bin run in the e2e workspace against the emulator, as a person runs it.
import { spawn } from "node:child_process";
import { join } from "node:path";
import type { EmulatorHarness } from "./emulator";
import type { E2eWorkspace } from "./e2e-workspace";

export interface BinRun {
  status: number;
  stdout: string;
  /** stderr without npm's own configuration warnings. */
  stderr: string;
}

/** The environment a person sets to run the installed `adpublisher` bin against the emulator. */
export function binEnv(workspace: E2eWorkspace, service: EmulatorHarness): NodeJS.ProcessEnv {
  const c = service.emulator.credentials;
  return {
    PATH: [join(workspace.root, "node_modules", ".bin"), workspace.nodeDir, process.env.PATH ?? ""].join(":"),
    HOME: process.env.HOME ?? "/tmp",
    ADPUBLISHER_BASE_URL: c.url, ADPUBLISHER_CLIENT_ID: c.clientId, ADPUBLISHER_CLIENT_SECRET: c.clientSecret,
    ADPUBLISHER_AUDIENCE: c.audience,
  };
}

/** `npx --no-install adpublisher <args>` in the workspace; asynchronous, as the emulator answers from this process. */
export function runBin(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<BinRun> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["--no-install", "adpublisher", ...args], { cwd, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ status: code ?? -1, stdout, stderr: stderr.split("\n").filter((line) => !line.startsWith("npm warn")).join("\n") }));
  });
}
