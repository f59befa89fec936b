// The provider plugin tarball, built once per test run as a user builds it.
import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { oncePerRun } from "./once-per-run";

const REPO_ROOT = resolve(__dirname, "../..");

/**
 * The plugin tarball, built once per test run the way a user builds it,
 * `npm run --silent plugin-tarball -- --out DIR`, whose last line of stdout is its path.
 */
export function pluginTarball(): Promise<string> {
  return oncePerRun("plugin-tarball", (runDir) => {
    const stdout = execFileSync("npm", ["run", "--silent", "plugin-tarball", "--", "--out", join(runDir, "plugin")], {
      cwd: REPO_ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    return stdout.trim().split("\n").pop() ?? "";
  });
}
