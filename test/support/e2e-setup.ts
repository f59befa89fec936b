// An e2e file's setup: the packed workspace, and an emulator of its own closed after the file.
import { afterAll, beforeAll } from "vitest";
import { EmulatorHarness } from "./emulator";
import { e2eWorkspace, type E2eWorkspace } from "./e2e-workspace";

/** What a file undoes after its tests: the projects it made (each `cleanup()`), or a function. */
export type E2eCleanup = readonly ({ cleanup(): void } | undefined)[] | (() => void | Promise<void>);

export interface E2eSetupOptions {
  /** Undone after the file's tests, before its emulator closes; read then, so a list may still grow during the tests. */
  cleanup?: E2eCleanup;
  /** Starts the file's emulator another way (as its own process, say); `EmulatorHarness.start()` otherwise. */
  start?: (workspace: E2eWorkspace) => Promise<EmulatorHarness>;
}

/**
 * This file's share of the e2e run, in one beforeAll: the packed workspace, then an emulator of its
 * own, then `ready` with both (the file keeps them and makes its stacks, accounts and servers; what
 * it returns is awaited). In afterAll, `cleanup` first, then the emulator closes.
 */
export function useWorkspaceAndService(
  ready: (workspace: E2eWorkspace, service: EmulatorHarness) => unknown,
  options: E2eSetupOptions = {},
): void {
  let service: EmulatorHarness | undefined;
  beforeAll(async () => {
    const workspace = await e2eWorkspace();
    service = await (options.start ? options.start(workspace) : EmulatorHarness.start());
    await ready(workspace, service);
  });
  afterAll(async () => {
    const { cleanup } = options;
    try {
      if (typeof cleanup === "function") await cleanup();
      else for (const made of cleanup ?? []) made?.cleanup();
    } finally {
      await service?.close();
    }
  });
}
