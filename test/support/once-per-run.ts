// Builds a value once per test run under a lock the parallel e2e files share.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { inject } from "vitest";

/**
 * `build`'s result, made once per test run under a lock that every e2e file shares (test files run
 * in parallel processes): the first caller builds and records it as JSON in the run's folder, the
 * others wait for the record and read it.
 */
export async function oncePerRun<T>(name: string, build: (runDir: string) => T): Promise<T> {
  const runDir = inject("e2eRunDir");
  const marker = join(runDir, `${name}.json`);
  const lock = join(runDir, `${name}.lock`);
  for (;;) {
    if (existsSync(marker)) return JSON.parse(readFileSync(marker, "utf8")) as T;
    try {
      mkdirSync(lock);
    } catch {
      await sleep(500);
      continue;
    }
    try {
      const value = build(runDir);
      writeFileSync(marker, JSON.stringify(value));
      return value;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
