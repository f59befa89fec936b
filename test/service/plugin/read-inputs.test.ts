// A refresh's Read answers the live inputs only where one of them is not what the state recorded:
// the engine keeps its stored inputs when an answer has none (pkg/v3 RefreshStep), so the answer
// that leaves them out records the same state with fewer properties on the wire, and the service's
// defaults (an app's defaultOrientation, which the program does not set) are not taken in as inputs.
// The rule is the shared engine handler's (both faces); here the plugin is served over gRPC as the
// engine calls it, against the emulator over loopback. The config-repo lifecycle holds, through the
// real engine in every language, that a refresh keeps the stored inputs and drift still shows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proto } from "../../../provider/plugin/sdk";
import { secret } from "../../../provider/plugin/values";
import { createSharedServices } from "../../../provider/runtime/runtime-context";
import { useEmulator } from "../../support/emulator";
import { call, servePlugin, struct, type PluginClient } from "../../support/plugin-grpc";

type Props = Record<string, unknown>;
const APP = "adpublisher:index:App";
const URN = `urn:pulumi:test::project::${APP}::spaceRun`;
const INPUTS = { nickname: "Space Run", orientations: ["portrait"], isLive: false, isTestModeOn: true, isDirectedAtKidsUnder13: "NO", platform: "android" };

describe("a refresh's read answers the live inputs only where they changed", () => {
  const env = useEmulator();
  let plugin: { client: PluginClient; close(): Promise<void> };
  let id: string;
  let state: Props;
  let stored: Props;

  const plain = (value: { toJavaScript(): unknown } | undefined) => JSON.parse(JSON.stringify(value?.toJavaScript() ?? {})) as Props;

  async function read(properties: Props, inputs?: Props) {
    const req = new proto.ReadRequest().setId(id).setUrn(URN).setType(APP).setProperties(struct(properties));
    if (inputs) req.setInputs(struct(inputs));
    const resp = await call<unknown, InstanceType<typeof proto.ReadResponse>>(plugin.client, "read", req);
    return { id: resp.getId(), props: plain(resp.getProperties()), hasInputs: resp.hasInputs(), inputs: plain(resp.getInputs()) };
  }

  beforeAll(async () => {
    plugin = await servePlugin(() => undefined, createSharedServices([]));
    const c = env.emu.credentials;
    const args = { baseUrl: c.url, clientId: c.clientId, audience: c.audience, clientSecret: secret(c.clientSecret), version: "1.0.0" };
    await call(plugin.client, "configure", new proto.ConfigureRequest().setArgs(struct(args)).setAcceptsecrets(true));
    const checked = await call<unknown, InstanceType<typeof proto.CheckResponse>>(
      plugin.client,
      "check",
      new proto.CheckRequest().setUrn(URN).setType(APP).setOlds(struct({})).setNews(struct(INPUTS)),
    );
    stored = plain(checked.getInputs());
    const created = await call<unknown, InstanceType<typeof proto.CreateResponse>>(
      plugin.client,
      "create",
      new proto.CreateRequest().setUrn(URN).setType(APP).setProperties(checked.getInputs()),
    );
    id = created.getId();
    state = plain(created.getProperties());
  });
  afterAll(async () => {
    await plugin?.close();
  });

  it("leaves them out where nothing drifted, the service's defaults included: the engine keeps the inputs check stored", async () => {
    expect(Object.keys(stored)).not.toContain("defaultOrientation");
    const refreshed = await read(state, stored);
    expect(refreshed.id).toBe(id);
    expect(refreshed.props).toMatchObject({ nickname: "Space Run", defaultOrientation: "portrait" });
    expect(refreshed.hasInputs).toBe(false);
  });

  it("answers them, with the live value, where the service's object drifted", async () => {
    const edited = await env.emu.api("PATCH", `/v5/apps/${id}`, { body: { nickname: "edited in the dashboard" } });
    expect(edited.status).toBe(200);
    const refreshed = await read(state, stored);
    expect(refreshed.hasInputs).toBe(true);
    expect(refreshed.inputs).toMatchObject({ ...INPUTS, nickname: "edited in the dashboard" });
    expect(refreshed.props.nickname).toBe("edited in the dashboard");
  });

  it("answers them where the state recorded a value the service no longer holds", async () => {
    const refreshed = await read({ ...state, isLive: true }, stored);
    expect(refreshed.hasInputs).toBe(true);
    expect(refreshed.inputs.isLive).toBe(false);
  });

  it("answers them for an import, which sends no state and no inputs", async () => {
    const imported = await read({});
    expect(imported.hasInputs).toBe(true);
    expect(imported.inputs).toMatchObject({ ...INPUTS, nickname: "edited in the dashboard" });
  });
});
