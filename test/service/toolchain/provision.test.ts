// provisionPulumi: when a Pulumi CLI on PATH is used, when it is passed over, the cached CLI of the
// SDK's version, and the language hosts built into folders keyed by their sources.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { goToolDir } from "../../../scripts/toolchain/go-env";
import { hostTools, provisionPulumi, sdkVersion } from "../../../scripts/toolchain/provision";
import { LANGUAGE_HOSTS } from "../../../scripts/toolchain/language-hosts";
import { YAML_HOST, YAML_HOST_VERSION } from "../../../scripts/toolchain/yaml-host";
import { JAVA_HOST } from "../../../scripts/toolchain/java-host";

const PLUGINS = ["pulumi-language-nodejs", "pulumi-resource-pulumi-nodejs", YAML_HOST, ...LANGUAGE_HOSTS, JAVA_HOST];
const SCRIPTS = ["pulumi-language-nodejs", "pulumi-resource-pulumi-nodejs", "pulumi-language-python-exec", "exit-with-parent.js", "policy-pack-proxy.js"];

/** A folder holding a fake `pulumi` that reports `version`, and the given plugins beside it. */
function fakeInstall(root: string, version: string, plugins: readonly string[]): string {
  const dir = join(root, `pulumi-${version}-${plugins.length}`);
  mkdirSync(dir, { recursive: true });
  for (const name of ["pulumi", ...plugins]) {
    writeFileSync(join(dir, name), `#!/bin/sh\necho v${version}\n`);
    chmodSync(join(dir, name), 0o755);
  }
  return dir;
}

/** The CLI of the SDK's version, as a finished build leaves it in the cache. */
function cachedCli(cache: string): void {
  const bin = join(cache, `pulumi-v${sdkVersion()}`, "bin");
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, "pulumi"), `#!/bin/sh\necho v${sdkVersion()}\n`);
  chmodSync(join(bin, "pulumi"), 0o755);
}

/** A host of this checkout's sources, as a finished build leaves it in the folder of their hash. */
function cachedHost(cache: string, name: string): void {
  const tool = hostTools(sdkVersion()).find((t) => t.name === name)!;
  const dir = goToolDir({ ...tool, cacheDir: cache });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), `cached ${name}\n`);
}

/** A fake go that records its arguments and writes the -o target, as `go build` would. */
function fakeGo(root: string): { go: string; calls: () => string[] } {
  const go = join(root, "go");
  const calls = join(root, "go-calls");
  writeFileSync(go, `#!/bin/sh\necho "$@" >> ${calls}\nwhile [ "$1" != "-o" ]; do shift; done\necho built > "$2"\n`);
  chmodSync(go, 0o755);
  return { go, calls: () => { try { return readFileSync(calls, "utf8").trim().split("\n"); } catch { return []; } } };
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

  it("uses the cached CLI and hosts, and hands out a folder of the CLI, the hosts and the project's plugin scripts", () => {
    process.env.PATH = "/usr/bin:/bin";
    const cache = join(root, "cache");
    cachedCli(cache);
    for (const name of [YAML_HOST, ...LANGUAGE_HOSTS, JAVA_HOST]) cachedHost(cache, name);
    const dir = provisionPulumi({ log: quiet, cacheDir: cache, findGo: () => { throw new Error("must not build"); } });
    expect(dir).toMatch(new RegExp(`/cache/pulumi-v${sdkVersion().replace(/\./g, "\\.")}/toolchain-[0-9a-f]{16}$`));
    for (const name of [YAML_HOST, ...LANGUAGE_HOSTS, JAVA_HOST]) expect(readFileSync(join(dir, name), "utf8")).toBe(`cached ${name}\n`);
    for (const name of SCRIPTS) expect(statSync(join(dir, name)).mode & 0o111).not.toBe(0);
    expect(readdirSync(dir).sort()).toEqual([...new Set(["pulumi", ...PLUGINS, ...SCRIPTS])].sort());
    expect(provisionPulumi({ log: quiet, cacheDir: cache, findGo: () => { throw new Error("must not build"); } })).toBe(dir);
  });

  it("builds each host missing from the folder of its sources' hash, from its own module, then builds nothing more", () => {
    process.env.PATH = "/usr/bin:/bin";
    const cache = join(root, "cache");
    cachedCli(cache);
    cachedHost(cache, JAVA_HOST);
    const { go, calls } = fakeGo(root);
    const dir = provisionPulumi({ log: quiet, cacheDir: cache, findGo: () => go });
    for (const name of [YAML_HOST, ...LANGUAGE_HOSTS]) expect(readFileSync(join(dir, name), "utf8")).toBe("built\n");
    expect(readFileSync(join(dir, JAVA_HOST), "utf8")).toBe(`cached ${JAVA_HOST}\n`);
    const args = calls();
    expect(args).toHaveLength(3);
    expect(args[0]).toContain(`github.com/pulumi/pulumi-yaml/pkg/version.Version=v${YAML_HOST_VERSION}`);
    expect(args[0]).toMatch(/ github\.com\/pulumi\/pulumi-yaml\/cmd\/pulumi-language-yaml$/);
    for (const [i, host] of LANGUAGE_HOSTS.entries()) {
      expect(args[i + 1]).toContain(`sdk/v3/go/common/version.Version=v${sdkVersion()}`);
      expect(args[i + 1]).toMatch(new RegExp(` \\./${host}$`));
    }
    expect(provisionPulumi({ log: quiet, cacheDir: cache, findGo: () => go })).toBe(dir);
    expect(calls()).toHaveLength(3);
  });

  it("builds the official Java host from the pulumi-java module when it is missing", () => {
    process.env.PATH = "/usr/bin:/bin";
    const cache = join(root, "cache");
    cachedCli(cache);
    for (const name of [YAML_HOST, ...LANGUAGE_HOSTS]) cachedHost(cache, name);
    const { go, calls } = fakeGo(root);
    const dir = provisionPulumi({ log: quiet, cacheDir: cache, findGo: () => go });
    expect(readFileSync(join(dir, JAVA_HOST), "utf8")).toBe("built\n");
    expect(calls()).toHaveLength(1);
    expect(calls()[0]).toMatch(/ github\.com\/pulumi\/pulumi-java\/pkg\/cmd\/pulumi-language-java$/);
  });
});
