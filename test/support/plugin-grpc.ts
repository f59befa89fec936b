// The plugin's gRPC service served in this process and called through the SDK's own generated
// client, as the engine calls it.
import { serve } from "../../provider/plugin/server";
import { grpc, Struct } from "../../provider/plugin/sdk";

const { ResourceProviderClient } = require("@pulumi/pulumi/proto/provider_grpc_pb") as typeof import("@pulumi/pulumi/proto/provider_grpc_pb");
export type PluginClient = InstanceType<typeof ResourceProviderClient>;

/** One unary call of the service by method name. */
export function call<Req, Res>(client: PluginClient, method: string, req: Req): Promise<Res> {
  const fn = (client as unknown as Record<string, (r: Req, cb: (e: Error | null, r: Res) => void) => void>)[method]!.bind(client);
  return new Promise((resolve, reject) => fn(req, (error, response) => (error ? reject(error) : resolve(response))));
}

export const struct = (props: Record<string, unknown>) => Struct.fromJavaScript(props as Parameters<typeof Struct.fromJavaScript>[0]);

/** Serves the plugin on a loopback port and connects a client; `close` ends both. */
export async function servePlugin(...args: Parameters<typeof serve>): Promise<{ client: PluginClient; close(): Promise<void> }> {
  const served = await serve(...args);
  const client = new ResourceProviderClient(`127.0.0.1:${served.port}`, grpc.credentials.createInsecure());
  return {
    client,
    close: async () => {
      client.close();
      await new Promise<void>((resolve) => served.server.tryShutdown(() => resolve()));
    },
  };
}
