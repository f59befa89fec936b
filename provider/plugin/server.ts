/**
 * The provider plugin's gRPC service on the SDK's generated protos. Why not @pulumi/pulumi/provider:
 * its server does not hand Configure's variables to the provider, answers Diff without per-property
 * (detailed) diffs, and turns every Struct into plain values, so it can neither receive secrets as
 * secrets nor mark an output (App.signature) secret. Methods not listed here (Construct, Call,
 * Parameterize, Attach, GetMapping, Handshake, List) answer UNIMPLEMENTED, which the engine handles.
 */
import type { sendUnaryData, ServerUnaryCall, ServiceDefinition, UntypedServiceImplementation } from "@grpc/grpc-js";
import { packageSchemaJson, packageVersion } from "../package-info";
import type { SharedServices } from "../runtime/runtime-context";
import { Empty, grpc, pluginProto, proto, ResourceProviderService } from "./sdk";
import type { AnyResourceDefinition } from "../resources/definition";
import type * as Serving from "./serving";
import type { PluginSession } from "./session";
import { flushCompiledModules } from "../compile-cache";
import { decodeResourceRequest, RESOURCE_METHODS, type ResourceRequest } from "./resource-requests";
import { encodeResourceResponse } from "./resource-responses";

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
 * The serving modules, loaded at the first call that needs them rather than at start: the engine
 * also starts the plugin only to read its schema (the YAML language host does, once per run, before
 * the program runs), and that process answers GetPluginInfo and GetSchema without loading the
 * definitions, their zod schemas or the client, which were most of its start.
 */
function lazily(): () => Promise<typeof Serving> {
  let loaded: Promise<typeof Serving> | undefined;
  return () => (loaded ??= import("./serving.js").then((serving) => (flushCompiledModules(), serving)));
}

/**
 * `scope`: what the plugin process shares across its sessions' contexts (by default the process's
 * own, made with the session at the first call that needs one: one server per plugin process);
 * `definitions`: the resources it serves (default: the package's).
 */
export function providerService(onCancel: () => void, scope?: SharedServices, definitions?: readonly AnyResourceDefinition[]): UntypedServiceImplementation {
  const serving = lazily();
  let current: PluginSession | undefined;
  const session = (s: typeof Serving) => (current ??= new s.PluginSession(scope ?? s.createProcessScope(), s.registryOf(definitions ?? s.DEFINITIONS)));
  /** A serving method that runs in this server's session. */
  const inSession = <Req, Res>(method: (s: typeof Serving) => (session: PluginSession, req: Req) => Promise<Res>) =>
    unary(async (req: Req) => {
      const s = await serving();
      return method(s)(session(s), req);
    });
  return {
    getPluginInfo: unary(async () => new pluginProto.PluginInfo().setVersion(packageVersion())),
    getSchema: unary(async (req: InstanceType<typeof proto.GetSchemaRequest>) => {
      if (req.getVersion() !== 0) throw new Error(`unsupported schema version ${req.getVersion()}`);
      return new proto.GetSchemaResponse().setSchema(packageSchemaJson());
    }),
    checkConfig: unary(async (req: Parameters<typeof Serving.checkConfig>[0]) => (await serving()).checkConfig(req)),
    diffConfig: unary(async (req: Parameters<typeof Serving.diffConfig>[0]) => (await serving()).diffConfig(req)),
    configure: inSession((s) => s.configure),
    check: inSession((s) => s.check),
    diff: inSession((s) => s.diff),
    create: inSession((s) => s.create),
    read: inSession((s) => s.read),
    update: inSession((s) => s.update),
    delete: unary(async (req: ResourceRequest) => {
      const s = await serving();
      await s.remove(session(s), req);
      return new Empty();
    }),
    invoke: inSession((s) => s.invoke),
    cancel: unary(async () => {
      onCancel();
      return new Empty();
    }),
  };
}

/**
 * The SDK's service definition, with the resource methods' requests read from their bytes into
 * plain values (resource-requests.ts) and their answers written from plain values to bytes
 * (resource-responses.ts) instead of through the generated messages; Delete's empty answer, and
 * every other method, stay the SDK's.
 */
function serviceDefinition(): ServiceDefinition {
  const resourceMethods = RESOURCE_METHODS.map((method) => [
    method,
    {
      ...ResourceProviderService[method],
      requestDeserialize: (bytes: Buffer) => decodeResourceRequest(method, bytes),
      ...(method === "delete" ? {} : { responseSerialize: (answer: never) => encodeResourceResponse(method, answer) }),
    },
  ]);
  return { ...ResourceProviderService, ...Object.fromEntries(resourceMethods) } as ServiceDefinition;
}

/** Serves on a free loopback port and returns the server with its port. */
export async function serve(
  onCancel: () => void, scope?: SharedServices, definitions?: readonly AnyResourceDefinition[],
): Promise<{ server: InstanceType<typeof grpc.Server>; port: number }> {
  // Schemas and big states exceed gRPC's default 4 MB message limit; the engine itself allows 400 MB.
  const limit = 400 * 1024 * 1024;
  const server = new grpc.Server({ "grpc.max_receive_message_length": limit, "grpc.max_send_message_length": limit });
  server.addService(serviceDefinition(), providerService(onCancel, scope, definitions));
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  return { server, port };
}
