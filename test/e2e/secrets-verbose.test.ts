// No credential in any output of the engine, at its most verbose logging and with preview --diff,
// whether the credentials come from secret stack config or the environment, on both faces.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { E2eWorkspace } from "../support/e2e-workspace";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject, type CommandResult } from "../support/pulumi-project";

// Every credential-bearing piece of the provider in one program: resources (bearer token from the
// client secret), mediation v2 (same token), the legacy analytics API and mediation v1 (user signature).
const DAY = { dateMin: "2024-06-03", dateMax: "2024-06-03" };
const PROGRAM = (nickname: string) => `
import { App, AdLocation, BlockList, MonetizationSettings, getCampaignOutput, getMediationOutput } from "pulumi-adpublisher";
const app = new App("app", { nickname: "${nickname}", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" });
new AdLocation("end", { appId: app.id, name: "End", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "default", price: 1 }] });
const list = new BlockList("list", { title: "Quiet", elements: ["IAB7-3"] });
new MonetizationSettings("settings", { appId: app.id, adBlockingSettings: { blockedIabCategoriesV1List: list.id } });
const range = ${JSON.stringify(DAY)};
export const v2 = getMediationOutput({ ...range, dimensions: ["date"], metrics: ["requests"] }).summary;
export const v1 = getMediationOutput({ ...range, version: "v1", dimensions: ["date"], metrics: ["requests"] }).summary;
export const legacy = getCampaignOutput({ ...range, api: "legacy", groupBy: "app", role: "publisher", timeoutSeconds: 120 }).summary;
`;
/** Any token the emulator issues (v5 or v4), whoever asked for it. */
const ISSUED_TOKEN = /emuv[45]_[0-9a-f]{16,}/g;
/**
 * Pulumi's engine, at -v=9, logs every property it marshals over RPC, the plaintext inside a secret
 * included (sdk/go/common/resource/plugin/rpc.go), and it hands dynamic providers the whole stack
 * config. So a stack config secret shows in these lines and in its automatic log (below), nowhere else
 * (docs/configuration.md, "Secrets").
 */
const ENGINE_CONFIGURE_LINE = /Marshaling property for RPC\[Provider\[0x[0-9a-f]+\]\.Configure\(\)\.inputs\]: value=\{/;
/**
 * The engine's automatic log (PULUMI_HOME/logs, every command since CLI 3.259 at the latest, no
 * setting turns it off) records what -v=9 would show, whatever the verbosity. An engine command's log
 * is encrypted with the stack's secrets provider ("PLOG"); others are gzip. Decrypted, it holds a
 * secret stack config: as plain text, or as the base64 of a protobuf value `pulumi logs decrypt`
 * could not decode, whose bytes hold the plain text too. Credentials given as variables never reach it.
 */
const ENCRYPTED_LOG = "PLOG";
const BASE64_RUN = /[A-Za-z0-9+/]{16,}={0,2}/g;
const VERBOSE = ["-v=9", "--logtostderr", "--logflow", "--non-interactive", "--yes", "--skip-preview"];
const SECRET_KEYS = ["clientSecret", "legacyUserSignature", "s2sApiSecret", "s2sToken", "s2sApiToken"] as const;

/** Each line with the bytes of every base64 run in it appended, so that what they encode is read too. */
function withDecodedBase64(text: string): string {
  return text.split("\n").map((line) => [line, ...[...line.matchAll(BASE64_RUN)].map((m) => Buffer.from(m[0], "base64").toString("latin1"))].join(" ")).join("\n");
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesBelow(join(dir, name)) : [join(dir, name)]));
}

describe("secrets under -v=9 --logtostderr --logflow and preview --diff", { timeout: 1_200_000 }, () => {
  let workspace: E2eWorkspace;
  let service: EmulatorHarness;
  let secrets: Record<string, string>;

  useWorkspaceAndService((w, s) => {
    [workspace, service] = [w, s];
    const c = service.emulator.credentials;
    secrets = Object.fromEntries(SECRET_KEYS.map((key) => [key, c[key]]));
  });

  const plainConfig = () => {
    const c = service.emulator.credentials;
    return {
      "adpublisher:baseUrl": c.url, "adpublisher:clientId": c.clientId, "adpublisher:audience": c.audience,
      "adpublisher:legacyAnalyticsUrl": c.url, "adpublisher:legacyUserId": c.legacyUserId,
      "adpublisher:reportingUrl": c.url, "adpublisher:s2sUrl": c.url,
    };
  };

  /**
   * Names what leaked and where, with what preceded it, never the value (the failure message is a
   * log too). Lines that `allowed` matches are passed over.
   */
  function leaks(where: string, text: string, allowed?: RegExp): string[] {
    const found: string[] = [];
    text.split("\n").forEach((line, n) => {
      if (allowed?.test(line)) return;
      const before = (at: number) => JSON.stringify(line.slice(Math.max(0, at - 100), at));
      for (const [key, value] of Object.entries(secrets)) if (line.includes(value)) found.push(`${key} in ${where}, line ${n + 1}, after ${before(line.indexOf(value))}`);
      for (const token of line.matchAll(ISSUED_TOKEN)) found.push(`an issued token in ${where}, line ${n + 1}, after ${before(token.index)}`);
    });
    return found;
  }

  const leaksOf = (result: CommandResult, allowed?: RegExp) => [
    ...leaks(`${result.command}: stdout`, result.stdout),
    ...leaks(`${result.command}: stderr`, result.stderr, allowed),
  ];

  /** preview --diff, then verbose up (twice, with a change), refresh and destroy; returns every leak seen. */
  async function lifecycle(project: PulumiProject, allowed?: RegExp): Promise<string[]> {
    const found: string[] = [];
    const diffLog = join(project.dir, "diff.jsonl");
    const diff = (await project.run(["preview", "--diff", "--non-interactive", "--event-log", diffLog])).assertSuccess();
    found.push(...leaksOf(diff), ...leaks("preview event log", readFileSync(diffLog, "utf8")));

    await service.clearRequests();
    const upLog = join(project.dir, "up.jsonl");
    const up = (await project.run(["up", ...VERBOSE, "--event-log", upLog])).assertSuccess();
    found.push(...leaksOf(up, allowed), ...leaks("up event log", readFileSync(upLog, "utf8")));
    // The test can fail: the run logged verbosely, and asked for a token and used it.
    expect(up.stderr.length).toBeGreaterThan(100_000);
    expect((await service.requests()).map((r) => r.path)).toEqual(expect.arrayContaining(["/v5/oauth/token", "/v5/apps"]));

    project.writeProgram(PROGRAM("Secret Keeper 2").replace("price: 1 }", "price: 2 }"));
    found.push(...leaksOf((await project.run(["up", ...VERBOSE, "--diff"])).assertSuccess(), allowed));
    found.push(...leaksOf((await project.run(["refresh", ...VERBOSE])).assertSuccess(), allowed));
    found.push(...leaks("stack export", await project.exportStack()));
    for (const file of filesBelow(join(project.dir, ".state"))) found.push(...leaks(`state file ${file}`, readFileSync(file, "utf8")));
    found.push(...leaksOf((await project.run(["destroy", ...VERBOSE])).assertSuccess(), allowed));
    // A secret stack config is in the engine's automatic log, as at -v=9; credentials given as variables are not.
    if (!allowed) found.push(...(await automaticLog(project)));
    return found;
  }

  /**
   * Every file of the engine's automatic log, read as its owner would (gzip unpacked, an encrypted
   * one through `pulumi logs decrypt`) and with every base64 run decoded: the leaks found.
   */
  async function automaticLog(project: PulumiProject): Promise<string[]> {
    const found: string[] = [];
    const files = filesBelow(join(project.home, "logs"));
    let decrypted = 0;
    for (const file of files) {
      const bytes = readFileSync(file);
      if (bytes.subarray(0, 4).toString("latin1") === ENCRYPTED_LOG) {
        const text = (await project.run(["logs", "decrypt", file])).assertSuccess().stdout;
        decrypted += text.length;
        found.push(...leaks(`automatic log ${file}, decrypted`, withDecodedBase64(text)));
      } else {
        found.push(...leaks(`automatic log ${file}`, withDecodedBase64((bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString("utf8"))));
      }
    }
    // The test can fail: the engine kept an encrypted log of the runs, and it was read.
    expect(decrypted, files.join(", ")).toBeGreaterThan(10_000);
    return found;
  }

  it("with every credential a secret stack config: nothing anywhere but in the engine's own -v=9 Configure lines (and its automatic log)", async () => {
    const project = await PulumiProject.create(workspace, "secrets", {
      program: PROGRAM("Secret Keeper"),
      config: plainConfig(),
      secrets: Object.fromEntries(Object.entries(secrets).map(([key, value]) => [`adpublisher:${key}`, value])),
    });
    try {
      expect(await lifecycle(project, ENGINE_CONFIGURE_LINE)).toEqual([]);
    } finally {
      project.cleanup();
    }
  });

  it("with the credentials in ADPUBLISHER_* variables: nothing anywhere, -v=9 included", async () => {
    const env = {
      ADPUBLISHER_CLIENT_SECRET: secrets.clientSecret!,
      ADPUBLISHER_LEGACY_USER_SIGNATURE: secrets.legacyUserSignature!,
      ADPUBLISHER_S2S_API_SECRET: secrets.s2sApiSecret!,
      ADPUBLISHER_S2S_TOKEN: secrets.s2sToken!,
      ADPUBLISHER_S2S_API_TOKEN: secrets.s2sApiToken!,
    };
    const project = await PulumiProject.create(workspace, "secrets-env", { program: PROGRAM("Secret Keeper"), config: plainConfig(), env });
    try {
      expect(await lifecycle(project)).toEqual([]);
    } finally {
      project.cleanup();
    }
  });

  it("the plugin face (YAML) with the credentials in ADPUBLISHER_* variables: nothing in the engine's automatic log, encoded or not", async () => {
    const program = `resources:\n  list:\n    type: adpublisher:BlockList\n    properties:\n      title: Quiet\n      elements: ["IAB7-3"]\n`;
    const project = await PulumiProject.create(workspace, "secrets-yaml-env", { runtime: "yaml", program, config: plainConfig(), env: { ADPUBLISHER_CLIENT_SECRET: secrets.clientSecret! } });
    try {
      (await project.up()).assertSuccess();
      (await project.refresh()).assertSuccess();
      (await project.destroy()).assertSuccess();
      expect(await automaticLog(project)).toEqual([]);
    } finally {
      project.cleanup();
    }
  });
});
