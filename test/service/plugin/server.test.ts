// The provider plugin's gRPC service, called as the engine calls it: version, schema, Configure,
// Check with secrets and unknowns, and the resource calls against the emulator.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmulatorHarness } from "../../support/emulator";
import { resolveSettings } from "../../../provider/config";
import { configSourceOf } from "../../../provider/plugin/configure";
import { packageVersion } from "../../../provider/package-info";
import { serve } from "../../../provider/plugin/server";
import { Empty, grpc, proto } from "../../../provider/plugin/sdk";
import { secret } from "../../../provider/plugin/values";
import { UNKNOWN } from "../../../provider/resources/common/check";
import { call, struct } from "../../support/plugin-grpc";

// The plugin's gRPC service in this process, called through the SDK's own generated client, as the
// engine calls it; resource calls reach a real emulator over loopback.
const { ResourceProviderClient } = require("@pulumi/pulumi/proto/provider_grpc_pb") as typeof import("@pulumi/pulumi/proto/provider_grpc_pb");
type Client = InstanceType<typeof ResourceProviderClient>;
type Props = Record<string, unknown>;

const SIG = "4dabf18193072939515e22adb298388d";
const APP = "adpublisher:index:App";
const APP_INPUTS = { nickname: "Space Run", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" };

const urn = (type: string, name = "x") => `urn:pulumi:test::project::${type}::${name}`;

describe("the provider plugin's gRPC service", () => {
  let server: { tryShutdown(cb: () => void): void };
  let client: Client;
  let emulator: EmulatorHarness;
  let configure: InstanceType<typeof proto.ConfigureRequest>;

  beforeAll(async () => {
    emulator = await EmulatorHarness.start();
    const served = await serve(() => undefined);
    server = served.server;
    client = new ResourceProviderClient(`127.0.0.1:${served.port}`, grpc.credentials.createInsecure());
    const c = emulator.credentials;
    const args = { baseUrl: c.url, clientId: c.clientId, audience: c.audience, clientSecret: secret(c.clientSecret), version: "1.0.0" };
    configure = new proto.ConfigureRequest().setArgs(struct(args)).setAcceptsecrets(true);
    const answer = await call<unknown, InstanceType<typeof proto.ConfigureResponse>>(client, "configure", configure);
    expect(answer.getAcceptsecrets()).toBe(true);
  });
  afterAll(async () => {
    client?.close();
    await new Promise<void>((resolve) => server.tryShutdown(resolve));
    await emulator?.close();
  });

  it("reports the package version and serves schema.json", async () => {
    const info = await call<unknown, { getVersion(): string }>(client, "getPluginInfo", new Empty());
    expect(info.getVersion()).toBe(packageVersion());
    const schema = await call<unknown, { getSchema(): string }>(client, "getSchema", new proto.GetSchemaRequest());
    expect(schema.getSchema()).toBe(readFileSync(join(__dirname, "../../../schema.json"), "utf8"));
  });

  it("takes configuration from Configure, secrets decrypted, as the adpublisher:* keys", () => {
    // The session's runtime context reads this source (the calls below reach the emulator through it).
    expect(resolveSettings(configSourceOf(configure), {})).toMatchObject({ baseUrl: emulator.credentials.url, clientSecret: emulator.credentials.clientSecret });
  });

  it("checks inputs with the model: failures name the property; unknowns wait; secret inputs stay secret", async () => {
    const req = new proto.CheckRequest().setUrn(urn(APP)).setType(APP).setOlds(struct({}))
      .setNews(struct({ ...APP_INPUTS, isDirectedAtKidsUnder13: "MAYBE", nickname: secret("Space Run"), storeAppId: UNKNOWN }));
    const resp = await call<unknown, InstanceType<typeof proto.CheckResponse>>(client, "check", req);
    const failures = resp.getFailuresList().map((f) => [f.getProperty(), f.getReason()]);
    expect(failures).toHaveLength(1);
    expect(failures[0]![0]).toBe("isDirectedAtKidsUnder13");
    // The engine prefixes `property 'isDirectedAtKidsUnder13' value ... has a problem:`: the reason is the rule alone.
    expect(failures[0]![1]).toMatch(/^must be one of /);
    expect((resp.getInputs()!.toJavaScript() as Props).nickname).toMatchObject({ [SIG]: expect.any(String), value: "Space Run" });
  });

  it("answers Diff with replaces and a detailed diff of the changed properties only", async () => {
    const olds = { ...APP_INPUTS, orientations: ["landscape", "portrait"], signature: secret("sig") };
    const news = { ...APP_INPUTS, orientations: ["portrait", "landscape"], nickname: "Renamed", platform: "ios" };
    const req = new proto.DiffRequest().setId("a1").setUrn(urn(APP)).setType(APP).setOlds(struct(olds)).setNews(struct(news));
    const resp = await call<unknown, InstanceType<typeof proto.DiffResponse>>(client, "diff", req);
    expect(resp.getChanges()).toBe(proto.DiffResponse.DiffChanges.DIFF_SOME);
    expect(resp.getReplacesList()).toEqual(["platform"]);
    expect(resp.getDiffsList().sort()).toEqual(["nickname", "platform"]);
    const detailed: Record<string, number> = {};
    resp.getDetaileddiffMap().forEach((diff, path) => (detailed[path] = diff.getKind()));
    expect(detailed).toEqual({ nickname: proto.PropertyDiff.Kind.UPDATE, platform: proto.PropertyDiff.Kind.UPDATE_REPLACE });

    const location = { appId: "a1", name: "Pause", adType: "banner", type: "bidding" };
    const relocate = new proto.DiffRequest().setId("a1/u1").setUrn(urn("adpublisher:index:AdLocation")).setType("adpublisher:index:AdLocation")
      .setOlds(struct(location)).setNews(struct({ ...location, type: "fixed_cpm" }));
    const replaced = await call<unknown, InstanceType<typeof proto.DiffResponse>>(client, "diff", relocate);
    expect(replaced.getDeletebeforereplace()).toBe(true);
  });

  it("creates an App with its signature a secret output, and reads it back with no state (import)", async () => {
    const created = await call<unknown, InstanceType<typeof proto.CreateResponse>>(client, "create",
      new proto.CreateRequest().setUrn(urn(APP)).setType(APP).setProperties(struct({ ...APP_INPUTS, nickname: secret("Space Run") })));
    const outs = created.getProperties()!.toJavaScript() as Props;
    expect(outs.signature).toMatchObject({ [SIG]: expect.any(String), value: expect.any(String) });
    expect(outs.nickname).toMatchObject({ [SIG]: expect.any(String), value: "Space Run" });
    expect(outs.platform).toBe("android");

    const read = await call<unknown, InstanceType<typeof proto.ReadResponse>>(client, "read",
      new proto.ReadRequest().setId(created.getId()).setUrn(urn(APP)).setType(APP));
    expect(read.getId()).toBe(created.getId());
    expect(read.getInputs()!.toJavaScript()).toEqual({ ...APP_INPUTS, defaultOrientation: "portrait" });
    expect((read.getProperties()!.toJavaScript() as Props).signature).toMatchObject({ [SIG]: expect.any(String) });
  });

  it("names an unknown resource type and an unknown function; checks function arguments before any call", async () => {
    const unknownType = call(client, "check", new proto.CheckRequest().setUrn(urn("adpublisher:index:Nope")).setType("adpublisher:index:Nope"));
    await expect(unknownType).rejects.toThrow(/unknown resource type "adpublisher:index:Nope": this provider serves adpublisher:index:App/);
    const unknownFn = call(client, "invoke", new proto.InvokeRequest().setTok("adpublisher:index:getNothing").setArgs(struct({})));
    await expect(unknownFn).rejects.toThrow(/unknown function "adpublisher:index:getNothing": this provider serves .*adpublisher:index:getAppReport/);
    const badArgs = await call<unknown, InstanceType<typeof proto.InvokeResponse>>(client, "invoke",
      new proto.InvokeRequest().setTok("adpublisher:index:getApp").setArgs(struct({ id: 42 })));
    expect(badArgs.getFailuresList().map((f) => f.getProperty())).toEqual(["id"]);
  });

  it("runs a lookup through Invoke", async () => {
    const created = await call<unknown, InstanceType<typeof proto.CreateResponse>>(client, "create",
      new proto.CreateRequest().setUrn(urn(APP)).setType(APP).setProperties(struct({ ...APP_INPUTS, nickname: "Looked Up" })));
    const resp = await call<unknown, InstanceType<typeof proto.InvokeResponse>>(client, "invoke",
      new proto.InvokeRequest().setTok("adpublisher:index:getApp").setArgs(struct({ id: created.getId() })));
    expect(resp.getFailuresList()).toEqual([]);
    expect(resp.getReturn()!.toJavaScript()).toMatchObject({ id: created.getId(), nickname: "Looked Up", platform: "android" });
  });
});

describe("one MonetizationSettings per app in the plugin face", () => {
  let server: { tryShutdown(cb: () => void): void };
  let client: Client;
  const SETTINGS = "adpublisher:index:MonetizationSettings";
  const check = (name: string, appId: string) =>
    call<unknown, InstanceType<typeof proto.CheckResponse>>(client, "check",
      new proto.CheckRequest().setUrn(urn(SETTINGS, name)).setType(SETTINGS).setOlds(struct({}))
        .setNews(struct({ appId, adBlockingSettings: { monetizationAgefilterCheck: true } })));
  const failuresOf = (resp: InstanceType<typeof proto.CheckResponse>) => resp.getFailuresList().map((f) => [f.getProperty(), f.getReason()]);

  beforeAll(async () => {
    const served = await serve(() => undefined);
    server = served.server;
    client = new ResourceProviderClient(`127.0.0.1:${served.port}`, grpc.credentials.createInsecure());
  });
  afterAll(async () => {
    client?.close();
    await new Promise<void>((resolve) => server.tryShutdown(resolve));
  });

  it("refuses a second resource for the same app at Check, naming appId and the other resource", async () => {
    expect(failuresOf(await check("first", "app-7"))).toEqual([]);
    expect(failuresOf(await check("first", "app-7"))).toEqual([]); // the same resource checked again
    expect(failuresOf(await check("other-app", "app-8"))).toEqual([]);
    expect(failuresOf(await check("second", "app-7"))).toEqual([
      ["appId", expect.stringMatching(/^"app-7" is already used by "first" in this program; an app has one settings record/)],
    ]);
  });

  it("leaves an appId still unknown at preview to the Check of up", async () => {
    expect(failuresOf(await check("third", UNKNOWN))).toEqual([]);
    expect(failuresOf(await check("third", "app-7"))[0]?.[0]).toBe("appId");
  });
});
