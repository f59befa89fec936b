import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { HOOK_TIMEOUT_MS, TIERS } from "./test/support/tiers.mjs";

// One vitest project per tier, and the tier of a test is the folder it lives in (test/unit,
// test/service, test/e2e): `npm run test:<tier>` runs one, `npm test` all three. The live tier
// (test/live) needs a service named by ADPUBLISHER_* and has its own config, vitest.live.config.mts.
// Forks (not threads) because service and e2e tests spawn processes and change env. At least two
// files at a time: an e2e file spends much of its time waiting on the processes it started, so on
// 2 cores vitest's default of one worker leaves a core idle
// (docs/decisions/0240-two-test-files-at-a-time.md).
export default defineConfig({
  test: {
    pool: "forks",
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: HOOK_TIMEOUT_MS,
    reporters: ["default"],
    projects: TIERS.filter((tier) => tier.name !== "live").map((tier) => ({ extends: true, test: tier.project })),
  },
});
