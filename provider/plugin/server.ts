import type { sendUnaryData, ServerUnaryCall, UntypedServiceImplementation } from "@grpc/grpc-js";
import { packageSchemaJson, packageVersion } from "../package-info";
import { checkConfig, configure, diffConfig } from "./configure";
import { invoke } from "./invoke";
import { check, create, diff, read, remove, update } from "./resources";
import { Empty, grpc, pluginProto, proto, ResourceProviderService } from "./sdk";
import { createSharedServices, type SharedServices } from "../runtime/runtime-context";
import type { AnyResourceDefinition } from "../resources/definition";
import { DEFINITIONS } from "../resources/definitions";
import { registryOf } from "../resources/registry";
import { PluginSession } from "./session";

/**
 * The provider plugin's gRPC service on the SDK's generated protos. Why not @pulumi/pulumi/provider:
 * its server does not hand Configure's variables to the provider, answers Diff without per-property
 * (detailed) diffs, and turns every Struct into plain values, so it can neither receive secrets as
 * secrets nor mark an output (App.signature) secret. Methods not listed here (Construct, Call,
 * Parameterize, Attach, GetMapping, Handshake, List) answer UNIMPLEMENTED, which the engine handles.
 */

/** A promise-returning method as a gRPC unary handler; a failure reaches the engine as its message. */
function unary<Req, Res>(method: (req: Req) => Promise<Res>) {
  return (call: ServerUnaryCall<Req, Res>, callback: sendUnaryData<Res>) => {
    method(call.request).then(
      (response) => callback(null, response),
      (error: unknown) => callback({ code: grpc.status.UNKNOWN, details: error instanceof Error ? error.message : String(error) }),
    );
  };
}

/**
 * `scope`: what the plugin process shares across its sessions' contexts (made where the process
 * starts); `definitions`: the resources it serves (default: the package's).
 */
export function providerService(
  onCancel: () => void, scope: SharedServices = createSharedServices(), definitions: readonly AnyResourceDefinition[] = DEFINITIONS,
): UntypedServiceImplementation {
  const session = new PluginSession(scope, registryOf(definitions));
  /** A method that runs in this server's session. */
  const inSession = <Req, Res>(method: (session: PluginSession, req: Req) => Promise<Res>) => unary((req: Req) => method(session, req));
  return {
    getPluginInfo: unary(async () => new pluginProto.PluginInfo().setVersion(packageVersion())),
    getSchema: unary(async (req: InstanceType<typeof proto.GetSchemaRequest>) => {
      if (req.getVersion() !== 0) throw new Error(`unsupported schema version ${req.getVersion()}`);
      return new proto.GetSchemaResponse().setSchema(packageSchemaJson());
    }),
    checkConfig: unary(checkConfig),
    diffConfig: unary(diffConfig),
    configure: inSession(configure),
    check: inSession(check),
    diff: inSession(diff),
    create: inSession(create),
    read: inSession(read),
    update: inSession(update),
    delete: unary(async (req: InstanceType<typeof proto.DeleteRequest>) => {
      await remove(session, req);
      return new Empty();
    }),
    invoke: inSession(invoke),
    cancel: unary(async () => {
      onCancel();
      return new Empty();
    }),
  };
}

/** Serves on a free loopback port and returns the server with its port. */
export async function serve(
  onCancel: () => void, scope?: SharedServices, definitions?: readonly AnyResourceDefinition[],
): Promise<{ server: InstanceType<typeof grpc.Server>; port: number }> {
  // Schemas and big states exceed gRPC's default 4 MB message limit; the engine itself allows 400 MB.
  const limit = 400 * 1024 * 1024;
  const server = new grpc.Server({ "grpc.max_receive_message_length": limit, "grpc.max_send_message_length": limit });
  server.addService(ResourceProviderService, providerService(onCancel, scope, definitions));
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  return { server, port };
}
