// Registry software on loopback for the release tests: Verdaccio (npm) and pypiserver (PyPI), each
// with its storage in a temp folder, and a Maven repository as a folder (`file://`), the way Maven
// deploys to and resolves from a file URL. Verdaccio proxies every other package to the npm registry,
// so a project installs its other dependencies through it as through npmjs.org.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { z } from "zod";
import { provisionPythonTools, PYPISERVER_PACKAGES } from "../../scripts/toolchain/python-env";
import { provisionVerdaccio } from "../../scripts/toolchain/verdaccio";

export interface LocalRegistry {
  url: string;
  close: () => Promise<void>;
}

/** A port free on 127.0.0.1 now (the servers here take no port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Starts a server and waits until `ready` answers 200; close() stops it and waits for its exit. */
async function serve(name: string, command: string, args: readonly string[], ready: string): Promise<LocalRegistry & { child: ChildProcess }> {
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

const Token = z.object({ token: z.string().min(1) });

export interface Verdaccio extends LocalRegistry {
  /** A token of a user added to this registry, which may publish. */
  token: string;
}

/** Verdaccio on 127.0.0.1 with storage under `dir`, and a user who may publish. */
export async function startVerdaccio(dir: string): Promise<Verdaccio> {
  const bin = provisionVerdaccio();
  const port = await freePort();
  mkdirSync(join(dir, "storage"), { recursive: true });
  const config = join(dir, "config.yaml");
  writeFileSync(config, [
    `storage: ${join(dir, "storage")}`,
    "auth:",
    "  htpasswd:",
    `    file: ${join(dir, "htpasswd")}`,
    "uplinks:",
    "  npmjs:",
    "    url: https://registry.npmjs.org/",
    "packages:",
    "  'pulumi-adpublisher':",
    "    access: $all",
    "    publish: $authenticated",
    "  '**':",
    "    access: $all",
    "    publish: $authenticated",
    "    proxy: npmjs",
    "log: { type: stdout, format: pretty, level: warn }",
    "",
  ].join("\n"));
  const server = await serve("verdaccio", process.execPath, [bin, "--config", config, "--listen", `127.0.0.1:${port}`], `http://127.0.0.1:${port}/-/ping`);
  // What `npm adduser` does: PUT the user, which answers with a token.
  const response = await fetch(`${server.url}/-/user/org.couchdb.user:publisher`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "publisher", password: "publisher-password", type: "user", roles: [] }),
  });
  const { token } = Token.parse(await response.json());
  return { url: `${server.url}/`, token, close: server.close };
}

/** pypiserver on 127.0.0.1 serving (and taking uploads into) `dir`, with no authentication. */
export async function startPypiserver(dir: string): Promise<LocalRegistry> {
  const python = provisionPythonTools("pypiserver", PYPISERVER_PACKAGES);
  const port = await freePort();
  mkdirSync(dir, { recursive: true });
  const server = await serve("pypiserver", python, ["-m", "pypiserver", "run", "--host", "127.0.0.1", "--port", String(port), "--authenticate", ".", "--passwords", ".", dir], `http://127.0.0.1:${port}/health`);
  return { url: `${server.url}/`, close: server.close };
}
