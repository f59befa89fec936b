// What the Pulumi Registry's community-package check runs on a release, run here on this one: the
// schema at the release commit with `version` equal to the tag and the plugin's download URL,
// docs/_index.md present and clean of what the Registry's doc lint refuses, and the blocking
// `pulumi plugin install resource adpublisher <v> --server <pluginDownloadURL>`, answered by the
// release folder served on loopback in the layout of a GitHub release's assets. The docs generator's
// part is test/service/release/registry-docs.test.ts.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PLUGIN_DOWNLOAD_URL } from "../../scripts/schema/package-info";
import { provisionPulumi } from "../../scripts/toolchain/provision";
import { PACKAGE_VERSION } from "../support/config-repo-scenario";
import { registryDocFindings } from "../support/registry-doc-lint";
import { releaseAfterWorkspace } from "../support/release-build";
import { enginePluginArchive, ReleaseServer } from "../support/release-server";
import { scratchDir } from "../support/scratch-dir";

const ROOT = resolve(__dirname, "../..");
const TAG = `v${PACKAGE_VERSION}`;
const ARCHIVE = enginePluginArchive(PACKAGE_VERSION);
const ReleaseSchema = z.object({ name: z.string(), version: z.string(), pluginDownloadURL: z.string() });
const log = (m: string) => process.stderr.write(`[e2e] ${m}\n`);

describe("the Pulumi Registry's community-package check, on this release", { timeout: 1_500_000 }, () => {
  let release: string;
  beforeAll(async () => {
    release = await releaseAfterWorkspace();
  });

  it("finds the schema at the release commit, its version the tag's and its plugin URL the GitHub releases'", () => {
    const schema = ReleaseSchema.parse(JSON.parse(execFileSync("git", ["show", "HEAD:schema.json"], { cwd: ROOT, encoding: "utf8" })));
    expect(schema.name).toBe("adpublisher");
    expect(`v${schema.version}`).toBe(TAG);
    expect(schema.pluginDownloadURL).toBe(PLUGIN_DOWNLOAD_URL);
  });

  it("finds docs/_index.md, with nothing its doc lint refuses (and the lint refuses a relative image and a .md link)", () => {
    const index = join(ROOT, "docs", "_index.md");
    expect(existsSync(index)).toBe(true);
    expect(registryDocFindings(readFileSync(index, "utf8"))).toEqual([]);
    expect(registryDocFindings("![chart](./chart.png)\nSee [the guide](guide.md).").map((f) => f.rule)).toEqual(["relative-image", "md-suffixed-link"]);
  });

  it("installs the plugin with `pulumi plugin install resource adpublisher <v> --server <pluginDownloadURL>`, the release's archive", async () => {
    const bin = provisionPulumi(log);
    const home = scratchDir("registry-check-home");
    const server = await ReleaseServer.start(release);
    try {
      const env = {
        ...process.env,
        PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`,
        PULUMI_HOME: home,
        PULUMI_SKIP_UPDATE_CHECK: "true",
        // GitHub's release assets, standing in on loopback, for the schema's own URL and nothing else.
        PULUMI_PLUGIN_DOWNLOAD_URL_OVERRIDES: `^${PLUGIN_DOWNLOAD_URL.replace(/[.]/g, "\\.")}=${server.url}`,
      };
      const install = await new Promise<{ status: number | null; output: string }>((done) => {
        // Asynchronously: the release server answers from this process's event loop.
        const child = spawn(join(bin, "pulumi"), ["plugin", "install", "resource", "adpublisher", PACKAGE_VERSION, "--server", PLUGIN_DOWNLOAD_URL], { env });
        let output = "";
        child.stdout.on("data", (c: Buffer) => (output += c.toString()));
        child.stderr.on("data", (c: Buffer) => (output += c.toString()));
        child.on("close", (status) => done({ status, output }));
      });
      expect(install.status, install.output).toBe(0);
      expect(server.served.map((s) => `${s.method} ${s.path} ${s.status}`)).toEqual([`GET /${ARCHIVE} 200`]);
      const listed = readFileSync(join(release, "SHA256SUMS"), "utf8").split("\n").find((line) => line.endsWith(`  ${ARCHIVE}`));
      expect(server.served[0]?.sha256).toBe(listed?.split(" ")[0]);
      expect(createHash("sha256").update(readFileSync(join(release, ARCHIVE))).digest("hex")).toBe(server.served[0]?.sha256);
      const ls = spawnSync(join(bin, "pulumi"), ["plugin", "ls", "--json"], { env, encoding: "utf8" });
      expect(ls.stdout).toContain(`"name": "adpublisher"`);
      expect(ls.stdout).toContain(`"version": "${PACKAGE_VERSION}"`);
    } finally {
      await server.close();
    }
  });
});
