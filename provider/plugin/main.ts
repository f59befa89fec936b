#!/usr/bin/env node
// `pulumi-resource-adpublisher <engine address>`: the package's Pulumi resource provider plugin
// (types adpublisher:index:*), started by the engine, which reads the port from the first line
// of stdout. The engine finds it on PATH (node_modules/.bin) or where Pulumi.yaml points (docs/provider-plugin.md).
import { connect } from "node:net";
import { engineAddress } from "../runtime/engine-log";
import { serve } from "./server";

const ENGINE_CHECK_MS = 5_000;

/** False only when the engine's port refuses connections: the engine is gone (a slow answer is not). */
function engineAlive(engine: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(engine);
    socket.setTimeout(2_000, () => (socket.destroy(), resolve(true)));
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code !== "ECONNREFUSED"));
  });
}

async function main(): Promise<void> {
  // The process's scope is made with the session, at the first call that needs one (server.ts).
  const { server, port } = await serve(() => undefined);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // In-flight calls finish; a call that hangs does not keep the process alive for long.
    setTimeout(() => process.exit(0), 5_000).unref();
    server.tryShutdown(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  // A plugin whose engine crashed or was killed must not linger (the Go SDK's health check does the same).
  const engine = engineAddress(process.argv.slice(2));
  if (engine) setInterval(() => void engineAlive(engine).then((alive) => alive || stop()), ENGINE_CHECK_MS).unref();
  process.stdout.write(`${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`pulumi-resource-adpublisher: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
