// `npm run release` as the release workflow runs it (its build step's own command), what it writes,
// and the workflow itself: actionlint passes it and fails a broken copy, and each publish step,
// run as written, says it skipped when its secret is absent and publishes nothing on a dry run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { GOPROXY_TREE } from "../../scripts/release/goproxy";
import { MAVEN_TREE, SIGNING_KEY } from "../../scripts/release/java";
import { actionlint } from "../../scripts/toolchain/actionlint";
import { goEnv, requireGo } from "../../scripts/toolchain/go-env";
import { PACKAGE_VERSION } from "../support/config-repo-scenario";
import { releaseAfterWorkspace, releaseBuildStep, RELEASE_WORKFLOW } from "../support/release-build";
import { scratchDir } from "../support/scratch-dir";

const REPO_ROOT = resolve(__dirname, "../..");
const V = PACKAGE_VERSION;
const GO_MODULE = "github.com/adpublisher/pulumi-adpublisher/sdk/go";

interface Step {
  name?: string;
  run?: string;
  env?: Record<string, string>;
}
const steps = (): Step[] => (parse(readFileSync(RELEASE_WORKFLOW, "utf8")) as { jobs: { release: { steps: Step[] } } }).jobs.release.steps;

/** A step's script as the runner would hand it to bash, with the one expression it may use filled in. */
function script(step: Step): string {
  const text = (step.run ?? "").replace(/\$\{\{\s*steps\.version\.outputs\.version\s*\}\}/g, V);
  if (text.includes("${{")) throw new Error(`${step.name}: an expression the test does not fill in`);
  return text;
}

function runStep(name: string, env: Record<string, string>): { status: number | null; out: string } {
  const step = steps().find((s) => s.name === name);
  if (!step) throw new Error(`no step ${name}`);
  const result = spawnSync("bash", ["-e", "-c", script(step)], { cwd: REPO_ROOT, encoding: "utf8", env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env } });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/** The release's assets: the files at the folder's top level (goproxy/ and maven/ are trees beside them). */
const assets = (dir: string): string[] => readdirSync(dir).filter((name) => statSync(join(dir, name)).isFile());

const tar = (archive: string, ...args: string[]): string => spawnSync("tar", ["-xzOf", archive, ...args], { encoding: "utf8" }).stdout;

describe("npm run release, as the release workflow's build step runs it", { timeout: 900_000 }, () => {
  let dir: string;

  beforeAll(async () => {
    dir = await releaseAfterWorkspace();
  });

  it("is the workflow's build step, and writes every artifact of the version with SHA256SUMS that sha256sum -c accepts", () => {
    expect(releaseBuildStep().run?.trim()).toBe('npm run release -- --out "$RELEASE_DIR"');
    expect(releaseBuildStep().env).toEqual({ RELEASE_DIR: "${{ runner.temp }}/release", MAVEN_GPG_KEY: "${{ secrets.MAVEN_GPG_KEY }}", MAVEN_GPG_PASSPHRASE: "${{ secrets.MAVEN_GPG_PASSPHRASE }}" });
    expect(assets(dir).filter((name) => !name.startsWith("adpublisher-") && name !== SIGNING_KEY).sort()).toEqual([
      "SHA256SUMS",
      `pulumi-adpublisher-${V}.tgz`,
      `pulumi-adpublisher-sdk-dotnet-v${V}.tar.gz`,
      `pulumi-adpublisher-sdk-go-v${V}.tar.gz`,
      ...["darwin-amd64", "darwin-arm64", "linux-amd64", "linux-arm64", "node", "windows-amd64"].map((p) => `pulumi-resource-adpublisher-v${V}-${p}.tar.gz`),
      `pulumi_adpublisher-${V}-py3-none-any.whl`,
      `pulumi_adpublisher-${V}.tar.gz`,
    ].sort());
    // The Java package, from sdk/java's Maven build, in a tree that has the Java SDK: its jar,
    // sources jar, javadoc jar and pom, and the public key of their signatures.
    const java = assets(dir).filter((name) => name.startsWith("adpublisher-") || name === SIGNING_KEY);
    if (existsSync(join(REPO_ROOT, "sdk", "java", "pom.xml"))) {
      expect(java.sort()).toEqual([`adpublisher-${V}-javadoc.jar`, `adpublisher-${V}-sources.jar`, `adpublisher-${V}.jar`, `adpublisher-${V}.pom`, SIGNING_KEY]);
    } else {
      expect(java).toEqual([]);
    }
    const sums = spawnSync("sha256sum", ["-c", "SHA256SUMS"], { cwd: dir, encoding: "utf8" });
    expect(sums.status, sums.stdout + sums.stderr).toBe(0);
    expect(sums.stdout.trim().split("\n")).toHaveLength(assets(dir).length - 1);
  });

  it("puts the one version in every artifact", () => {
    expect(JSON.parse(tar(join(dir, `pulumi-adpublisher-${V}.tgz`), "package/package.json"))).toMatchObject({ name: "pulumi-adpublisher", version: V });
    const wheel = spawnSync("unzip", ["-p", join(dir, `pulumi_adpublisher-${V}-py3-none-any.whl`), `pulumi_adpublisher-${V}.dist-info/METADATA`], { encoding: "utf8" }).stdout;
    expect(wheel).toMatch(new RegExp(`^Version: ${V.replace(/\./g, "\\.")}$`, "m"));
    expect(JSON.parse(tar(join(dir, `pulumi_adpublisher-${V}.tar.gz`), `pulumi_adpublisher-${V}/pulumi_adpublisher/pulumi-plugin.json`))).toMatchObject({ version: V });
    const goMod = tar(join(dir, `pulumi-adpublisher-sdk-go-v${V}.tar.gz`), `pulumi-adpublisher-sdk-go-v${V}/go.mod`);
    expect(goMod).toMatch(/^module github\.com\/adpublisher\/pulumi-adpublisher\/sdk\/go$/m);
    expect(tar(join(dir, `pulumi-adpublisher-sdk-dotnet-v${V}.tar.gz`), `pulumi-adpublisher-sdk-dotnet-v${V}/version.txt`).trim()).toBe(V);
    for (const platform of ["linux-amd64", "node", "windows-amd64"]) {
      expect(JSON.parse(tar(join(dir, `pulumi-resource-adpublisher-v${V}-${platform}.tar.gz`), "package.json"))).toMatchObject({ version: V });
    }
  });

  it("writes goproxy/, from which go mod download takes the module and checks its zip by the module rules", () => {
    const cache = mkdtempSync(join(tmpdir(), "adpublisher-gomodcache-"));
    const download = spawnSync(requireGo(), ["mod", "download", "-json", `${GO_MODULE}@v${V}`], {
      cwd: cache, encoding: "utf8",
      env: goEnv({ GOPROXY: `file://${join(dir, GOPROXY_TREE)}`, GOMODCACHE: cache, GONOSUMDB: GO_MODULE, GOFLAGS: "-mod=mod" }),
    });
    expect(download.status, download.stderr).toBe(0);
    const module = JSON.parse(download.stdout) as { Version: string; Dir: string; Error?: string };
    expect(module.Error).toBeUndefined();
    expect(module.Version).toBe(`v${V}`);
    expect(readFileSync(join(module.Dir, "go.mod"), "utf8")).toBe(readFileSync(join(REPO_ROOT, "sdk", "go", "go.mod"), "utf8"));
    expect(readFileSync(join(dir, GOPROXY_TREE, GO_MODULE, "@v", "list"), "utf8")).toBe(`v${V}\n`);
    spawnSync("chmod", ["-R", "u+w", cache]);
  });

  it("writes maven/ as mvn deploy does: jar, sources, javadoc and pom, each signed by the key beside them and with Maven's checksums", () => {
    const version = join(dir, MAVEN_TREE, "io", "github", "adpublisher", "adpublisher", V);
    const artifacts = [`adpublisher-${V}.jar`, `adpublisher-${V}-sources.jar`, `adpublisher-${V}-javadoc.jar`, `adpublisher-${V}.pom`];
    expect(readdirSync(version).sort()).toEqual(artifacts.flatMap((name) => [name, `${name}.asc`, `${name}.md5`, `${name}.sha1`]).sort());
    const keyring = mkdtempSync(join(tmpdir(), "gpg-"));
    const gpg = (...args: string[]) => spawnSync("gpg", ["--batch", "--homedir", keyring, ...args], { encoding: "utf8" });
    expect(gpg("--import", join(dir, SIGNING_KEY)).status).toBe(0);
    for (const name of artifacts) {
      const verified = gpg("--verify", join(version, `${name}.asc`), join(version, name));
      expect(verified.status, `${name}: ${verified.stderr}`).toBe(0);
      const sha1 = spawnSync("sha1sum", [join(version, name)], { encoding: "utf8" }).stdout.split(" ")[0];
      expect(readFileSync(join(version, `${name}.sha1`), "utf8").trim()).toBe(sha1);
    }
    // A signature does not pass for another file.
    expect(gpg("--verify", join(version, `adpublisher-${V}.pom.asc`), join(version, `adpublisher-${V}.jar`)).status).not.toBe(0);
    spawnSync("gpgconf", ["--homedir", keyring, "--kill", "gpg-agent"]);
    rmSync(keyring, { recursive: true, force: true });
  });

  it("refuses a folder that is not empty, before building anything", () => {
    const full = scratchDir("release-full");
    writeFileSync(join(full, "old.txt"), "");
    const result = spawnSync("npm", ["run", "--silent", "release", "--", "--out", full], { cwd: REPO_ROOT, encoding: "utf8" });
    expect(result.status).not.toBe(0);
    expect(result.stderr.trim()).toBe(`release: ${full} is not empty; name a new or empty folder`);
  });
});

describe("the release workflow", { timeout: 300_000 }, () => {
  it("passes actionlint, and a broken copy does not", () => {
    const lint = spawnSync(actionlint(), ["-no-color", RELEASE_WORKFLOW], { encoding: "utf8" });
    expect(lint.stdout + lint.stderr).toBe("");
    expect(lint.status).toBe(0);
    const broken = join(scratchDir("release-yml"), "release.yml");
    writeFileSync(broken, readFileSync(RELEASE_WORKFLOW, "utf8").replace("steps.version.outputs.version", "steps.versoin.outputs.version"));
    const refused = spawnSync(actionlint(), ["-no-color", broken], { encoding: "utf8" });
    expect(refused.status).not.toBe(0);
    expect(refused.stdout).toContain("versoin");
  });

  it("skips each publish step with a line naming its secret when the secret is absent, and publishes nothing on a dry run", () => {
    const release = scratchDir("release-empty");
    const skipped = {
      "Publish to npm": "npm: skipped, the NPM_TOKEN secret is not set",
      "Publish to PyPI": "PyPI: skipped, the PYPI_API_TOKEN secret is not set",
      "Publish to Maven Central": "Maven: skipped, the MAVEN_USERNAME, MAVEN_PASSWORD and MAVEN_GPG_KEY secrets are not set",
    };
    for (const [name, line] of Object.entries(skipped)) {
      expect(runStep(name, { DRY_RUN: "false", RELEASE_DIR: release })).toEqual({ status: 0, out: `${line}\n` });
      // With a token and dry-run on, it still publishes nothing.
      const dry = runStep(name, { DRY_RUN: "true", RELEASE_DIR: release, NODE_AUTH_TOKEN: "t", TWINE_PASSWORD: "t", MAVEN_USERNAME: "u", MAVEN_PASSWORD: "p", MAVEN_GPG_KEY: "k" });
      expect(dry.status).toBe(0);
      expect(dry.out).toMatch(/^\w+: dry run, not published\n$/);
    }
    expect(runStep("Push the Go SDK's module tag", { DRY_RUN: "true", TAG: `sdk/go/v${V}` })).toEqual({ status: 0, out: `Go: dry run, sdk/go/v${V} not pushed\n` });
    // Every publish step reads its token from a named secret.
    for (const step of steps().filter((s) => s.name?.startsWith("Publish"))) expect(Object.values(step.env ?? {}).join(" ")).toMatch(/\$\{\{ secrets\.[A-Z_]+ \}\}/);
  });
});
