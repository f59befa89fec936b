// `npm run release` as the release workflow runs it (its build step's own command), what it writes,
// and the workflow itself: actionlint passes it and fails a broken copy, and each publish step,
// run as written, says it skipped when its secret is absent and publishes nothing on a dry run.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { actionlint } from "../../scripts/toolchain/actionlint";
import { PACKAGE_VERSION } from "../support/config-repo-scenario";
import { releaseAfterWorkspace, releaseBuildStep, RELEASE_WORKFLOW } from "../support/release-build";
import { scratchDir } from "../support/scratch-dir";

const REPO_ROOT = resolve(__dirname, "../..");
const V = PACKAGE_VERSION;

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

const tar = (archive: string, ...args: string[]): string => spawnSync("tar", ["-xzOf", archive, ...args], { encoding: "utf8" }).stdout;

describe("npm run release, as the release workflow's build step runs it", { timeout: 900_000 }, () => {
  let dir: string;

  beforeAll(async () => {
    dir = await releaseAfterWorkspace();
  });

  it("is the workflow's build step, and writes every artifact of the version with SHA256SUMS that sha256sum -c accepts", () => {
    expect(releaseBuildStep().run?.trim()).toBe('npm run release -- --out "$RELEASE_DIR"');
    expect(releaseBuildStep().env).toEqual({ RELEASE_DIR: "${{ runner.temp }}/release" });
    expect(readdirSync(dir).filter((name) => !name.startsWith("adpublisher-")).sort()).toEqual([
      "SHA256SUMS",
      `pulumi-adpublisher-${V}.tgz`,
      `pulumi-adpublisher-sdk-dotnet-v${V}.tar.gz`,
      `pulumi-adpublisher-sdk-go-v${V}.tar.gz`,
      ...["darwin-amd64", "darwin-arm64", "linux-amd64", "linux-arm64", "node", "windows-amd64"].map((p) => `pulumi-resource-adpublisher-v${V}-${p}.tar.gz`),
      `pulumi_adpublisher-${V}-py3-none-any.whl`,
      `pulumi_adpublisher-${V}.tar.gz`,
    ].sort());
    // The Java package, from sdk/java's Maven build, in a tree that has the Java SDK: its jar and pom,
    // and the sources and javadoc jars its pom may add.
    const java = readdirSync(dir).filter((name) => name.startsWith("adpublisher-"));
    if (existsSync(join(REPO_ROOT, "sdk", "java", "pom.xml"))) {
      expect(java).toEqual(expect.arrayContaining([`adpublisher-${V}.jar`, `adpublisher-${V}.pom`]));
      for (const name of java) expect(name).toMatch(new RegExp(`^adpublisher-${V.replace(/\./g, "\\.")}(-sources|-javadoc)?\\.(jar|pom)$`));
    } else {
      expect(java).toEqual([]);
    }
    const sums = spawnSync("sha256sum", ["-c", "SHA256SUMS"], { cwd: dir, encoding: "utf8" });
    expect(sums.status, sums.stdout + sums.stderr).toBe(0);
    expect(sums.stdout.trim().split("\n")).toHaveLength(readdirSync(dir).length - 1);
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
      "Publish to Maven Central": "Maven: skipped, the MAVEN_USERNAME and MAVEN_PASSWORD secrets are not set",
    };
    for (const [name, line] of Object.entries(skipped)) {
      expect(runStep(name, { DRY_RUN: "false", RELEASE_DIR: release })).toEqual({ status: 0, out: `${line}\n` });
      // With a token and dry-run on, it still publishes nothing.
      const dry = runStep(name, { DRY_RUN: "true", RELEASE_DIR: release, NODE_AUTH_TOKEN: "t", TWINE_PASSWORD: "t", MAVEN_USERNAME: "u", MAVEN_PASSWORD: "p" });
      expect(dry.status).toBe(0);
      expect(dry.out).toMatch(/^\w+: dry run, not published\n$/);
    }
    expect(runStep("Push the Go SDK's module tag", { DRY_RUN: "true", TAG: `sdk/go/v${V}` })).toEqual({ status: 0, out: `Go: dry run, sdk/go/v${V} not pushed\n` });
    // Every publish step reads its token from a named secret.
    for (const step of steps().filter((s) => s.name?.startsWith("Publish"))) expect(Object.values(step.env ?? {}).join(" ")).toMatch(/\$\{\{ secrets\.[A-Z_]+ \}\}/);
  });
});
