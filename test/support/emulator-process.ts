// The emulator started as a separate process from the installed package, as a person starts it.
import { spawn } from "node:child_process";
import { delimiter, join } from "node:path";
import { createInterface } from "node:readline";
import type { EmulatorCredentials, RunningEmulator } from "../../emulator/index";

/**
 * The emulator as a separate process, the way a person starts it (`adpublisher-emulator --port 0`
 * from the installed package): its first stdout line is the credentials. close() stops
 * it with SIGTERM and waits for it to exit. `niceness` starts it under `nice`, so that the emulator yields the
 * machine's cores to the process under test, as a service on another machine would. A
 * `bin` ending in `.js` (the built file, which npm has not made executable) runs through nodeDir's node.
 */
export async function startEmulatorProcess(bin: string, nodeDir: string, niceness?: number): Promise<RunningEmulator & { pid: number }> {
  const emulator = bin.endsWith(".js") ? [join(nodeDir, "node"), bin] : [bin];
  const [command, args] = niceness === undefined ? [emulator[0]!, [...emulator.slice(1), "--port", "0"]] : ["nice", ["-n", String(niceness), ...emulator, "--port", "0"]];
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PATH: [nodeDir, process.env.PATH ?? ""].join(delimiter) },
  });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`${bin} exited (${code}) before printing its credentials: ${stderr}`)));
  });
  const credentials = JSON.parse(firstLine) as EmulatorCredentials;
  return {
    // nice execs the bin: the child's pid is the emulator's.
    pid: child.pid!,
    url: credentials.url,
    credentials,
    close: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
