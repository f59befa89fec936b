// Debian packages a tool of the project needs and the machine lacks, installed with apt-get (as
// root, as CI runs; elsewhere through `sudo -n`, as on a GitHub runner), never assumed to be there.
import { spawnSync } from "node:child_process";
import type { Log } from "./provision";
import { which } from "./which";

/** The command as root: itself when this process is root, else through `sudo -n` when that may. */
function asRoot(command: string, args: readonly string[], hint: string): [string, string[]] {
  if (process.getuid?.() === 0) return [command, [...args]];
  const sudo = which("sudo");
  if (sudo && spawnSync(sudo, ["-n", "true"]).status === 0) return [sudo, ["-n", "env", "DEBIAN_FRONTEND=noninteractive", command, ...args]];
  throw new Error(`this process can run neither as root nor sudo -n. ${hint}`);
}

/** Runs a command as root, throwing with its output and `hint` when it fails. */
export function runAsRoot(commandAsUser: string, argsAsUser: readonly string[], hint: string, log: Log): void {
  const [command, args] = asRoot(commandAsUser, argsAsUser, hint);
  log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { encoding: "utf8", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status}):\n${result.stdout}${result.stderr}\n${hint}`);
}

/** `apt-get install` of Debian packages, after an `apt-get update`. */
export function aptInstall(packages: readonly string[], hint: string, log: Log): void {
  const aptGet = which("apt-get");
  if (!aptGet) throw new Error(`there is no apt-get here. ${hint}`);
  runAsRoot(aptGet, ["update", "-qq"], hint, log);
  runAsRoot(aptGet, ["install", "-y", "-qq", "--no-install-recommends", ...packages], hint, log);
}
