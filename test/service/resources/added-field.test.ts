// A field is one line: for each of the four kinds, a field added to a copy of its definition, and
// nowhere else, travels through both faces (the dynamic face's provider object, and the plugin's
// gRPC service as the engine calls it) in check, create, read (a refresh), update, adoption,
// import (a read with the id alone) and drift (what `adpublisher drift` compares and words).
//
// The field is one the service does not have, so the service here is an in-memory stand-in that
// keeps any field it is sent (test/support/fake-management.ts); the copy's handler is the
// package's, handed that client in place of the one its face builds. A handler, a face or drift
// that keeps a list of fields of its own (a PATCH list, a module constant, the model's schema
// instead of the definition served) leaves the field out of one of these and fails. The copy
// without the field must not show it: a face that reads the package's definition fails that.
// (The same field in schema.json and on the reference page: test/unit/resources/added-field.test.ts;
// App's `testModeDuration` against the emulator: test/service/plugin/added-field.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comparedFields } from "../../../provider/drift/check";
import { providerObject } from "../../../provider/dynamic/host";
import { proto } from "../../../provider/plugin/sdk";
import { secret } from "../../../provider/plugin/values";
import type { AnyResourceDefinition } from "../../../provider/resources/definition";
import { valueAtPath } from "../../../provider/resources/common/leaves";
import { describeChange } from "../../../provider/review/words";
import { createSharedServices } from "../../../provider/runtime/runtime-context";
import { ADDED, definitionsWith, seedSettings, servedBy, valueFor, withField, type AddedField } from "../../support/added-field-definition";
import { fakeManagement, type FakeManagement } from "../../support/fake-management";
import { call, servePlugin, struct, type PluginClient } from "../../support/plugin-grpc";

type Props = Record<string, unknown>;

/** What a test asks of a face: the engine's calls, on property bags. */
interface Face {
  check(news: Props): Promise<{ inputs: Props; failures: string[] }>;
  diff(id: string, olds: Props, news: Props): Promise<boolean>;
  create(inputs: Props): Promise<{ id: string; outs: Props }>;
  read(id: string, state?: Props): Promise<{ id: string; props: Props; inputs?: Props }>;
  update(id: string, olds: Props, news: Props): Promise<Props>;
}

/** A face's two copies, with and without the field, and how the next run starts (a refresh or an import is a run of its own). */
interface Faces {
  readonly with: Face;
  readonly without: Face;
  newRun(): Promise<void>;
}

/** A failure as the engine shows it: a nested path has no property of its own and names it in the reason. */
const failureText = (property: string, reason: string) => (property ? `${property}: ${reason}` : reason);

const plain = (value: unknown) => JSON.parse(JSON.stringify(value ?? {})) as Props;

/**
 * The dynamic face: the provider objects the host serves for the definitions. The host binds a
 * handler per definition for the process; a copy of each definition is a new binding, as a new
 * run's host process has.
 */
function dynamicFaces(withIt: AnyResourceDefinition, withoutIt: AnyResourceDefinition): Faces {
  let providers = { with: providerObject({ ...withIt }), without: providerObject({ ...withoutIt }) };
  const face = (which: "with" | "without"): Face => ({
    async check(news) {
      const result = await providers[which].check!({}, news);
      return { inputs: plain(result.inputs), failures: (result.failures ?? []).map((f) => failureText(f.property, f.reason)) };
    },
    diff: async (id, olds, news) => (await providers[which].diff!(id, olds, news)).changes === true,
    create: async (inputs) => {
      const { id, outs } = await providers[which].create!(inputs);
      return { id, outs: plain(outs) };
    },
    read: async (id, state) => {
      const result = await providers[which].read!(id, state);
      return { id: result.id ?? "", props: plain(result.props), inputs: result.inputs && plain(result.inputs) };
    },
    update: async (id, olds, news) => plain((await providers[which].update!(id, olds, news)).outs),
  });
  return {
    with: face("with"),
    without: face("without"),
    newRun: async () => {
      providers = { with: providerObject({ ...withIt }), without: providerObject({ ...withoutIt }) };
    },
  };
}

/** The plugin face: its gRPC service, serving `definitions`, called as the engine calls it. */
function pluginFace(client: PluginClient, type: string): Face {
  const urn = `urn:pulumi:test::project::${type}::thing`;
  const values = (v: { toJavaScript(): unknown } | undefined) => plain(v?.toJavaScript());
  return {
    async check(news) {
      const req = new proto.CheckRequest().setUrn(urn).setType(type).setOlds(struct({})).setNews(struct(news));
      const resp = await call<unknown, InstanceType<typeof proto.CheckResponse>>(client, "check", req);
      return { inputs: values(resp.getInputs()), failures: resp.getFailuresList().map((f) => failureText(f.getProperty(), f.getReason())) };
    },
    async diff(id, olds, news) {
      const req = new proto.DiffRequest().setId(id).setUrn(urn).setType(type).setOlds(struct(olds)).setNews(struct(news));
      const resp = await call<unknown, InstanceType<typeof proto.DiffResponse>>(client, "diff", req);
      return resp.getChanges() === proto.DiffResponse.DiffChanges.DIFF_SOME;
    },
    async create(inputs) {
      const req = new proto.CreateRequest().setUrn(urn).setType(type).setProperties(struct(inputs));
      const resp = await call<unknown, InstanceType<typeof proto.CreateResponse>>(client, "create", req);
      return { id: resp.getId(), outs: values(resp.getProperties()) };
    },
    async read(id, state) {
      const req = new proto.ReadRequest().setId(id).setUrn(urn).setType(type).setProperties(struct(state ?? {}));
      const resp = await call<unknown, InstanceType<typeof proto.ReadResponse>>(client, "read", req);
      return { id: resp.getId(), props: values(resp.getProperties()), inputs: resp.hasInputs() ? values(resp.getInputs()) : undefined };
    },
    async update(id, olds, news) {
      const req = new proto.UpdateRequest().setId(id).setUrn(urn).setType(type).setOlds(struct(olds)).setNews(struct(news));
      return values((await call<unknown, InstanceType<typeof proto.UpdateResponse>>(client, "update", req)).getProperties());
    },
  };
}

/** The body of the last call `act` made of the service (none: undefined). */
async function sent<T>(fake: FakeManagement, act: () => Promise<T>): Promise<{ result: T; body: Props | undefined }> {
  const before = fake.calls.length;
  const result = await act();
  return { result, body: fake.calls.slice(before).at(-1)?.body };
}
const at = (props: Props | undefined, path: string) => valueAtPath(props ?? {}, path);

const plugins: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(plugins.map((p) => p.close()));
});

describe.each(["dynamic", "plugin"] as const)("a field added to a copy of a definition, and nowhere else, through the %s face", (faceName) => {
  // One fake service and one face per copy for the whole face: the kinds' objects do not meet.
  const fake = fakeManagement();
  const withIt = ADDED.map((a) => servedBy(withField(a.definition, a.property, a.input, a.output), fake.client));
  const withoutIt = ADDED.map((a) => servedBy(a.definition, fake.client));
  const faces = new Map<string, Faces>();

  beforeAll(async () => {
    const serving = async (definitions: AnyResourceDefinition[]) => {
      const plugin = await servePlugin(() => undefined, createSharedServices([]), definitionsWith(...definitions));
      plugins.push(plugin);
      return plugin.client;
    };
    // Configured as a stack would be; the copies' handlers reach the fake service, not this address.
    // Each configure is a new run: new claims, and each app's ad locations listed anew.
    const configure = (client: PluginClient) => {
      const args = { baseUrl: "http://127.0.0.1:9", clientId: "id", audience: "aud", clientSecret: secret("secret"), version: "1.0.0" };
      return call(client, "configure", new proto.ConfigureRequest().setArgs(struct(args)).setAcceptsecrets(true));
    };
    const pluginWith = faceName === "plugin" ? await serving(withIt) : undefined;
    const pluginWithout = faceName === "plugin" ? await serving(withoutIt) : undefined;
    const newPluginRun = async () => void (await Promise.all([configure(pluginWith!), configure(pluginWithout!)]));
    if (faceName === "plugin") await newPluginRun();
    for (const [i, a] of ADDED.entries()) {
      const type = a.definition.tokens.plugin;
      faces.set(a.definition.name, faceName === "dynamic"
        ? dynamicFaces(withIt[i]!, withoutIt[i]!)
        : { with: pluginFace(pluginWith!, type), without: pluginFace(pluginWithout!, type), newRun: newPluginRun });
    }
    seedSettings(fake, "app-s");
  });

  describe.each(ADDED.map((a) => [a.definition.name, a] as const))("%s", (name, a: AddedField) => {
    const face = () => faces.get(name)!.with;
    const without = () => faces.get(name)!.without;
    const program = (value: number) => ({ ...a.inputs, ...valueFor(a, value) });
    const [first, second, onService] = a.values;
    let id = "";
    let state: Props = {};
    let news: Props = {};

    it("check takes it with its rule, and the copy without it refuses it by name", async () => {
      const checked = await face().check(program(first));
      expect(checked.failures).toEqual([]);
      expect(at(checked.inputs, a.path)).toBe(first);
      expect((await face().check(program(a.refused))).failures).toEqual([`${a.path}: ${a.rule}`]);
      const before = await without().check(program(first));
      expect(before.failures).toHaveLength(1);
      expect(before.failures[0]).toContain(a.property);
      news = checked.inputs;
    });

    it("create sends it and keeps it in the state", async () => {
      const { result: created, body } = await sent(fake, () => face().create(news));
      ({ id, outs: state } = created);
      expect(at(body, a.path)).toBe(first);
      expect(at(state, a.path)).toBe(first);
    });

    it("diff sees it change, and only then", async () => {
      expect(await face().diff(id, state, program(second))).toBe(true);
      expect(await face().diff(id, state, program(first))).toBe(false);
    });

    it("update sends the change and keeps it in the state", async () => {
      const next = (await face().check(program(second))).inputs;
      const { result, body } = await sent(fake, () => face().update(id, state, next));
      [state, news] = [result, next];
      expect(at(body, a.path)).toBe(second);
      expect(at(state, a.path)).toBe(second);
    });

    it("a refresh reads it back, and drift reports its change on the service", async () => {
      fake.outside.change(a.store, id, a.path, onService);
      await faces.get(name)!.newRun();
      const refreshed = await face().read(id, state);
      expect(at(refreshed.props, a.path)).toBe(onService);
      expect(at(refreshed.inputs, a.path)).toBe(onService);
      const definitions = definitionsWith(...withIt);
      const { before, after } = comparedFields(definitions.find((d) => d.name === name)!, { inputs: news, outputs: state }, { inputs: refreshed.inputs, outputs: refreshed.props });
      const lines = describeChange({ op: "update", kind: name, urn: "urn", name: "thing", id, before, after }, definitions);
      expect(lines.join("\n")).toContain(a.path);
      expect(lines.join("\n")).toContain(String(onService));
    });

    it("import (a read with the id alone) takes it as an input, and the copy without it does not", async () => {
      const imported = await face().read(id);
      expect(at(imported.inputs, a.path)).toBe(onService);
      const before = await without().read(id);
      expect(before.id).toBe(id);
      expect(Object.keys(before.inputs ?? {})).not.toContain(a.property);
      expect(Object.keys(before.props)).not.toContain(a.property);
    });

    it("adopting an existing object that differs in it sends the program's value", async () => {
      const existing = a.existing(fake, onService);
      const inputs = (await face().check({ ...a.inputs, ...existing.adoption, ...valueFor(a, first) })).inputs;
      const { result: adopted, body } = await sent(fake, () => face().create(inputs));
      expect(adopted.id).toBe(existing.id);
      expect(at(body, a.path)).toBe(first);
      expect(at(adopted.outs, a.path)).toBe(first);
    });
  });
});

