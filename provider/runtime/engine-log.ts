// Warnings a provider process shows in the engine's output (`pulumi preview` and `up`), in both
// faces: the engine starts the provider plugin and the dynamic-provider host alike with its own
// address as the one argument that is not a flag, and serves the Engine service's Log there.
// Used where the preview must say something that is not a failure: an unrecorded ad
// location that create will take over, and fixed_cpm prices that cannot be read back.
import { createRequire } from "node:module";

type EngineClient = InstanceType<typeof import("@pulumi/pulumi/proto/engine_grpc_pb").EngineClient>;
type EngineMessages = typeof import("@pulumi/pulumi/proto/engine_pb");

/** The engine's address among a provider process's arguments (others: -v=9, --logtostderr, --tracing X, --root X). */
export function engineAddress(args: readonly string[]): { host: string; port: number } | undefined {
  const address = args.find((a, i) => !a.startsWith("-") && !(args[i - 1] ?? "").match(/^--(tracing|root)$/) && /:\d+$/.test(a));
  const match = address?.match(/^(.*):(\d+)$/);
  return match ? { host: match[1] || "127.0.0.1", port: Number(match[2]) } : undefined;
}

/**
 * gRPC and the Engine service's protos exactly as @pulumi/pulumi ships them, loaded at the first
 * warning. The plugin's bundle has no @pulumi/pulumi folder beside it when installed from its
 * release archive: there each of these loads is the file it resolved to at build time
 * (scripts/plugin-tarball/build.ts), and the gRPC is the one the plugin serves with.
 */
function engineModules(): { grpc: typeof import("@grpc/grpc-js"); EngineClient: typeof import("@pulumi/pulumi/proto/engine_grpc_pb").EngineClient; messages: EngineMessages } {
  const fromSdk = createRequire(require.resolve("@pulumi/pulumi/package.json"));
  return {
    grpc: fromSdk("@grpc/grpc-js") as typeof import("@grpc/grpc-js"),
    EngineClient: (fromSdk("./proto/engine_grpc_pb") as typeof import("@pulumi/pulumi/proto/engine_grpc_pb")).EngineClient,
    messages: fromSdk("./proto/engine_pb") as EngineMessages,
  };
}

/**
 * Shows warnings in the engine's output, attached to a resource when its URN is known (the plugin
 * knows it; the dynamic face names the resource in the message). Outside an engine (unit tests,
 * the command line) they go to stderr. Never fails: a lost warning must not fail the operation.
 * One per process scope: the process serves one engine, reached through one connection.
 */
export class EngineLog {
  /** Loaded with the connection and kept: a refresh warns once per app, and the SDK's files need resolving only once. */
  private connection: { client: EngineClient; messages: EngineMessages } | undefined;

  /** `args`: the process's arguments, among which the engine's address (if an engine started it). */
  constructor(private readonly args: readonly string[]) {}

  private engine(): { client: EngineClient; messages: EngineMessages } | undefined {
    if (this.connection) return this.connection;
    const address = engineAddress(this.args);
    if (!address) return undefined;
    let modules: ReturnType<typeof engineModules>;
    try {
      modules = engineModules();
    } catch {
      return undefined; // the engine's client cannot be loaded: the warning still reaches stderr
    }
    const { grpc, EngineClient, messages } = modules;
    const client = new EngineClient(`${address.host}:${address.port}`, grpc.credentials.createInsecure());
    return (this.connection = { client, messages });
  }

  /** `urn`: the resource the warning is shown on; none, the stack. */
  async warn(message: string, urn = ""): Promise<void> {
    const engine = this.engine();
    if (!engine) {
      process.stderr.write(`warning: ${message}\n`);
      return;
    }
    const { client, messages: { LogRequest, LogSeverity } } = engine;
    const request = new LogRequest().setSeverity(LogSeverity.WARNING).setMessage(message).setUrn(urn);
    await new Promise<void>((resolve) => client.log(request, () => resolve()));
  }
}
