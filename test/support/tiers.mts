/**
 * The test tiers (docs/contributing-tests.md, docs/decisions/0070-test-tiers-by-folder.md). A test's
 * tier is the folder it lives in: a new test/e2e/*.test.ts is an e2e test with no other edit.
 */
export interface Tier {
  name: "unit" | "service" | "e2e" | "live";
  folder: string;
  /** What a test of this tier may use; test/unit/test-tiers.test.ts holds every test to a tier. */
  promise: string;
  /** The vitest project of the tier (name, include, setup). */
  project: { name: string; include: string[]; setupFiles?: string[]; globalSetup?: string[] };
}

const tier = (name: Tier["name"], promise: string, extra: Omit<Tier["project"], "name" | "include"> = {}): Tier => ({
  name,
  folder: `test/${name}`,
  promise,
  project: { name, include: [`test/${name}/**/*.test.ts`], ...extra },
});

/**
 * The first e2e file to start may build the Pulumi CLI (about 4 minutes on 2 cores) while the
 * others wait for it in their beforeAll; on a machine shared by a whole `npm test`, an emulator or
 * a plugin process can be slow to start too, so every tier keeps the one generous hook timeout.
 */
export const HOOK_TIMEOUT_MS = 1_500_000;

export const TIERS: readonly Tier[] = [
  tier("unit", "no network, no processes: a socket or a child process throws (test/support/unit-isolation.ts)", {
    setupFiles: ["test/support/unit-isolation.ts"],
  }),
  tier("service", "the client and the emulator over loopback, and local processes other than the Pulumi CLI"),
  tier("e2e", "the real Pulumi CLI, on the packed package, against emulators on loopback", {
    globalSetup: ["test/support/global-setup.ts"],
  }),
  tier("live", "the resource lifecycle through the real Pulumi CLI against the service ADPUBLISHER_* names, no /_emulator call", {
    globalSetup: ["test/support/global-setup.ts"],
  }),
];
