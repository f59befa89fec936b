import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { inject } from "vitest";

const REPO_ROOT = resolve(__dirname, "../..");

/**
 * The plugin tarball, built once per test run (under a lock shared by the e2e files) the way a user
 * builds it, `npm run --silent plugin-tarball -- --out DIR`, whose last line of stdout is its path.
 */
export async function pluginTarball(): Promise<string> {
  const runDir = inject("e2eRunDir");
  const marker = join(runDir, "plugin-tarball.path");
  const lock = join(runDir, "plugin-tarball.lock");
  for (;;) {
    if (existsSync(marker)) return readFileSync(marker, "utf8");
    try {
      mkdirSync(lock);
    } catch {
      await sleep(500);
      continue;
    }
    try {
      const stdout = execFileSync("npm", ["run", "--silent", "plugin-tarball", "--", "--out", join(runDir, "plugin")], {
        cwd: REPO_ROOT,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      });
      const tarball = stdout.trim().split("\n").pop() ?? "";
      writeFileSync(marker, tarball);
      return tarball;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
