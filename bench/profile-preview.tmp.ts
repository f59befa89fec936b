import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator } from "../emulator";
import { buildPackedWorkspace } from "../test/support/packed-workspace";
import { PulumiProject } from "../test/support/pulumi-project";
import { programSource } from "./engine/program";

async function main() {
  const runDir = mkdtempSync(join(tmpdir(), "adpublisher-prof-"));
  const ws = buildPackedWorkspace(runDir, (m) => console.error(m));
  const emulator = await startEmulator({ port: 0 });
  const c = emulator.credentials;
  const size = { apps: 20, locationsPerApp: 10, lists: 5 };
  const project = await PulumiProject.create(ws, "prof", {
    program: programSource(size, "pulumi-adpublisher"),
    config: { "adpublisher:baseUrl": c.url, "adpublisher:clientId": c.clientId, "adpublisher:audience": c.audience },
    secrets: { "adpublisher:clientSecret": c.clientSecret },
  });
  let t = Date.now();
  (await project.up()).assertSuccess();
  console.error("up", Date.now() - t);
  t = Date.now();
  (await project.preview("--expect-no-changes")).assertSuccess();
  console.error("preview", Date.now() - t);
  console.error("project", project.dir);
  await emulator.close();
}
main();
