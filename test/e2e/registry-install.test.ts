// The release published through registry software and installed by name, as users install it: the
// release folder's packages published by `npm run publish-release` (the release workflow's own
// publish command, here with loopback URLs) to Verdaccio (npm publish), pypiserver (twine upload)
// and a Maven repository folder (mvn deploy-file of the signed jar, sources, javadoc and pom), and
// the Go module served from the release's goproxy/ tree. In folders outside the clone, with no path
// into it, each language's project installs the package by name (npm install, pip install, go get, a
// Maven <dependency>) and runs up, a no-op preview and destroy of the block list example against
// the emulator. Python, Go and Java get the plugin as users do: the engine downloads it, in a fresh
// PULUMI_HOME, from the schema's pluginDownloadURL, which PULUMI_PLUGIN_DOWNLOAD_URL_OVERRIDES points
// (that URL only) at the release folder served on loopback as GitHub serves a release's assets.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLUGIN_DOWNLOAD_URL } from "../../scripts/schema/package-info";
import { goEnv, mustRunGo } from "../../scripts/toolchain/go-env";
import { mavenDownloads } from "../../scripts/toolchain/maven";
import { sdkVersion } from "../../scripts/toolchain/provision";
import { requirePython } from "../../scripts/toolchain/python-env";
import { BLOCK_LIST_EXAMPLE, expectBlockListExampleLifecycle } from "../support/block-list-example";
import { PACKAGE_VERSION as V } from "../support/config-repo-scenario";
import { e2eWorkspace, type E2eWorkspace } from "../support/e2e-workspace";
import { EmulatorHarness } from "../support/emulator";
import { type LocalRegistry, startPypiserver, startVerdaccio, type Verdaccio } from "../support/local-registries";
import { PulumiProject } from "../support/pulumi-project";
import { releaseAfterWorkspace } from "../support/release-build";
import { ReleaseServer } from "../support/release-server";

const REPO_ROOT = resolve(__dirname, "../..");
const GO_MODULE = "github.com/adpublisher/pulumi-adpublisher/sdk/go";
const JAVA_PULUMI = "1.17.0";
/** The Go SDK's package path as schema.json names it, which the Pulumi Registry's probe fetches. */
const GO_IMPORT_BASE_PATH = z.object({ language: z.object({ go: z.object({ importBasePath: z.string() }) }) })
  .parse(JSON.parse(readFileSync(join(REPO_ROOT, "schema.json"), "utf8"))).language.go.importBasePath;
/** The plugin archive the engine asks for on this machine. */
const ARCHIVE = `pulumi-resource-adpublisher-v${V}-${({ linux: "linux", darwin: "darwin", win32: "windows" } as Record<string, string>)[process.platform]}-${({ x64: "amd64", arm64: "arm64" } as Record<string, string>)[process.arch]}.tar.gz`;

/** True when `dir` is inside the clone. */
const inClone = (dir: string): boolean => !relative(REPO_ROOT, dir).startsWith("..");

/** pip's installation report (`pip install --report`), the part read here. */
const PipReport = z.object({ install: z.array(z.object({ metadata: z.object({ name: z.string(), version: z.string() }), download_info: z.object({ url: z.string() }) })) });
/** npm's lock file, the part read here. */
const NpmLock = z.object({ packages: z.record(z.string(), z.object({ version: z.string().optional(), integrity: z.string().optional() })) });

function mustRun(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

describe("the release, published to registry software on loopback and installed by name", { timeout: 1_800_000 }, () => {
  let release: string;
  let base: E2eWorkspace;
  let service: EmulatorHarness;
  let npm: Verdaccio;
  let pypi: LocalRegistry;
  let releaseServer: ReleaseServer;
  let scratch: string;
  let mavenRepo: string;
  const projects: PulumiProject[] = [];

  /** The workflow's publish command, as its steps run it, with a loopback URL. */
  function publish(target: string, url: string, env: Record<string, string> = {}): void {
    mustRun("npm", ["run", "--silent", "publish-release", "--", target, "--dir", release, "--url", url], REPO_ROOT, { ...process.env, ...env });
  }

  beforeAll(async () => {
    release = await releaseAfterWorkspace();
    base = await e2eWorkspace();
    scratch = mkdtempSync(join(tmpdir(), "adpublisher-registries-"));
    [npm, pypi, service, releaseServer] = await Promise.all([startVerdaccio(join(scratch, "verdaccio")), startPypiserver(join(scratch, "pypi")), EmulatorHarness.start(), ReleaseServer.start(release)]);
    mavenRepo = join(scratch, "maven-repository");
    publish("npm", npm.url, { NODE_AUTH_TOKEN: npm.token });
    publish("pypi", pypi.url, { TWINE_USERNAME: "publisher", TWINE_PASSWORD: "unused" });
    publish("maven", new URL(`file://${mavenRepo}`).href);
  });
  afterAll(async () => {
    for (const project of projects) project.cleanup();
    await Promise.all([npm?.close(), pypi?.close(), service?.close(), releaseServer?.close()]);
  });

  /** A new folder for one language's project, outside the clone. */
  function folder(name: string): string {
    const dir = mkdtempSync(join(scratch, `${name}-`));
    expect(inClone(dir)).toBe(false);
    return dir;
  }

  async function project(name: string, runtime: "nodejs" | "python" | "go" | "java", dir: string | undefined, workspace: E2eWorkspace = base, env: Record<string, string> = {}): Promise<PulumiProject> {
    // TypeScript programs run their resources themselves; the others need the plugin, which only the engine's download provides.
    const override = { PULUMI_PLUGIN_DOWNLOAD_URL_OVERRIDES: `^${PLUGIN_DOWNLOAD_URL.replace(/[.]/g, "\\.")}=${releaseServer.url}` };
    const created = await PulumiProject.create(workspace, name, {
      runtime, existingDir: dir, pluginFrom: runtime === "nodejs" ? "installed" : "downloaded", env: { ...env, ...(runtime === "nodejs" ? {} : override) }, ...service.stackConfig(),
    });
    projects.push(created);
    return created;
  }

  /** The example's lifecycle in a PULUMI_HOME that had no plugin, which then holds the one the engine downloaded from the release. */
  async function expectPluginDownloaded(stack: PulumiProject): Promise<void> {
    const installed = join(stack.home, "plugins", `resource-adpublisher-v${V}`);
    expect(existsSync(installed)).toBe(false);
    const before = releaseServer.served.length;
    await expectBlockListExampleLifecycle(stack, service);
    expect(existsSync(installed)).toBe(true);
    expect(releaseServer.served.slice(before).map((s) => `${s.method} ${s.path} ${s.status}`)).toContain(`GET /${ARCHIVE} 200`);
  }

  it("npm: npm install pulumi-adpublisher@<v> --registry <Verdaccio> in a new project, which runs the TypeScript example", async () => {
    const root = folder("npm");
    writeFileSync(join(root, "package.json"), JSON.stringify({ name: "registry-npm", private: true }));
    // The Pulumi Registry's npm probe, as its check runs it, in a folder of its own.
    const probe = folder("npm-probe");
    mustRun("npm", ["install", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline", "--registry", npm.url, `pulumi-adpublisher@${V}`], probe);
    expect(existsSync(join(probe, "node_modules", "pulumi-adpublisher", "schema.json"))).toBe(true);
    mustRun("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--registry", npm.url, `pulumi-adpublisher@${V}`, `@pulumi/pulumi@${sdkVersion()}`, "typescript@5", "@types/node@22"], root);
    // The installed package is the release's tarball, as Verdaccio served it (npm records its integrity).
    const lock = NpmLock.parse(JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")));
    const tarball = readFileSync(join(release, `pulumi-adpublisher-${V}.tgz`));
    expect(lock.packages["node_modules/pulumi-adpublisher"]).toEqual({ version: V, integrity: `sha512-${createHash("sha512").update(tarball).digest("base64")}` });
    const p = await project("npm", "nodejs", undefined, { ...base, root });
    p.writeProgram(readFileSync(join(BLOCK_LIST_EXAMPLE, "index.ts"), "utf8"));
    await expectBlockListExampleLifecycle(p, service);
  });

  it("PyPI: pip install pulumi_adpublisher==<v> --extra-index-url <pypiserver> in a new venv, pulumi at the CLI's version from PyPI, which runs the Python example", async () => {
    const dir = folder("python");
    const venv = join(dir, "venv");
    mustRun(requirePython(), ["-m", "venv", venv], dir);
    // The Pulumi Registry's PyPI probe: a wheel of that version exists (no source build). Its
    // dependencies are PyPI's own, so they are not fetched here.
    const wheels = join(dir, "probe");
    mustRun(join(venv, "bin", "pip"), ["download", "--quiet", "--disable-pip-version-check", "--only-binary", ":all:", "--no-deps", "--index-url", `${pypi.url}simple/`, "-d", wheels, `pulumi_adpublisher==${V}`], dir);
    expect(readdirSync(wheels)).toEqual([`pulumi_adpublisher-${V}-py3-none-any.whl`]);
    const reportFile = join(dir, "pip-report.json");
    mustRun(join(venv, "bin", "pip"), ["install", "--quiet", "--disable-pip-version-check", "--report", reportFile, `pulumi_adpublisher==${V}`, `pulumi==${sdkVersion()}`, "--extra-index-url", `${pypi.url}simple/`], dir);
    const installed = PipReport.parse(JSON.parse(readFileSync(reportFile, "utf8"))).install;
    // PyPI's name normalisation: case, and runs of -, _ and . alike.
    const named = (name: string) => installed.find((p) => p.metadata.name.toLowerCase().replace(/[-_.]+/g, "-") === name);
    expect(named("pulumi-adpublisher")?.download_info.url).toBe(`${pypi.url}packages/pulumi_adpublisher-${V}-py3-none-any.whl`);
    expect(named("pulumi")?.metadata.version).toBe(sdkVersion());
    expect(named("pulumi")?.download_info.url).toMatch(/^https:\/\/files\.pythonhosted\.org\//);
    writeFileSync(join(dir, "Pulumi.yaml"), `name: registry-python\nruntime:\n  name: python\n  options:\n    toolchain: pip\n    virtualenv: ${venv}\n`);
    copyFileSync(join(BLOCK_LIST_EXAMPLE, "__main__.py"), join(dir, "__main__.py"));
    await expectPluginDownloaded(await project("registry-python", "python", dir));
  });

  it("Go: go get <module>@v<v> with GOPROXY naming the release's goproxy/ first, which runs the Go example", async () => {
    const dir = folder("go");
    // A module cache of its own, so that no copy of the module from an earlier build answers; the
    // machine's cache serves the other modules as a proxy would, before the public proxy.
    const cache = mkdtempSync(join(scratch, "gomodcache-"));
    const env = {
      GOPROXY: [`file://${join(release, "goproxy")}`, `file://${mustRunGo(["env", "GOMODCACHE"], dir).trim()}/cache/download`, "https://proxy.golang.org"].join(","),
      GOMODCACHE: cache,
      GONOSUMDB: GO_MODULE,
      GOFLAGS: "-mod=mod",
    };
    writeFileSync(join(dir, "Pulumi.yaml"), "name: registry-go\nruntime: go\n");
    writeFileSync(join(dir, "go.mod"), "module adpublisher.local/registry-go\n\ngo 1.25.11\n");
    copyFileSync(join(BLOCK_LIST_EXAMPLE, "main.go"), join(dir, "main.go"));
    // The Pulumi Registry's Go probe: `go get <importBasePath>@<tag>`, the package path schema.json names.
    mustRunGo(["get", `${GO_IMPORT_BASE_PATH}@v${V}`], dir, goEnv(env));
    mustRunGo(["mod", "tidy"], dir, goEnv(env));
    const goMod = readFileSync(join(dir, "go.mod"), "utf8");
    expect(goMod).toContain(`${GO_MODULE} v${V}`);
    expect(goMod).not.toContain("replace");
    await expectPluginDownloaded(await project("registry-go", "go", dir, base, env));
    spawnSync("chmod", ["-R", "u+w", cache]);
  });

  it("Maven: a <dependency> on the Java package resolved from the Maven repository it was deployed to, which runs the Java example", async () => {
    const dir = folder("java");
    // A local repository of its own, so that no copy of sdk/java the machine's repositories hold
    // answers; the machine's downloads serve the other artifacts as a remote would, before Maven Central.
    const local = join(dir, "m2");
    const repository = (id: string, url: string) => `<repository><id>${id}</id><url>${url}</url></repository>`;
    writeFileSync(join(dir, "pom.xml"), readFileSync(join(REPO_ROOT, "examples", "java", "pom.xml"), "utf8")
      .replace(/<!-- sdk\/java:[^>]*-->\n/, "")
      .replace("<dependencies>", `<repositories>${repository("adpublisher", new URL(`file://${mavenRepo}`).href)}${repository("machine", new URL(`file://${mavenDownloads()}`).href)}</repositories>\n  <pluginRepositories><pluginRepository><id>machine</id><url>${new URL(`file://${mavenDownloads()}`).href}</url></pluginRepository></pluginRepositories>\n  <dependencies>`));
    expect(readFileSync(join(dir, "pom.xml"), "utf8")).toContain(`<version>${JAVA_PULUMI}</version>`);
    writeFileSync(join(dir, "Pulumi.yaml"), "name: registry-java\nruntime: java\n");
    const source = join(dir, "src", "main", "java", "adpublisher", "example");
    mkdirSync(source, { recursive: true });
    writeFileSync(join(source, "Main.java"), readFileSync(join(BLOCK_LIST_EXAMPLE, "Main.java"), "utf8").replace("package generated_program;", "package adpublisher.example;"));
    await expectPluginDownloaded(await project("registry-java", "java", dir, base, { MAVEN_OPTS: `-Dmaven.repo.local=${local}` }));
    // The jar the program ran came from the repository it was deployed to.
    const jar = `io/github/adpublisher/adpublisher/${V}/adpublisher-${V}.jar`;
    expect(readFileSync(join(local, jar))).toEqual(readFileSync(join(mavenRepo, jar)));
    expect(readFileSync(join(local, `io/github/adpublisher/adpublisher/${V}/_remote.repositories`), "utf8")).toContain(`adpublisher-${V}.jar>adpublisher=`);
  });
});
