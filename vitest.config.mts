import { defineConfig } from "vitest/config";
import { HOOK_TIMEOUT_MS, TIERS } from "./test/support/tiers.mjs";

// One vitest project per tier, and the tier of a test is the folder it lives in (test/unit,
// test/service, test/e2e): `npm run test:<tier>` runs one, `npm test` all three. The live tier
// (test/live) needs a service named by ADPUBLISHER_* and has its own config, vitest.live.config.mts.
// Forks (not threads) because service and e2e tests spawn processes and change env.
export default defineConfig({
  test: {
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: HOOK_TIMEOUT_MS,
    reporters: ["default"],
    projects: TIERS.filter((tier) => tier.name !== "live").map((tier) => ({ extends: true, test: tier.project })),
  },
});
