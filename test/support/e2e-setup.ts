import { afterAll, beforeAll } from "vitest";
import { E2eService } from "./e2e-service";
import { e2eWorkspace, type E2eWorkspace } from "./e2e-workspace";

/** This file's share of the e2e run: the packed workspace and an emulator of its own, closed after the file. */
export function useWorkspaceAndService(ready: (workspace: E2eWorkspace, service: E2eService) => void): void {
  let service: E2eService | undefined;
  beforeAll(async () => {
    const workspace = await e2eWorkspace();
    service = await E2eService.start();
    ready(workspace, service);
  });
  afterAll(async () => {
    await service?.close();
  });
}
