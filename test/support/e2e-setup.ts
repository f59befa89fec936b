// An e2e file's setup: the packed workspace, and an emulator of its own closed after the file.
import { afterAll, beforeAll } from "vitest";
import { EmulatorHarness } from "./emulator";
import { e2eWorkspace, type E2eWorkspace } from "./e2e-workspace";

/** This file's share of the e2e run: the packed workspace and an emulator of its own, closed after the file. */
export function useWorkspaceAndService(ready: (workspace: E2eWorkspace, service: EmulatorHarness) => void): void {
  let service: EmulatorHarness | undefined;
  beforeAll(async () => {
    const workspace = await e2eWorkspace();
    service = await EmulatorHarness.start();
    ready(workspace, service);
  });
  afterAll(async () => {
    await service?.close();
  });
}
