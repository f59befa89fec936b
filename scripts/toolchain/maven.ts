// Maven for the Java SDK and Java programs (decision 0201). Two kinds of local repository in the
// cache, outside the repository and apart from the user's ~/.m2:
// - `maven/`: downloads from Maven Central (com.pulumi:pulumi, Maven's plugins), keyed by their
//   coordinates, shared by every checkout; sdk/java is never installed there.
// - `maven-sdk-java-<hash>/`, keyed by the content of sdk/java: sdk/java installed, beside hard links
//   to the downloads. Maven 3.8 takes one local repository and cannot chain a second behind it, so
//   each checkout's repository holds links to the shared files: seeding one costs a walk of a few
//   thousand links, no copy of the downloads and no Maven run. Two checkouts with different sdk/java
//   each resolve their own build and never reinstall over each other; the same content shares one.
//   The consumer's pom keeps naming sdk/java's own version (examples/java as users copy it).
//   What a Java program resolves beyond sdk/java's build (the exec plugin) lands in the keyed
//   repository only: on a fresh machine, once per content of sdk/java.
// Java programs the tests run through the official host get that repository through MAVEN_OPTS, so
// they resolve nothing anew. Old `maven-sdk-java-<hash>` folders go by the rule of cache-folders.ts.
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { contentHash } from "./content-hash";
import { cacheRoot, keyedFolder, markUsed, pruneKeyed, withLock } from "./cache-folders";
import type { Log } from "./provision";
import { which } from "./which";

export const MAVEN_HINT = "Install a JDK (>= 11) and Maven 3 (Debian: apt-get install default-jdk maven) and put `mvn` on PATH.";
export const JAVA_SDK_DIR = join(__dirname, "..", "..", "sdk", "java");
/** Maven's build output; not part of sdk/java's content. */
export const MAVEN_OUTPUT = new Set(["target"]);
const SDK_REPOSITORY = "maven-sdk-java";

const defaultLog: Log = (m) => process.stderr.write(`${m}\n`);

/** The shared repository of downloads from Maven Central. */
export function mavenDownloads(): string {
  return join(cacheRoot(), "maven");
}

/** The local repository that holds the content of `sdkDir` installed (see installJavaSdk). */
export function mavenRepository(sdkDir: string = JAVA_SDK_DIR): string {
  return keyedFolder(cacheRoot(), SDK_REPOSITORY, contentHash(sdkDir, MAVEN_OUTPUT));
}

/** `base` with MAVEN_OPTS naming `repository` (by default sdk/java's), for mvn and the Java host that runs it. */
export function mavenEnv(base: NodeJS.ProcessEnv = process.env, repository: string = mavenRepository()): NodeJS.ProcessEnv {
  const opts = [base.MAVEN_OPTS ?? "", `-Dmaven.repo.local=${repository}`].filter(Boolean).join(" ");
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

/** `mvn -B args` in `cwd` against `repository` (by default sdk/java's), stdout and stderr together. */
export function runMaven(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env, repository?: string): MavenRun {
  const result = spawnSync(requireMaven(), ["-B", "--no-transfer-progress", ...args], {
    cwd, env: mavenEnv(env, repository), encoding: "utf8", maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? String(result.error) : ""}` };
}

/** Like runMaven, but throws with the output when mvn fails. */
export function mustRunMaven(args: readonly string[], cwd: string, env?: NodeJS.ProcessEnv, repository?: string): string {
  const result = runMaven(args, cwd, env, repository);
  if (result.status !== 0) throw new Error(`mvn ${args.join(" ")} (in ${cwd}) failed (exit ${result.status}):\n${result.output}`);
  return result.output;
}

/** groupId:artifactId:version of the Maven project in `sdkDir` (sdk/java), from its pom.xml. */
export function javaSdkCoordinates(sdkDir: string = JAVA_SDK_DIR): string {
  const pom = readFileSync(join(sdkDir, "pom.xml"), "utf8");
  const field = (name: string) => new RegExp(`^  <${name}>([^<]+)</${name}>`, "m").exec(pom)?.[1];
  const [group, artifact, version] = [field("groupId"), field("artifactId"), field("version")];
  if (!group || !artifact || !version) throw new Error(`${sdkDir}/pom.xml names no groupId, artifactId and version`);
  return `${group}:${artifact}:${version}`;
}

/**
 * Files Maven 3.8 rewrites in place (its resolver writes these through the existing file rather
 * than a new one): copied, so that a write in one repository never reaches the shared one.
 */
const REWRITTEN = /^(_remote\.repositories|resolver-status\.properties|maven-metadata.*\.xml|.*\.lastUpdated)$/;

/**
 * Fills `repository` with hard links to the shared downloads (copies of the files Maven rewrites),
 * leaving out the files it already has and `skip` (sdk/java's own artifact, as older setups
 * installed it there).
 */
function seedFromDownloads(repository: string, skip: string): void {
  const downloads = mavenDownloads();
  if (!existsSync(downloads)) return;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const source = join(dir, entry.name);
      const path = relative(downloads, source);
      if (entry.name.startsWith(".") || path === skip) continue;
      const target = join(repository, path);
      if (entry.isDirectory()) {
        mkdirSync(target, { recursive: true });
        walk(source);
      } else if (entry.isFile() && !existsSync(target)) {
        if (REWRITTEN.test(entry.name)) copyFileSync(source, target);
        else {
          try {
            linkSync(source, target);
          } catch {
            copyFileSync(source, target);
          }
        }
      }
    }
  };
  walk(downloads);
}

/**
 * Makes the repository of `sdkDir`'s content (mavenRepository) unless it is there, and returns
 * sdk/java's coordinates. One Maven run builds a copy (so sdk/java never gains a target/ folder)
 * against the shared downloads, where what the build resolves lands, and installs the jar and
 * sources into a new repository; the downloads are linked in after it, and the repository takes
 * its name only when whole.
 */
export function installJavaSdk(log: Log = defaultLog, sdkDir: string = JAVA_SDK_DIR): string {
  const coordinates = javaSdkCoordinates(sdkDir);
  const [group, artifact, version] = coordinates.split(":") as [string, string, string];
  const repository = mavenRepository(sdkDir);
  // The installed pom, not the folder: a Maven run named the repository before any install makes it empty.
  const installed = () => existsSync(join(repository, ...group.split("."), artifact, version, `${artifact}-${version}.pom`));
  if (installed()) {
    markUsed(repository);
    return coordinates;
  }
  mkdirSync(cacheRoot(), { recursive: true });
  return withLock(`${repository}.lock`, log, () => {
    if (installed()) return coordinates;
    const work = `${repository}.build`;
    const staging = `${repository}.new`;
    rmSync(work, { recursive: true, force: true });
    rmSync(staging, { recursive: true, force: true });
    cpSync(sdkDir, work, { recursive: true, filter: (source) => !source.endsWith("/target") });
    log(`Installing sdk/java (${coordinates}) into ${repository} (once per content of sdk/java)`);
    try {
      const jar = join(work, "target", `${artifact}-${version}`);
      mustRunMaven(["-q", "package", "install:install-file", `-Dfile=${jar}.jar`, `-Dsources=${jar}-sources.jar`, "-DpomFile=pom.xml", `-DlocalRepositoryPath=${staging}`], work, process.env, mavenDownloads());
      seedFromDownloads(staging, join(...group.split("."), artifact));
      rmSync(repository, { recursive: true, force: true });
      renameSync(staging, repository);
    } finally {
      rmSync(work, { recursive: true, force: true });
      rmSync(staging, { recursive: true, force: true });
    }
    pruneKeyed(cacheRoot(), SDK_REPOSITORY);
    return coordinates;
  });
}
