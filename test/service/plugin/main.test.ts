// The provider plugin as a process: it prints only its port, stops on SIGTERM, and exits once
// the engine that started it is gone.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const MAIN = join(__dirname, "../../../provider/plugin/main.ts");

/** Starts the plugin as the engine does (engine address as the argument); resolves with its port line. */
function startPlugin(engineAddress: string) {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN, engineAddress, "-v=9", "--logtostderr"], { stdio: ["ignore", "pipe", "pipe"] });
  const port = new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (d: Buffer) => resolve(d.toString()));
    child.once("exit", (code) => reject(new Error(`exited ${code}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, exited };
}

/** A loopback port that refuses connections (bound, then closed). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("pulumi-resource-adpublisher as a process", () => {
  it("prints only its port, and stops on SIGTERM", async () => {
    const engine = createServer();
    await new Promise<void>((resolve) => engine.listen(0, "127.0.0.1", resolve));
    const plugin = startPlugin(`127.0.0.1:${(engine.address() as { port: number }).port}`);
    expect(await plugin.port).toMatch(/^\d+\n$/);
    plugin.child.kill("SIGTERM");
    expect(await plugin.exited).toBe(0);
    engine.close();
  });

  it("exits by itself once the engine that started it is gone", async () => {
    const plugin = startPlugin(`127.0.0.1:${await deadPort()}`);
    await plugin.port;
    expect(await plugin.exited).toBe(0);
  }, 20_000);
});
