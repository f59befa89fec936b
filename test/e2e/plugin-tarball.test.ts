// The provider plugin tarball installed with `pulumi plugin install` serves a YAML program with
// nothing of ours on PATH.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, isAbsolute, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { pluginTarball } from "../support/plugin-tarball";
import { PulumiProject } from "../support/pulumi-project";
import { opsFor } from "../support/pulumi-events";

const VERSION = (JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8")) as { version: string }).version;

describe("the plugin tarball, installed with pulumi plugin install, serves a YAML program with nothing of ours on PATH", { timeout: 600_000 }, () => {
  let service: EmulatorHarness;
  let project: PulumiProject;
  let tarball: string;

  useWorkspaceAndService(async (workspace, s) => {
    service = s;
    tarball = await pluginTarball();
    // pluginFrom "installed": PATH is the Pulumi toolchain and /usr/local/bin, /usr/bin, /bin only
    // (here the system's Node is 20, which the package's own bins refuse), no plugins.providers.
    project = await PulumiProject.create(workspace, "tarball", { runtime: "yaml", pluginFrom: "installed", ...service.stackConfig() });
  }, { cleanup: () => project?.cleanup() });

  it("is named for the version and platform, holds no node_modules, and runs up, a no-op preview and destroy", async () => {
    expect(isAbsolute(tarball)).toBe(true);
    expect(basename(tarball)).toBe(`pulumi-resource-adpublisher-v${VERSION}-linux-amd64.tar.gz`);
    const entries = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).trim().split("\n").sort();
    expect(entries).toEqual(["LICENSE.node", "node", "package.json", "plugin.js", "pulumi-resource-adpublisher", "pulumi-resource-adpublisher.cmd", "pulumi-resource-adpublisher.js", "schema.json"]);

    await project.installPlugin(tarball, VERSION);
    expect(existsSync(join(project.home, "plugins", `resource-adpublisher-v${VERSION}`, "pulumi-resource-adpublisher"))).toBe(true);
    const which = await project.run(["plugin", "ls", "--json"]);
    expect(JSON.parse(which.assertSuccess().stdout)).toEqual(expect.arrayContaining([expect.objectContaining({ name: "adpublisher", kind: "resource", version: VERSION })]));

    project.writeProgram(`resources:
  sensitive:
    type: adpublisher:index:BlockList
    properties: { title: From the tarball, elements: [IAB9-9, IAB7-39] }
outputs:
  listId: \${sensitive.id}
`);
    const up = (await project.up()).assertSuccess();
    expect(opsFor(up, "sensitive")).toEqual(["create"]);
    // The engine took the installed plugin: no ambient one was found on PATH to warn about.
    expect(up.stdout).not.toContain("from $PATH");
    const { listId } = await project.outputs();
    expect((await service.api("GET", `/v5/lists/${listId as string}`)).body).toMatchObject({ title: "From the tarball" });
    (await project.preview("--expect-no-changes")).assertSuccess();
    (await project.destroy()).assertSuccess();
    expect((await service.api("GET", `/v5/lists/${listId as string}`)).status).toBe(404);
  });
});
