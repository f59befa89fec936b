// The block list example of examples/snippets, and its life against the emulator, for the tests
// that run it in each language.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect } from "vitest";
import type { EmulatorHarness } from "./emulator";
import { opsFor } from "./pulumi-events";
import type { PulumiProject } from "./pulumi-project";

/** The block list example of examples/snippets, in each language; docs/_index.md shows it. */
export const BLOCK_LIST_EXAMPLE = resolve(__dirname, "../../examples/snippets/block-list");

/** The YAML example's body after `name` and `runtime`, for PulumiProject.writeProgram. */
export function blockListYamlProgram(): string {
  const program = readFileSync(join(BLOCK_LIST_EXAMPLE, "Pulumi.yaml"), "utf8");
  return program.slice(program.indexOf("resources:"));
}

/** The example's life against the emulator: up creates the list, a preview shows no change, destroy deletes it. */
export async function expectBlockListExampleLifecycle(project: PulumiProject, service: EmulatorHarness): Promise<void> {
  const up = (await project.up()).assertSuccess();
  expect(opsFor(up, "sensitive")).toEqual(["create"]);
  const { blockListId } = await project.outputs();
  expect((await service.api("GET", `/v5/lists/${blockListId as string}`)).body).toMatchObject({ title: "No gambling, no dating" });
  (await project.preview("--expect-no-changes")).assertSuccess();
  (await project.destroy()).assertSuccess();
  expect((await service.api("GET", `/v5/lists/${blockListId as string}`)).status).toBe(404);
}
