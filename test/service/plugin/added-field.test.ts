// A field is one line: an optional field added to a copy of a definition, and nowhere else, shows
// in the plugin's check, diff, create, read and import, served over gRPC as the engine calls it,
// against the emulator over loopback (schema.json and the reference page:
// test/unit/resources/added-field.test.ts).
//
// Which field. The emulator is an independent reading of the API documents: a field the service
// does not know would be refused by it (and by the client's model, which is the provider's reading
// of the same documents), so create and read could not carry it. The test therefore takes a field
// the service serves and updates, App's optional `testModeDuration`, and starts from a copy of the
// App definition WITHOUT it: the provider as it was before that field existed. It adds the field to
// that copy in one place (`withField`: the input with its rule and description, and the output),
// and serves each copy in a plugin of its own. Every face must show the field for the copy that has
// it and must not show it for the copy that lacks it: a face that keeps a field list of its own
// (a module constant, a hand-written list, the whole live object) fails one of the two.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proto } from "../../../provider/plugin/sdk";
import { secret } from "../../../provider/plugin/values";
import type { AnyResourceDefinition } from "../../../provider/resources/definition";
import { createSharedServices } from "../../../provider/runtime/runtime-context";
import { added, APP, definitionsWith, FIELD, withoutField } from "../../support/added-field-definition";
import { useEmulator } from "../../support/emulator";
import { call, servePlugin, struct, type PluginClient } from "../../support/plugin-grpc";

type Props = Record<string, unknown>;
const URN = `urn:pulumi:test::project::${APP}::spaceRun`;
const INPUTS = { nickname: "Space Run", orientations: ["portrait"], isLive: false, isTestModeOn: true, isDirectedAtKidsUnder13: "NO", platform: "android" };

describe("an optional field added to a copy of a definition, and nowhere else", () => {
  describe("through the plugin's gRPC service, against the emulator", () => {
    const env = useEmulator();
    const plugins: { client: PluginClient; close(): Promise<void> }[] = [];
    let withIt: PluginClient;
    let withoutIt: PluginClient;
    let id: string;
    let state: Props;

    /** A plugin serving the package's definitions with App swapped for `app`, configured for the emulator. */
    async function pluginFor(app: AnyResourceDefinition): Promise<PluginClient> {
      const plugin = await servePlugin(() => undefined, createSharedServices([]), definitionsWith(app));
      plugins.push(plugin);
      const c = env.emu.credentials;
      const args = { baseUrl: c.url, clientId: c.clientId, audience: c.audience, clientSecret: secret(c.clientSecret), version: "1.0.0" };
      await call(plugin.client, "configure", new proto.ConfigureRequest().setArgs(struct(args)).setAcceptsecrets(true));
      return plugin.client;
    }
    const plain = (value: { toJavaScript(): unknown } | undefined) => JSON.parse(JSON.stringify(value?.toJavaScript() ?? {})) as Props;

    async function check(client: PluginClient, news: Props) {
      const req = new proto.CheckRequest().setUrn(URN).setType(APP).setOlds(struct({})).setNews(struct(news));
      const resp = await call<unknown, InstanceType<typeof proto.CheckResponse>>(client, "check", req);
      return { inputs: plain(resp.getInputs()), failures: resp.getFailuresList().map((f) => `${f.getProperty()}: ${f.getReason()}`) };
    }
    async function read(client: PluginClient, properties: Props) {
      const req = new proto.ReadRequest().setId(id).setUrn(URN).setType(APP).setProperties(struct(properties));
      const resp = await call<unknown, InstanceType<typeof proto.ReadResponse>>(client, "read", req);
      return { id: resp.getId(), props: plain(resp.getProperties()), inputs: plain(resp.getInputs()) };
    }
    async function diff(client: PluginClient, olds: Props, news: Props) {
      const req = new proto.DiffRequest().setId(id).setUrn(URN).setType(APP).setOlds(struct(olds)).setNews(struct(news));
      const resp = await call<unknown, InstanceType<typeof proto.DiffResponse>>(client, "diff", req);
      return { changed: resp.getChanges() === proto.DiffResponse.DiffChanges.DIFF_SOME, diffs: resp.getDiffsList() };
    }
    /** What the service holds, read outside the provider. */
    const live = async () => (await env.emu.api("GET", `/v5/apps/${id}`)).body as Props;

    beforeAll(async () => {
      withIt = await pluginFor(added);
      withoutIt = await pluginFor(withoutField);
    });
    afterAll(async () => {
      await Promise.all(plugins.map((p) => p.close()));
    });

    it("check takes it, with its rule, only for the copy that has it", async () => {
      const checked = await check(withIt, { ...INPUTS, [FIELD]: 30 });
      expect(checked.failures).toEqual([]);
      expect(checked.inputs).toMatchObject({ ...INPUTS, [FIELD]: 30 });
      expect((await check(withIt, { ...INPUTS, [FIELD]: 0 })).failures).toEqual([`${FIELD}: must be at least 1 (minutes)`]);
      const before = await check(withoutIt, { ...INPUTS, [FIELD]: 30 });
      expect(before.failures).toHaveLength(1);
      expect(before.failures[0]).toContain(FIELD);
    });

    it("create sends it to the service and keeps it in the outputs", async () => {
      const req = new proto.CreateRequest().setUrn(URN).setType(APP).setProperties(struct({ ...INPUTS, [FIELD]: 30 }));
      const resp = await call<unknown, InstanceType<typeof proto.CreateResponse>>(withIt, "create", req);
      id = resp.getId();
      state = plain(resp.getProperties());
      expect(id).not.toBe("");
      expect(state[FIELD]).toBe(30);
      expect((await live()).test_mode_duration).toBe(30);
    });

    it("read returns it in the outputs and the inputs, and the copy without it returns neither", async () => {
      // A state that no longer matches the service, so that a refresh answers the live inputs.
      const stale = { ...state, nickname: "renamed since", [FIELD]: 15 };
      const refreshed = await read(withIt, stale);
      expect(refreshed.id).toBe(id);
      expect(refreshed.props[FIELD]).toBe(30);
      expect(refreshed.inputs[FIELD]).toBe(30);
      const before = await read(withoutIt, stale);
      expect(before.id).toBe(id);
      expect(before.inputs.nickname).toBe("Space Run");
      expect(Object.keys(before.props)).not.toContain(FIELD);
      expect(Object.keys(before.inputs)).not.toContain(FIELD);
    });

    it("diff names it when it changes, and the copy without it sees no change", async () => {
      const news = { ...INPUTS, [FIELD]: 60 };
      expect(await diff(withIt, state, news)).toEqual({ changed: true, diffs: [FIELD] });
      expect(await diff(withIt, state, { ...INPUTS, [FIELD]: 30 })).toEqual({ changed: false, diffs: [] });
      expect(await diff(withoutIt, state, news)).toEqual({ changed: false, diffs: [] });
    });

    it("an update sends the change to the service", async () => {
      const req = new proto.UpdateRequest().setId(id).setUrn(URN).setType(APP).setOlds(struct(state)).setNews(struct({ ...INPUTS, [FIELD]: 60 }));
      const resp = await call<unknown, InstanceType<typeof proto.UpdateResponse>>(withIt, "update", req);
      state = plain(resp.getProperties());
      expect(state[FIELD]).toBe(60);
      expect((await live()).test_mode_duration).toBe(60);
    });

    it("import (a read with the id alone) brings it in as an input, and the copy without it does not", async () => {
      const imported = await read(withIt, {});
      expect(imported.props[FIELD]).toBe(60);
      expect(imported.inputs).toMatchObject({ ...INPUTS, [FIELD]: 60 });
      const before = await read(withoutIt, {});
      expect(before.inputs).toMatchObject(INPUTS);
      expect(Object.keys(before.inputs)).not.toContain(FIELD);
      expect(Object.keys(before.props)).not.toContain(FIELD);
    });
  });
});
