// provisionPulumi: when a Pulumi CLI on PATH is used, when it is passed over, and the cached build
// of the SDK's version.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { provisionPulumi, sdkVersion } from "../../../scripts/toolchain/provision";
import { LANGUAGE_HOSTS, languageHostsStamp } from "../../../scripts/toolchain/language-hosts";
import { YAML_HOST_VERSION } from "../../../scripts/toolchain/yaml-host";
import { JAVA_HOST, javaHostStamp } from "../../../scripts/toolchain/java-host";

const PLUGINS = ["pulumi-language-nodejs", "pulumi-resource-pulumi-nodejs", "pulumi-language-yaml", ...LANGUAGE_HOSTS, JAVA_HOST];

/** The stand-in Python and Go hosts of the current sources, as a finished build leaves them. */
function cachedLanguageHosts(binDir: string): void {
  for (const name of LANGUAGE_HOSTS) writeFileSync(join(binDir, name), "");
  writeFileSync(join(binDir, languageHostsStamp()), "");
}

/** The official Java host of the pinned module, as a finished build leaves it. */
function cachedJavaHost(binDir: string): void {
  writeFileSync(join(binDir, JAVA_HOST), "");
  writeFileSync(join(binDir, javaHostStamp()), "");
}

/** A folder holding a fake `pulumi` that reports `version`, and the given plugins beside it. */
function fakeInstall(root: string, version: string, plugins: readonly string[]): string {
  const dir = join(root, `pulumi-${version}-${plugins.length}`);
  mkdirSync(dir, { recursive: true });
  const tools = plugins;
  for (const name of ["pulumi", ...tools]) {
    writeFileSync(join(dir, name), `#!/bin/sh\necho v${version}\n`);
    chmodSync(join(dir, name), 0o755);
  }
  return dir;
}

describe("provisionPulumi", () => {
  let root: string;
  let savedPath: string | undefined;
  const quiet = () => undefined;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "provision-"));
    savedPath = process.env.PATH;
  });
  afterEach(() => {
    process.env.PATH = savedPath;
    rmSync(root, { recursive: true, force: true });
  });

  it("uses a Pulumi CLI on PATH that is recent enough and has its plugins beside it", () => {
    const dir = fakeInstall(root, "3.999.0", PLUGINS);
    process.env.PATH = `${dir}:/usr/bin:/bin`;
    expect(provisionPulumi({ log: quiet, cacheDir: join(root, "cache"), findGo: () => undefined })).toBe(dir);
  });

  it("passes over an older CLI, or one without the plugins, the YAML host or the Python and Go hosts, and explains how to get one when Go is missing too", () => {
    const old = fakeInstall(root, "3.100.0", PLUGINS);
    const bare = fakeInstall(root, "3.999.0", []);
    const noYaml = fakeInstall(root, "3.999.0", PLUGINS.slice(0, 2));
    const noPythonGo = fakeInstall(root, "3.999.0", PLUGINS.slice(0, 3));
    const noJava = fakeInstall(root, "3.999.0", PLUGINS.filter((p) => p !== JAVA_HOST));
    for (const dir of [old, bare, noYaml, noPythonGo, noJava]) {
      process.env.PATH = `${dir}:/usr/bin:/bin`;
      expect(() => provisionPulumi({ log: quiet, cacheDir: join(root, "cache"), findGo: () => undefined })).toThrow(
        `No Pulumi CLI v${sdkVersion()}+ with its language hosts on PATH and no Go toolchain to build them. Install the Pulumi CLI`,
      );
    }
  });

  it("uses the cached build of the SDK's version and copies the project's plugin scripts beside it", () => {
    process.env.PATH = "/usr/bin:/bin";
    const cached = join(root, "cache", `pulumi-v${sdkVersion()}`, "bin");
    mkdirSync(cached, { recursive: true });
    for (const name of ["pulumi", "pulumi-language-yaml"]) {
      writeFileSync(join(cached, name), `#!/bin/sh\necho v${sdkVersion()}\n`);
      chmodSync(join(cached, name), 0o755);
    }
    writeFileSync(join(cached, `.pulumi-language-yaml-v${YAML_HOST_VERSION}`), "");
    cachedLanguageHosts(cached);
    cachedJavaHost(cached);
    const dir = provisionPulumi({ log: quiet, cacheDir: join(root, "cache"), findGo: () => { throw new Error("must not build"); } });
    expect(dir).toBe(cached);
    for (const name of ["pulumi-language-nodejs", "pulumi-resource-pulumi-nodejs", "pulumi-language-python-exec"]) {
      expect(statSync(join(dir, name)).mode & 0o111).not.toBe(0);
    }
  });
});

describe("provisionPulumi with a cached CLI but no YAML host of our version", () => {
  it("builds the YAML host beside the cached CLI (and only it) with the Go toolchain", () => {
    const root = mkdtempSync(join(tmpdir(), "provision-"));
    const savedPath = process.env.PATH;
    try {
      process.env.PATH = "/usr/bin:/bin";
      const cached = join(root, "cache", `pulumi-v${sdkVersion()}`, "bin");
      mkdirSync(cached, { recursive: true });
      writeFileSync(join(cached, "pulumi"), `#!/bin/sh\necho v${sdkVersion()}\n`);
      chmodSync(join(cached, "pulumi"), 0o755);
      cachedLanguageHosts(cached);
      cachedJavaHost(cached);
      // A fake go that records its arguments and writes the -o target, as `go build` would.
      const go = join(root, "go");
      const calls = join(root, "go-calls");
      writeFileSync(go, `#!/bin/sh\necho "$@" >> ${calls}\nwhile [ "$1" != "-o" ]; do shift; done\necho built > "$2"\n`);
      chmodSync(go, 0o755);
      const dir = provisionPulumi({ log: () => undefined, cacheDir: join(root, "cache"), findGo: () => go });
      expect(readFileSync(join(dir, "pulumi-language-yaml"), "utf8")).toBe("built\n");
      const args = readFileSync(calls, "utf8").trim().split("\n");
      expect(args).toHaveLength(1);
      expect(args[0]).toContain(`github.com/pulumi/pulumi-yaml/pkg/version.Version=v${YAML_HOST_VERSION}`);
      expect(args[0]).toMatch(/ github\.com\/pulumi\/pulumi-yaml\/cmd\/pulumi-language-yaml$/);
      // The next call finds it and builds nothing.
      provisionPulumi({ log: () => undefined, cacheDir: join(root, "cache"), findGo: () => go });
      expect(readFileSync(calls, "utf8").trim().split("\n")).toHaveLength(1);
    } finally {
      process.env.PATH = savedPath;
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("provisionPulumi with a cached CLI and YAML host but no Python and Go hosts of the current sources", () => {
  it("builds both stand-in hosts in one go build, stamped with the CLI's version, then builds nothing more", () => {
    const root = mkdtempSync(join(tmpdir(), "provision-"));
    const savedPath = process.env.PATH;
    try {
      process.env.PATH = "/usr/bin:/bin";
      const cached = join(root, "cache", `pulumi-v${sdkVersion()}`, "bin");
      mkdirSync(cached, { recursive: true });
      writeFileSync(join(cached, "pulumi"), `#!/bin/sh\necho v${sdkVersion()}\n`);
      chmodSync(join(cached, "pulumi"), 0o755);
      writeFileSync(join(cached, "pulumi-language-yaml"), "");
      writeFileSync(join(cached, `.pulumi-language-yaml-v${YAML_HOST_VERSION}`), "");
      cachedJavaHost(cached);
      // A fake go that records its arguments and writes one file per ./package into the -o folder.
      const go = join(root, "go");
      const calls = join(root, "go-calls");
      writeFileSync(go, `#!/bin/sh\necho "$@" >> ${calls}\nwhile [ "$1" != "-o" ]; do shift; done\nout=$2; shift 2\nmkdir -p "$out"\nfor p in "$@"; do echo built > "$out/\${p#./}"; done\n`);
      chmodSync(go, 0o755);
      const dir = provisionPulumi({ log: () => undefined, cacheDir: join(root, "cache"), findGo: () => go });
      for (const name of LANGUAGE_HOSTS) expect(readFileSync(join(dir, name), "utf8")).toBe("built\n");
      const args = readFileSync(calls, "utf8").trim().split("\n");
      expect(args).toHaveLength(1);
      expect(args[0]).toContain(`sdk/v3/go/common/version.Version=v${sdkVersion()}`);
      expect(args[0]).toMatch(/ \.\/pulumi-language-python \.\/pulumi-language-go$/);
      provisionPulumi({ log: () => undefined, cacheDir: join(root, "cache"), findGo: () => go });
      expect(readFileSync(calls, "utf8").trim().split("\n")).toHaveLength(1);
    } finally {
      process.env.PATH = savedPath;
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("provisionPulumi with a cached CLI, YAML, Python and Go hosts but no Java host of the pinned module", () => {
  it("builds the official Java host alone, from the pulumi-java module, then builds nothing more", () => {
    const root = mkdtempSync(join(tmpdir(), "provision-"));
    const savedPath = process.env.PATH;
    try {
      process.env.PATH = "/usr/bin:/bin";
      const cached = join(root, "cache", `pulumi-v${sdkVersion()}`, "bin");
      mkdirSync(cached, { recursive: true });
      writeFileSync(join(cached, "pulumi"), `#!/bin/sh\necho v${sdkVersion()}\n`);
      chmodSync(join(cached, "pulumi"), 0o755);
      writeFileSync(join(cached, "pulumi-language-yaml"), "");
      writeFileSync(join(cached, `.pulumi-language-yaml-v${YAML_HOST_VERSION}`), "");
      cachedLanguageHosts(cached);
      const go = join(root, "go");
      const calls = join(root, "go-calls");
      writeFileSync(go, `#!/bin/sh\necho "$@" >> ${calls}\nwhile [ "$1" != "-o" ]; do shift; done\necho built > "$2"\n`);
      chmodSync(go, 0o755);
      const dir = provisionPulumi({ log: () => undefined, cacheDir: join(root, "cache"), findGo: () => go });
      expect(readFileSync(join(dir, JAVA_HOST), "utf8")).toBe("built\n");
      const args = readFileSync(calls, "utf8").trim().split("\n");
      expect(args).toHaveLength(1);
      expect(args[0]).toMatch(/ github\.com\/pulumi\/pulumi-java\/pkg\/cmd\/pulumi-language-java$/);
      provisionPulumi({ log: () => undefined, cacheDir: join(root, "cache"), findGo: () => go });
      expect(readFileSync(calls, "utf8").trim().split("\n")).toHaveLength(1);
    } finally {
      process.env.PATH = savedPath;
      rmSync(root, { recursive: true, force: true });
    }
  });
});
