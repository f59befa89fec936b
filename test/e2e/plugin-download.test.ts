// The engine fetches the plugin itself, as it does for any provider on the Pulumi Registry: in a
// fresh PULUMI_HOME with automatic plugin acquisition on and no `pulumi plugin install`, the YAML,
// Python, Go and Java examples run up, a no-op preview and destroy, the engine having downloaded the
// plugin from the schema's pluginDownloadURL (`github://api.github.com/<owner>`), pointed by
// PULUMI_PLUGIN_DOWNLOAD_URL_OVERRIDES at the release folder served on loopback. The override
// matches that URL only (never `.*`, which would also catch the engine's default source and pass
// an SDK that names no URL), and the plugin in PULUMI_HOME must be, file for file, the release's
// archive for this platform, whose checksum is the one SHA256SUMS lists.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLUGIN_DOWNLOAD_URL } from "../../scripts/schema/package-info";
import { installJavaSdk, mavenOptsEnv } from "../../scripts/toolchain/maven";
import { provisionPythonSdk } from "../../scripts/toolchain/python-env";
import { copyExample, exampleConfig, PACKAGE_VERSION, pointGoAtSdk, projectName, usePythonVenv } from "../support/config-repo-scenario";
import { e2eWorkspace, type E2eWorkspace } from "../support/e2e-workspace";
import { EmulatorHarness } from "../support/emulator";
import { opsFor } from "../support/pulumi-events";
import { PulumiProject } from "../support/pulumi-project";
import { releaseAfterWorkspace } from "../support/release-build";
import { enginePluginArchive, ReleaseServer } from "../support/release-server";
import { scratchDir } from "../support/scratch-dir";

const log = (m: string) => process.stderr.write(`[e2e] ${m}\n`);

const ARCHIVE = enginePluginArchive(PACKAGE_VERSION);

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** Every file below `dir` (relative path -> SHA-256). */
function fileHashes(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else hashes[relative(dir, path)] = sha256(path);
    }
  };
  walk(dir);
  return hashes;
}

/** The one override: the schema's download URL, and nothing else, to the server. */
function overrideFor(server: ReleaseServer): string {
  return `^${PLUGIN_DOWNLOAD_URL.replace(/[.]/g, "\\.")}=${server.url}`;
}

type Language = "yaml" | "python" | "go" | "java";
/** The examples' resources, the same in every language. */
const RESOURCES = ["spaceRun", "mainMenu", "levelEnd", "sensitive", "spaceRunSettings"];

describe("the engine downloads the plugin through pluginDownloadURL, from the release served on loopback", { timeout: 2_400_000 }, () => {
  let workspace: E2eWorkspace;
  let release: string;
  let venv: string;
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    release = await releaseAfterWorkspace();
    workspace = await e2eWorkspace();
    venv = provisionPythonSdk(log).venv;
    installJavaSdk(log);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The example of `language` as a project whose plugin only the engine's download can provide. */
  async function project(language: Language, service: EmulatorHarness, server: ReleaseServer): Promise<PulumiProject> {
    const dir = copyExample(workspace, language);
    if (language === "python") usePythonVenv(dir, venv);
    if (language === "go") pointGoAtSdk(dir);
    const env = { PULUMI_PLUGIN_DOWNLOAD_URL_OVERRIDES: overrideFor(server), ...(language === "java" ? mavenOptsEnv() : {}) };
    // The four run at once: a first `go build` of the Go SDK or `mvn compile` beside the others takes
    // longer than one command's default 5 minutes on a small machine.
    const created = await PulumiProject.create(workspace, language, {
      runtime: language, existingDir: dir, pluginFrom: "downloaded", env, commandTimeoutMs: 15 * 60_000, ...exampleConfig(service, projectName(dir)),
    });
    cleanups.push(() => created.cleanup());
    return created;
  }

  it.concurrent.each<Language>(["yaml", "python", "go", "java"])("%s: up, a no-op preview and destroy, with the release's plugin for this platform in a fresh PULUMI_HOME", async (language) => {
    const [service, server] = await Promise.all([EmulatorHarness.start(), ReleaseServer.start(release)]);
    cleanups.push(() => service.close(), () => server.close());
    const stack = await project(language, service, server);
    const installed = join(stack.home, "plugins", `resource-adpublisher-v${PACKAGE_VERSION}`);
    expect(existsSync(installed)).toBe(false);
    const requests = () => server.served.map((s) => `${s.method} ${s.path} ${s.status}`);

    // The language host reports the package with its version and download URL, so the engine can
    // install the plugin before the program runs: `pulumi plugin install` with no arguments installs
    // what the host reports. pulumi-java's discovery reads only plugin.json resources under com/,
    // and the Java SDK's package is io.github.adpublisher: a Java program gets the plugin when it
    // registers its first resource, whose options carry the same URL.
    if (language !== "java") {
      (await stack.run(["plugin", "install"])).assertSuccess();
      expect(requests()).toEqual([`GET /${ARCHIVE} 200`]);
    }

    const up = (await stack.up()).assertSuccess();
    for (const name of RESOURCES) expect(opsFor(up, name), up.describe(`did not create ${name}`)).toEqual(["create"]);
    const preview = (await stack.preview("--expect-no-changes")).assertSuccess();
    expect(Object.entries(preview.changes).filter(([op, n]) => op !== "same" && n > 0), preview.describe("changed something")).toEqual([]);
    const destroy = (await stack.destroy()).assertSuccess();
    for (const name of RESOURCES) expect(opsFor(destroy, name), destroy.describe(`did not delete ${name}`)).toEqual(["delete"]);

    // The engine asked the server for this platform's archive only, and got the release's bytes.
    expect(requests()).toEqual([`GET /${ARCHIVE} 200`]);
    const listed = readFileSync(join(release, "SHA256SUMS"), "utf8").split("\n").find((line) => line.endsWith(`  ${ARCHIVE}`));
    expect(listed, `SHA256SUMS lists ${ARCHIVE}`).toBeDefined();
    expect(server.served[0]?.sha256).toBe(listed?.split(" ")[0]);
    // What PULUMI_HOME holds is that archive, file for file.
    const unpacked = scratchDir("plugin-download");
    execFileSync("tar", ["-xzf", join(release, ARCHIVE), "-C", unpacked]);
    expect(fileHashes(installed)).toEqual(fileHashes(unpacked));
  });
});
