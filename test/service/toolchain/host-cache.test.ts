// The language hosts' cache folders are keyed by the hosts' sources: two checkouts whose host
// sources differ build into two folders and neither overwrites the other's; checkouts with the same
// sources, wherever they are, share one folder and one build.
import { appendFileSync, chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildGoTool, goToolDir, type GoTool } from "../../../scripts/toolchain/go-env";
import { LANGUAGE_HOSTS, LANGUAGE_HOSTS_MODULE, languageHostTools } from "../../../scripts/toolchain/language-hosts";
import { sdkVersion } from "../../../scripts/toolchain/provision";

describe("the language hosts' cache folders", () => {
  let root: string;
  let cache: string;
  /** Checkouts' copies of the hosts' module: `older` has one edited source, `same` none. */
  let current: string;
  let older: string;
  let same: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "host-cache-"));
    cache = join(root, "cache");
    [current, older, same] = ["current", "older", "same"].map((name) => {
      const dir = join(root, name, "language-hosts");
      cpSync(LANGUAGE_HOSTS_MODULE, dir, { recursive: true });
      return dir;
    });
    appendFileSync(join(older, "langhost", "langhost.go"), "\n// an older checkout's host\n");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const tools = (moduleDir: string, cliVersion = sdkVersion()): GoTool[] =>
    languageHostTools(cliVersion, moduleDir).map((tool) => ({ ...tool, cacheDir: cache }));

  it("differ when the sources differ, and are one when they are the same wherever the checkout is", () => {
    for (const i of LANGUAGE_HOSTS.keys()) {
      const dir = goToolDir(tools(current)[i]!);
      expect(dir).toMatch(new RegExp(`/cache/tools/${LANGUAGE_HOSTS[i]}-[0-9a-f]{16}$`));
      expect(goToolDir(tools(older)[i]!)).not.toBe(dir);
      expect(goToolDir(tools(same)[i]!)).toBe(dir);
      expect(goToolDir(tools(LANGUAGE_HOSTS_MODULE)[i]!)).toBe(dir);
      // The CLI's version is linked into the hosts, so it is part of the key too.
      expect(goToolDir(tools(current, "3.1.0")[i]!)).not.toBe(dir);
    }
  });

  it("hold each checkout's build: building the older sources leaves the current build in place, and the same sources build nothing", () => {
    // A fake go that records where it ran and writes that into the -o target.
    const go = join(root, "go");
    const calls = join(root, "go-calls");
    writeFileSync(go, `#!/bin/sh\necho "$PWD" >> ${calls}\nwhile [ "$1" != "-o" ]; do shift; done\necho "built in $PWD" > "$2"\n`);
    chmodSync(go, 0o755);
    const build = (moduleDir: string) => tools(moduleDir).map((tool) => buildGoTool({ ...tool, go: () => go, log: () => undefined }));

    const currentHosts = build(current);
    const olderHosts = build(older);
    const sameHosts = build(same);
    expect(readFileSync(calls, "utf8").trim().split("\n")).toEqual([current, current, older, older]);
    expect(sameHosts).toEqual(currentHosts);
    for (const i of LANGUAGE_HOSTS.keys()) {
      expect(olderHosts[i]).not.toBe(currentHosts[i]);
      expect(readFileSync(currentHosts[i]!, "utf8")).toBe(`built in ${current}\n`);
      expect(readFileSync(olderHosts[i]!, "utf8")).toBe(`built in ${older}\n`);
    }
  });
});
