// Maven for the Java SDK and Java programs (decision 0201): one local repository in the cache, outside
// the repository and apart from the user's ~/.m2, that holds com.pulumi:pulumi and the plugins from
// Maven Central (resolved once) and sdk/java as `mvn install` puts it there, once per content of
// sdk/java. Java programs the tests run through the official host use the same repository through
// MAVEN_OPTS, so they resolve nothing anew.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentHash } from "./content-hash";
import { cacheRoot, withLock } from "./cache-folders";
import type { Log } from "./provision";
import { which } from "./which";

export const MAVEN_HINT = "Install a JDK (>= 11) and Maven 3 (Debian: apt-get install default-jdk maven) and put `mvn` on PATH.";
export const JAVA_SDK_DIR = join(__dirname, "..", "..", "sdk", "java");
/** Maven's build output; not part of sdk/java's content. */
export const MAVEN_OUTPUT = new Set(["target"]);

const defaultLog: Log = (m) => process.stderr.write(`${m}\n`);

/** The project's local Maven repository. */
export function mavenRepository(): string {
  return join(cacheRoot(), "maven");
}

/** `base` with MAVEN_OPTS naming the project's repository, for mvn and for the Java host that runs it. */
export function mavenEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const opts = [base.MAVEN_OPTS ?? "", `-Dmaven.repo.local=${mavenRepository()}`].filter(Boolean).join(" ");
  return { ...base, MAVEN_OPTS: opts };
}

/** Just MAVEN_OPTS (for a Pulumi project's extra environment: the Java host runs mvn with it). */
export function mavenOptsEnv(): Record<string, string> {
  return { MAVEN_OPTS: mavenEnv({}).MAVEN_OPTS ?? "" };
}

export function requireMaven(): string {
  const mvn = which("mvn");
  if (!mvn) throw new Error(`No Maven found. ${MAVEN_HINT}`);
  return mvn;
}

export interface MavenRun {
  status: number | null;
  output: string;
}

/** `mvn -B args` in `cwd` against the project's repository, stdout and stderr together. */
export function runMaven(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): MavenRun {
  const result = spawnSync(requireMaven(), ["-B", "--no-transfer-progress", ...args], {
    cwd, env: mavenEnv(env), encoding: "utf8", maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? String(result.error) : ""}` };
}

/** Like runMaven, but throws with the output when mvn fails. */
export function mustRunMaven(args: readonly string[], cwd: string, env?: NodeJS.ProcessEnv): string {
  const result = runMaven(args, cwd, env);
  if (result.status !== 0) throw new Error(`mvn ${args.join(" ")} (in ${cwd}) failed (exit ${result.status}):\n${result.output}`);
  return result.output;
}

/** groupId:artifactId:version of sdk/java, from its pom.xml. */
export function javaSdkCoordinates(): string {
  const pom = readFileSync(join(JAVA_SDK_DIR, "pom.xml"), "utf8");
  const field = (name: string) => new RegExp(`^  <${name}>([^<]+)</${name}>`, "m").exec(pom)?.[1];
  const [group, artifact, version] = [field("groupId"), field("artifactId"), field("version")];
  if (!group || !artifact || !version) throw new Error(`${JAVA_SDK_DIR}/pom.xml names no groupId, artifactId and version`);
  return `${group}:${artifact}:${version}`;
}

/**
 * Installs sdk/java into the project's repository unless the content installed last is this one,
 * and returns its coordinates. It builds a copy, so sdk/java never gains a target/ folder.
 * The stamp holds the content's hash, not just its presence: several checkouts share the cache and
 * install the same coordinates.
 */
export function installJavaSdk(log: Log = defaultLog): string {
  const coordinates = javaSdkCoordinates();
  const hash = contentHash(JAVA_SDK_DIR, MAVEN_OUTPUT);
  const stamp = join(mavenRepository(), ".adpublisher-sdk-java");
  const current = () => existsSync(stamp) && readFileSync(stamp, "utf8") === hash;
  if (current()) return coordinates;
  mkdirSync(mavenRepository(), { recursive: true });
  return withLock(`${stamp}.lock`, log, () => {
    if (current()) return coordinates;
    const work = join(cacheRoot(), `java-sdk-build-${hash}`);
    rmSync(work, { recursive: true, force: true });
    cpSync(JAVA_SDK_DIR, work, { recursive: true, filter: (source) => !source.endsWith("/target") });
    log(`Installing sdk/java (${coordinates}) into ${mavenRepository()} (once per change of sdk/java)`);
    try {
      mustRunMaven(["-q", "install"], work);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    writeFileSync(stamp, hash);
    return coordinates;
  });
}
