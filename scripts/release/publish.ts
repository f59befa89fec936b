// `npm run --silent publish-release -- <npm|pypi|maven> --dir DIR --url URL`: publishes one
// ecosystem's package out of a release folder (`npm run release -- --out DIR`) to a registry, with
// that ecosystem's own client: `npm publish` of the tarball, `twine upload` of the wheel and sdist,
// `mvn deploy:deploy-file` of the jar, sources jar, javadoc jar and pom with their signatures from
// the folder's Maven tree. The release workflow runs it with the public registries' URLs and its
// secrets; the release tests run it with registries on loopback. Credentials come from the
// environment, as each client takes them: NODE_AUTH_TOKEN (npm), TWINE_USERNAME and TWINE_PASSWORD
// (twine), MAVEN_USERNAME and MAVEN_PASSWORD (Maven); each is optional where the registry takes none.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { mavenDownloads, mustRunMaven } from "../toolchain/maven";
import { provisionPythonTools, TWINE_PACKAGES } from "../toolchain/python-env";
import type { Log } from "../toolchain/provision";
import { MAVEN_TREE } from "./java";
import { packageJsonVersion } from "./version-sites";
import { ROOT } from "./artifacts";

export const TARGETS = ["npm", "pypi", "maven"] as const;
export type Target = (typeof TARGETS)[number];

export interface Publication {
  target: Target;
  /** The release folder. */
  dir: string;
  /** The registry: npm's registry URL, the upload URL of a PyPI index, a Maven repository URL. */
  url: string;
  version: string;
  env: NodeJS.ProcessEnv;
  log: Log;
}

/** A file the release must hold, or an error naming it and the command that makes it. */
function releaseFile(dir: string, ...path: string[]): string {
  const file = join(dir, ...path);
  if (!existsSync(file)) throw new Error(`${file} is missing: is ${dir} the folder of \`npm run release -- --out DIR\` for this version?`);
  return file;
}

function mustRun(command: string, args: readonly string[], options: { cwd?: string; env: NodeJS.ProcessEnv }, log: Log): void {
  log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { ...options, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  if (result.status !== 0) throw new Error(`${command} ${args[0] ?? ""} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  log(`${result.stdout}${result.stderr}`.trim());
}

/** A folder for a client's settings, deleted afterwards: tokens never stay on disk. */
function withSettingsDir<T>(use: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "adpublisher-publish-"));
  try {
    return use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm publish` of the release's tarball; the token, if any, in a user config of its own. */
function publishNpm({ dir, url, version, env, log }: Publication): void {
  const tarball = releaseFile(dir, `pulumi-adpublisher-${version}.tgz`);
  withSettingsDir((settings) => {
    const userconfig = join(settings, "npmrc");
    const registry = new URL(url);
    const token = env.NODE_AUTH_TOKEN ? `//${registry.host}${registry.pathname.replace(/\/?$/, "/")}:_authToken=\${NODE_AUTH_TOKEN}\n` : "";
    writeFileSync(userconfig, token);
    mustRun("npm", ["publish", tarball, "--registry", url, "--access", "public", "--userconfig", userconfig], { env }, log);
  });
}

/** `twine upload` of the wheel and the sdist. */
function publishPypi({ dir, url, version, env, log }: Publication): void {
  const files = [releaseFile(dir, `pulumi_adpublisher-${version}-py3-none-any.whl`), releaseFile(dir, `pulumi_adpublisher-${version}.tar.gz`)];
  const python = provisionPythonTools("twine", TWINE_PACKAGES, log);
  mustRun(python, ["-m", "twine", "upload", "--non-interactive", "--disable-progress-bar", "--repository-url", url, ...files], { env: { TWINE_USERNAME: "__token__", TWINE_PASSWORD: "", ...env } }, log);
}

const xml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * `mvn deploy:deploy-file` of the Java package as the release's Maven tree holds it: the jar with its
 * pom, sources and javadoc, and each one's `.asc` (signed by `npm run release`), so the repository
 * receives exactly the signed files.
 */
function publishMaven({ dir, url, version, env, log }: Publication): void {
  const artifact = "adpublisher";
  const folder = join(dir, MAVEN_TREE, "io", "github", "adpublisher", artifact, version);
  const file = (suffix: string) => releaseFile(folder, `${artifact}-${version}${suffix}`);
  const signed = [
    { file: file(".jar.asc"), type: "jar.asc", classifier: "" },
    { file: file(".pom.asc"), type: "pom.asc", classifier: "" },
    { file: file("-sources.jar.asc"), type: "jar.asc", classifier: "sources" },
    { file: file("-javadoc.jar.asc"), type: "jar.asc", classifier: "javadoc" },
  ];
  withSettingsDir((settings) => {
    const settingsXml = join(settings, "settings.xml");
    const server = env.MAVEN_USERNAME ? `<server><id>release</id><username>${xml(env.MAVEN_USERNAME)}</username><password>${xml(env.MAVEN_PASSWORD ?? "")}</password></server>` : "";
    writeFileSync(settingsXml, `<settings><servers>${server}</servers></settings>\n`);
    mustRunMaven(
      [
        "-q", "--settings", settingsXml, "org.apache.maven.plugins:maven-deploy-plugin:3.1.4:deploy-file",
        "-DrepositoryId=release", `-Durl=${url}`,
        `-Dfile=${file(".jar")}`, `-DpomFile=${file(".pom")}`, `-Dsources=${file("-sources.jar")}`, `-Djavadoc=${file("-javadoc.jar")}`,
        `-Dfiles=${signed.map((s) => s.file).join(",")}`, `-Dtypes=${signed.map((s) => s.type).join(",")}`, `-Dclassifiers=${signed.map((s) => s.classifier).join(",")}`,
      ],
      settings,
      env,
      mavenDownloads(),
    );
  });
}

const PUBLISHERS: Record<Target, (publication: Publication) => void> = { npm: publishNpm, pypi: publishPypi, maven: publishMaven };

export function publish(publication: Publication): void {
  PUBLISHERS[publication.target](publication);
}

function main(): void {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { dir: { type: "string" }, url: { type: "string" } } });
  const [target] = positionals;
  if (!TARGETS.includes(target as Target)) throw new Error(`name what to publish: ${TARGETS.join(", ")} (got ${target ?? "nothing"})`);
  if (!values.dir) throw new Error("--dir DIR is required: the folder `npm run release -- --out DIR` wrote");
  if (!values.url) throw new Error("--url URL is required: the registry to publish to");
  const dir = resolve(values.dir);
  if (!existsSync(dir) || readdirSync(dir).length === 0) throw new Error(`${dir} holds no release`);
  publish({ target: target as Target, dir, url: values.url, version: packageJsonVersion(ROOT), env: process.env, log: (m) => m && process.stderr.write(`${m}\n`) });
}

if (require.main === module) {
  try {
    main();
  } catch (err) {
    process.stderr.write(`publish-release: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
