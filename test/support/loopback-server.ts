// Servers the tests start as processes on 127.0.0.1: a free port to give them (the servers here
// take no port 0), and a start that waits until the server answers and a close that waits for its exit.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/** A port free on 127.0.0.1 now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface LoopbackServer {
  /** The origin of `ready` (`http://127.0.0.1:PORT`). */
  url: string;
  child: ChildProcess;
  /** Stops the server and waits for its exit. */
  close: () => Promise<void>;
}

/** Starts a server and waits until `ready` answers 200 (two minutes at most: a first start may compile). */
export async function serveUntilReady(name: string, command: string, args: readonly string[], ready: string): Promise<LoopbackServer> {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before serving:\n${output}`);
    const status = await fetch(ready).then((r) => r.status, () => 0);
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`${name} did not answer ${ready} within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    child,
    url: new URL(ready).origin,
    close: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
