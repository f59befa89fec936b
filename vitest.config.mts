import { defineConfig } from "vitest/config";

// Unit and emulator tests are quick; e2e tests drive the real Pulumi CLI and set their own,
// longer timeouts. Forks (not threads) because e2e tests spawn processes and change env.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    pool: "forks",
    testTimeout: 30_000,
    // The first e2e file to start may build the Pulumi CLI (about 4 minutes on 2 cores) while the
    // others wait for it in their beforeAll.
    hookTimeout: 1_500_000,
    reporters: ["default"],
  },
});
