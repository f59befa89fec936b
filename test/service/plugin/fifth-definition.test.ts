// A fifth definition, added to the list the plugin serves, goes through the plugin's gRPC service
// as the engine calls it: Check, Create (its secret output wrapped), Read, Diff and Delete run its
// handler, with no other edit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proto } from "../../../provider/plugin/sdk";
import { DEFINITIONS } from "../../../provider/resources/definitions";
import { createSharedServices } from "../../../provider/runtime/runtime-context";
import { call, servePlugin, struct, type PluginClient } from "../../support/plugin-grpc";
import { fakeWidgets } from "../../support/widget-definition";
const WIDGET = "adpublisher:index:Widget";
const URN = `urn:pulumi:test::project::${WIDGET}::blue`;

describe("a fifth definition, through the plugin's gRPC service", () => {
  const { definition, calls } = fakeWidgets();
  let plugin: { client: PluginClient; close(): Promise<void> };
  let client: PluginClient;

  beforeAll(async () => {
    plugin = await servePlugin(() => undefined, createSharedServices([]), [...DEFINITIONS, definition]);
    client = plugin.client;
  });
  afterAll(() => plugin?.close());

  it("checks, creates with its secret output wrapped, reads, diffs and deletes through its handler", async () => {
    const inputs = struct({ title: "Red Widget", size: 2 });
    const checked = await call<unknown, InstanceType<typeof proto.CheckResponse>>(client, "check", new proto.CheckRequest().setUrn(URN).setType(WIDGET).setNews(inputs).setOlds(struct({})));
    expect(checked.getFailuresList()).toEqual([]);
    const created = await call<unknown, InstanceType<typeof proto.CreateResponse>>(client, "create", new proto.CreateRequest().setUrn(URN).setType(WIDGET).setProperties(inputs));
    expect(created.getId()).toBe("w-2");
    const outs = created.getProperties()!.toJavaScript() as Record<string, unknown>;
    expect(outs.title).toBe("Red Widget");
    expect(outs.token).toMatchObject({ value: "s3cret" }); // wrapped as a secret
    const read = await call<unknown, InstanceType<typeof proto.ReadResponse>>(client, "read", new proto.ReadRequest().setId("w-2").setUrn(URN).setType(WIDGET).setProperties(created.getProperties()!));
    expect(read.getId()).toBe("w-2");
    const diff = await call<unknown, InstanceType<typeof proto.DiffResponse>>(client, "diff", new proto.DiffRequest().setId("w-2").setUrn(URN).setType(WIDGET).setOlds(created.getProperties()!).setNews(inputs));
    expect(diff.getChanges()).toBe(proto.DiffResponse.DiffChanges.DIFF_NONE);
    await call(client, "delete", new proto.DeleteRequest().setId("w-2").setUrn(URN).setType(WIDGET).setProperties(created.getProperties()!));
    expect(calls).toEqual(["read w-2", "delete w-2"]);
  });
});
