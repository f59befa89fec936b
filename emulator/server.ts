// The emulator's HTTP server: routing, body limits, fault injection, the request log and the
// error replies of every API family.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { apiRouteModules } from "./apis";
import { Clock } from "./clock";
import { buildContext } from "./context";
import { controlRoutes, type EmulatorInternals } from "./control";
import { resolveCredentials, type EmulatorCredentials } from "./credentials";
import { detailError, HttpError } from "./errors";
import { FaultTable, type FaultAction } from "./faults";
import { toJson } from "./json";
import { seedFreshState } from "./management/seed";
import { RequestLog } from "./request-log";
import { Router, type Reply, type RouteModule } from "./routes";
import { EmulatorState } from "./state";

/** Request bodies above 1 MiB are refused with 413, so no request can make the emulator buffer without bound. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface EmulatorOptions {
  port?: number;
  host?: string;
  credentials?: Partial<EmulatorCredentials>;
  seed?: number;
}

export class EmulatorServer {
  readonly clock = new Clock();
  readonly log = new RequestLog();
  readonly faults = new FaultTable();
  readonly state: EmulatorState;
  private readonly server: Server;
  private readonly router: Router;
  private creds: EmulatorCredentials;

  /** `routeModules` defaults to every API family (emulator/apis.ts); tests may pass their own. */
  constructor(
    private readonly options: EmulatorOptions = {},
    routeModules: RouteModule[] = apiRouteModules,
  ) {
    this.state = new EmulatorState(this.clock, options.seed ?? 1, [seedFreshState]);
    this.creds = resolveCredentials("http://127.0.0.1:0", options.credentials);
    const internals: EmulatorInternals = {
      state: this.state,
      clock: this.clock,
      log: this.log,
      faults: this.faults,
      credentials: () => this.creds,
    };
    this.router = new Router([...controlRoutes(internals), ...routeModules.flatMap((module) => module())]);
    this.server = createServer((req, res) => {
      this.handle(req, res).catch(() => res.destroy());
    });
    this.server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
      if (socket.writable) socket.end(unparsableRequestReply(error.code));
      else socket.destroy();
    });
  }

  get credentials(): EmulatorCredentials {
    return this.creds;
  }

  async listen(): Promise<void> {
    const host = this.options.host ?? "127.0.0.1";
    await new Promise<void>((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(this.options.port ?? 0, host, () => resolve());
    });
    const { port } = this.server.address() as AddressInfo;
    const urlHost = host.includes(":") ? `[${host}]` : host;
    this.creds = { ...this.creds, url: `http://${urlHost}:${port}` };
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? "GET").toUpperCase();
    const url = new URL(`http://emulator${req.url ?? "/"}`);
    const isControl = url.pathname.startsWith("/_emulator/");
    const entry = isControl ? undefined : this.log.arrive(method, url, this.clock.iso());
    const send = (reply: Reply) => {
      if (entry) entry.status = reply.status;
      writeReply(res, reply);
    };
    try {
      const body = await readBody(req);
      const fault = isControl ? undefined : this.faults.take(method, url.pathname);
      if (fault && (await applyFault(fault, req, res, send))) return;
      if (body === "too_large") throw detailError(413, "Request body exceeds 1 MiB", "payload_too_large");
      const match = this.router.match(method, url.pathname);
      if (match.kind === "not_found") throw detailError(404, `No route for ${url.pathname}`, "not_found");
      if (match.kind === "method_not_allowed") {
        throw detailError(405, `Method ${method} not allowed`, "method_not_allowed", { Allow: match.allow.join(", ") });
      }
      const ctx = buildContext({
        req,
        url,
        params: match.params,
        rawBody: body,
        state: this.state,
        clock: this.clock,
        credentials: this.creds,
      });
      send(await match.route.handler(ctx));
    } catch (error) {
      if (error instanceof HttpError) {
        send({ status: error.status, body: error.body, headers: error.headers });
        return;
      }
      // Name and message only: bodies and headers (which may hold secrets) are never logged.
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";
      process.stderr.write(`emulator: handler failed for ${method} ${url.pathname}: ${reason}\n`);
      send({ status: 500, body: { detail: [{ msg: "Internal server error", type: "internal_error" }] } });
    }
  }
}

/**
 * The answer to a request Node's parser refused (malformed, or a request line and headers over its
 * 16 KiB limit): the same `detail` shape as every other error of the server, then close.
 */
function unparsableRequestReply(code: string | undefined): string {
  const tooLarge = code === "HPE_HEADER_OVERFLOW";
  const [status, reason] = tooLarge ? [431, "Request Header Fields Too Large"] : [400, "Bad Request"];
  const msg = tooLarge ? "The request line and headers exceed 16 KiB" : "The request is not valid HTTP/1.1";
  const body = JSON.stringify({ detail: [{ msg, type: tooLarge ? "request_header_too_large" : "bad_request" }] });
  return `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/** Returns true when the fault replaced the response; a delay alone lets the request through. */
async function applyFault(
  fault: FaultAction,
  req: IncomingMessage,
  res: ServerResponse,
  send: (reply: Reply) => void,
): Promise<boolean> {
  if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault.reset) {
    req.socket.destroy();
    res.destroy();
    return true;
  }
  if (fault.status === undefined) return false;
  const headers = fault.headers ?? {};
  if (typeof fault.body === "string") {
    const hasType = Object.keys(headers).some((h) => h.toLowerCase() === "content-type");
    send({ status: fault.status, raw: fault.body, headers: hasType ? headers : { "Content-Type": "text/plain", ...headers } });
  } else {
    send({ status: fault.status, body: fault.body, headers });
  }
  return true;
}

function readBody(req: IncomingMessage): Promise<Buffer | "too_large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      // Keep draining so the client can read our 413, but stop buffering.
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > MAX_BODY_BYTES ? "too_large" : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function writeReply(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string> = { ...(reply.headers ?? {}) };
  let payload: string | Buffer | undefined;
  if (reply.raw !== undefined) {
    payload = reply.raw;
  } else if (reply.body !== undefined && reply.status !== 204) {
    payload = toJson(reply.body);
    if (!Object.keys(headers).some((h) => h.toLowerCase() === "content-type")) {
      headers["Content-Type"] = "application/json; charset=utf-8";
    }
  }
  if (payload !== undefined) headers["Content-Length"] = String(Buffer.byteLength(payload));
  res.writeHead(reply.status, headers);
  res.end(payload);
}
