// Registry software on loopback for the release tests: Verdaccio (npm) and pypiserver (PyPI), each
// with its storage in a temp folder, and a Maven repository as a folder (`file://`), the way Maven
// deploys to and resolves from a file URL. Verdaccio proxies every other package to the npm registry,
// so a project installs its other dependencies through it as through npmjs.org.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { provisionPythonTools, PYPISERVER_PACKAGES } from "../../scripts/toolchain/python-env";
import { provisionVerdaccio } from "../../scripts/toolchain/verdaccio";
import { freePort, serveUntilReady } from "./loopback-server";

export interface LocalRegistry {
  url: string;
  close: () => Promise<void>;
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
  const server = await serveUntilReady("verdaccio", process.execPath, [bin, "--config", config, "--listen", `127.0.0.1:${port}`], `http://127.0.0.1:${port}/-/ping`);
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
  const server = await serveUntilReady("pypiserver", python, ["-m", "pypiserver", "run", "--host", "127.0.0.1", "--port", String(port), "--authenticate", ".", "--passwords", ".", dir], `http://127.0.0.1:${port}/health`);
  return { url: `${server.url}/`, close: server.close };
}
