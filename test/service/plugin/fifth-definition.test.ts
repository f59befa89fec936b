// A fifth definition, added to the list the plugin serves, goes through the plugin's gRPC service
// as the engine calls it: Check, Create (its secret output wrapped), Read, Diff and Delete run its
// handler, with no other edit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve } from "../../../provider/plugin/server";
import { grpc, proto, Struct } from "../../../provider/plugin/sdk";
import { DEFINITIONS } from "../../../provider/resources/definitions";
import { createSharedServices } from "../../../provider/runtime/runtime-context";
import { fakeWidgets } from "../../support/widget-definition";

const { ResourceProviderClient } = require("@pulumi/pulumi/proto/provider_grpc_pb") as typeof import("@pulumi/pulumi/proto/provider_grpc_pb");
type Client = InstanceType<typeof ResourceProviderClient>;

function call<Req, Res>(client: Client, method: string, req: Req): Promise<Res> {
  const fn = (client as unknown as Record<string, (r: Req, cb: (e: Error | null, r: Res) => void) => void>)[method]!.bind(client);
  return new Promise((resolve, reject) => fn(req, (error, response) => (error ? reject(error) : resolve(response))));
}
const struct = (props: Record<string, unknown>) => Struct.fromJavaScript(props as Parameters<typeof Struct.fromJavaScript>[0]);
const WIDGET = "adpublisher:index:Widget";
const URN = `urn:pulumi:test::project::${WIDGET}::blue`;

describe("a fifth definition, through the plugin's gRPC service", () => {
  const { definition, calls } = fakeWidgets();
  let server: { tryShutdown(cb: () => void): void };
  let client: Client;

  beforeAll(async () => {
    const served = await serve(() => undefined, createSharedServices([]), [...DEFINITIONS, definition]);
    server = served.server;
    client = new ResourceProviderClient(`127.0.0.1:${served.port}`, grpc.credentials.createInsecure());
  });
  afterAll(async () => {
    client?.close();
    await new Promise<void>((resolve) => server.tryShutdown(resolve));
  });

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
