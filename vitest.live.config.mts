import { defineConfig } from "vitest/config";
import { HOOK_TIMEOUT_MS, TIERS } from "./test/support/tiers.mjs";

// `npm run test:live`: the live tier alone, against the service ADPUBLISHER_* names (a real
// account or an emulator started on its own). Not part of vitest.config.mts, so `npm test` never
// runs it without a service; test/e2e/live-suite.test.ts runs it against an emulator instead.
const live = TIERS.find((tier) => tier.name === "live")!;
export default defineConfig({
  test: { pool: "forks", testTimeout: 30_000, hookTimeout: HOOK_TIMEOUT_MS, reporters: ["default"], ...live.project },
});
