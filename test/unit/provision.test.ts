import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { provisionPulumi, sdkVersion } from "../../scripts/toolchain/provision";

/** A folder holding a fake `pulumi` that reports `version`, and optionally the two plugins. */
function fakeInstall(root: string, version: string, withPlugins: boolean): string {
  const dir = join(root, `pulumi-${version}`);
  mkdirSync(dir, { recursive: true });
  const tools = withPlugins ? ["pulumi-language-nodejs", "pulumi-resource-pulumi-nodejs"] : [];
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
    const dir = fakeInstall(root, "3.999.0", true);
    process.env.PATH = `${dir}:/usr/bin:/bin`;
    expect(provisionPulumi({ log: quiet, cacheDir: join(root, "cache"), findGo: () => undefined })).toBe(dir);
  });

  it("passes over an older CLI, or one without the plugins, and explains how to get one when Go is missing too", () => {
    const old = fakeInstall(root, "3.100.0", true);
    const bare = fakeInstall(root, "3.999.0", false);
    for (const dir of [old, bare]) {
      process.env.PATH = `${dir}:/usr/bin:/bin`;
      expect(() => provisionPulumi({ log: quiet, cacheDir: join(root, "cache"), findGo: () => undefined })).toThrow(
        `No Pulumi CLI v${sdkVersion()}+ on PATH and no Go toolchain to build one. Install the Pulumi CLI`,
      );
    }
  });

  it("uses the cached build of the SDK's version and copies the project's plugin scripts beside it", () => {
    process.env.PATH = "/usr/bin:/bin";
    const cached = join(root, "cache", `pulumi-v${sdkVersion()}`, "bin");
    mkdirSync(cached, { recursive: true });
    writeFileSync(join(cached, "pulumi"), `#!/bin/sh\necho v${sdkVersion()}\n`);
    chmodSync(join(cached, "pulumi"), 0o755);
    const dir = provisionPulumi({ log: quiet, cacheDir: join(root, "cache"), findGo: () => { throw new Error("must not build"); } });
    expect(dir).toBe(cached);
    for (const name of ["pulumi-language-nodejs", "pulumi-resource-pulumi-nodejs"]) {
      expect(statSync(join(dir, name)).mode & 0o111).not.toBe(0);
    }
  });
});
