// The Maven repositories that hold sdk/java installed are keyed by its content: two checkouts whose
// sdk/java differ install into two repositories and neither overwrites the other's; checkouts with
// the same sdk/java, wherever they are, share one install. Each reaches the shared downloads through
// hard links, and gets its own copy of the files Maven rewrites. A fake mvn stands in for the build
// (test/service/sdk/java.test.ts runs the real one).
import { appendFileSync, chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installJavaSdk, JAVA_SDK_DIR, mavenDownloads, mavenRepository } from "../../../scripts/toolchain/maven";

const INSTALLED_POM = "io/github/adpublisher/adpublisher/0.1.0/adpublisher-0.1.0.pom";

describe("the Maven repositories of sdk/java", () => {
  const saved = { cache: process.env.ADPUBLISHER_CACHE_DIR, path: process.env.PATH };
  let root: string;
  let calls: string;
  /** Checkouts' copies of sdk/java: `older` has an edited pom.xml, `same` none. */
  let current: string;
  let older: string;
  let same: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "maven-sdk-cache-"));
    process.env.ADPUBLISHER_CACHE_DIR = join(root, "cache");
    [current, older, same] = ["current", "older", "same"].map((name) => {
      const dir = join(root, name, "java");
      cpSync(JAVA_SDK_DIR, dir, { recursive: true, filter: (source) => !source.endsWith("/target") });
      return dir;
    });
    appendFileSync(join(older, "pom.xml"), "<!-- an older checkout's sdk/java -->\n");
    // A fake mvn that records the repository it resolves in and installs the pom it built.
    const bin = join(root, "bin");
    mkdirSync(bin);
    calls = join(root, "mvn-calls");
    writeFileSync(join(bin, "mvn"), [
      "#!/bin/sh",
      `echo "$MAVEN_OPTS" >> ${calls}`,
      'for a in "$@"; do case "$a" in -DlocalRepositoryPath=*) repo="${a#-DlocalRepositoryPath=}";; esac; done',
      `mkdir -p "$repo/$(dirname ${INSTALLED_POM})" && cp pom.xml "$repo/${INSTALLED_POM}"`,
      "",
    ].join("\n"));
    chmodSync(join(bin, "mvn"), 0o755);
    process.env.PATH = `${bin}:${saved.path ?? ""}`;
    // The shared downloads: an artifact, the file Maven rewrites beside it, and sdk/java as an older
    // Maven setup installed it there, which no keyed repository may take.
    for (const [file, text] of [["com/x/y/1/y-1.jar", "jar"], ["com/x/y/1/_remote.repositories", "y-1.jar>central="], [INSTALLED_POM, "stale"]] as const) {
      mkdirSync(join(mavenDownloads(), file, ".."), { recursive: true });
      writeFileSync(join(mavenDownloads(), file), text);
    }
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    for (const [name, value] of [["ADPUBLISHER_CACHE_DIR", saved.cache], ["PATH", saved.path]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("differ when sdk/java differs, and are one when it is the same wherever the checkout is", () => {
    const repository = mavenRepository(current);
    expect(repository).toMatch(/\/cache\/maven-sdk-java-[0-9a-f]{16}$/);
    expect(mavenRepository(older)).not.toBe(repository);
    expect(mavenRepository(same)).toBe(repository);
    expect(mavenRepository(JAVA_SDK_DIR)).toBe(repository);
  });

  it("hold each checkout's install: installing the older sdk/java leaves the current one in place, and the same content installs nothing", () => {
    const log = () => undefined;
    // A Maven run named the current repository before any install: that folder is no install.
    mkdirSync(join(mavenRepository(current), "com"), { recursive: true });
    for (const sdk of [current, older, same, current]) expect(installJavaSdk(log, sdk)).toBe("io.github.adpublisher:adpublisher:0.1.0");
    // Two builds, both resolving in the shared downloads.
    expect(readFileSync(calls, "utf8")).toBe(`-Dmaven.repo.local=${mavenDownloads()}\n`.repeat(2));
    const [mine, theirs] = [mavenRepository(current), mavenRepository(older)];
    expect(readFileSync(join(mine, INSTALLED_POM), "utf8")).toBe(readFileSync(join(current, "pom.xml"), "utf8"));
    expect(readFileSync(join(theirs, INSTALLED_POM), "utf8")).toBe(readFileSync(join(older, "pom.xml"), "utf8"));
    for (const repository of [mine, theirs]) {
      // Artifacts are the shared files; what Maven rewrites in place is a copy of its own.
      const [shared, linked] = [mavenDownloads(), repository].map((dir) => statSync(join(dir, "com/x/y/1/y-1.jar")).ino);
      expect(linked).toBe(shared);
      const [sharedRecord, ownRecord] = [mavenDownloads(), repository].map((dir) => statSync(join(dir, "com/x/y/1/_remote.repositories")).ino);
      expect(ownRecord).not.toBe(sharedRecord);
      expect(readFileSync(join(repository, "com/x/y/1/_remote.repositories"), "utf8")).toBe("y-1.jar>central=");
    }
    expect(readFileSync(join(mavenDownloads(), INSTALLED_POM), "utf8")).toBe("stale");
  });
});
