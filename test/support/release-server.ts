// A release folder served over HTTP on loopback, as GitHub serves a release's assets: the engine's
// plugin downloads reach it through PULUMI_PLUGIN_DOWNLOAD_URL_OVERRIDES, and it records what it
// served (path and SHA-256 of the bytes sent), so a test can tell where a plugin came from.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, normalize } from "node:path";

export interface Served {
  method: string;
  path: string;
  status: number;
  /** SHA-256 of the body sent, for a 200. */
  sha256?: string;
}

export class ReleaseServer {
  private constructor(
    private readonly server: Server,
    readonly url: string,
    /** Every request, in arrival order. */
    readonly served: readonly Served[],
  ) {}

  /** Serves the top-level files of `dir` at `http://127.0.0.1:<port>/<name>`; anything else is a 404. */
  static async start(dir: string): Promise<ReleaseServer> {
    const served: Served[] = [];
    const server = createServer((req, res) => {
      const path = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname);
      const name = normalize(path).replace(/^\/+/, "");
      const record = (status: number, sha256?: string) => served.push({ method: req.method ?? "", path, status, ...(sha256 && { sha256 }) });
      if (req.method !== "GET" || name === "" || name.includes("/")) {
        record(404);
        res.writeHead(404).end();
        return;
      }
      readFile(join(dir, name)).then(
        (body) => {
          record(200, createHash("sha256").update(body).digest("hex"));
          res.writeHead(200, { "content-type": "application/octet-stream", "content-length": body.length }).end(body);
        },
        () => {
          record(404);
          res.writeHead(404).end();
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return new ReleaseServer(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, served);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const ENGINE_OS: Record<string, string> = { linux: "linux", darwin: "darwin", win32: "windows" };
const ENGINE_ARCH: Record<string, string> = { x64: "amd64", arm64: "arm64" };

/** The archive the engine asks a release for on this machine: `pulumi-resource-<name>-v<version>-<os>-<arch>.tar.gz`. */
export function enginePluginArchive(version: string): string {
  return `pulumi-resource-adpublisher-v${version}-${ENGINE_OS[process.platform]}-${ENGINE_ARCH[process.arch]}.tar.gz`;
}
