// The S2S attribution APIs: attributed installs and opens (GET with a query string or POST
// with JSON; on POST, query parameters are read too and the body wins), and in-app purchase
// events with a signed body.
import { json, type Reply, type RequestContext, type Route } from "../routes";
import { sameSecret } from "../secrets";
import { appIdOf, parsePurchaseBody, validatePurchase } from "./purchase";
import { purchaseSignature, signatureMatches } from "./signature";
import { checkToken, normalizeParams, s2sReply, validateAttributedInstall, validateOpen, type S2sParams, type S2sReply } from "./validation";

const send = (r: S2sReply): Reply => json(r.status, r.body);

function paramsOf(ctx: RequestContext): { params: S2sParams } | { error: S2sReply } {
  const merged: Record<string, unknown> = Object.fromEntries(ctx.query);
  if (ctx.method === "POST" && ctx.rawBody.length > 0) {
    let body: unknown;
    try {
      body = JSON.parse(ctx.rawBody.toString("utf8"));
    } catch {
      return { error: s2sReply(400, "body must be JSON") };
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) return { error: s2sReply(400, "body must be a JSON object") };
    Object.assign(merged, body);
  }
  return normalizeParams(merged);
}

function attribution(validate: (params: S2sParams, ctx: RequestContext) => S2sReply) {
  return (ctx: RequestContext): Reply => {
    const read = paramsOf(ctx);
    if ("error" in read) return send(read.error);
    const refused = checkToken(read.params, ctx.credentials.s2sToken);
    return send(refused ?? validate(read.params, ctx));
  };
}

function header(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

function track(ctx: RequestContext): Reply {
  const token = header(ctx, "x-service-token");
  if (token === undefined) return send(s2sReply(401, "X-Service-Token header is required"));
  if (!sameSecret(ctx.credentials.s2sApiToken, token)) return send(s2sReply(401, "X-Service-Token is not valid"));
  const parsed = parsePurchaseBody(ctx.rawBody.toString("utf8"));
  if ("error" in parsed) return send(parsed.error);
  const appId = appIdOf(parsed.body);
  if (typeof appId !== "string") return send(appId);
  const app = ctx.state.findApp(appId);
  if (!app) return send(s2sReply(400, "app_id does not name an app"));
  const signature = header(ctx, "x-service-signature");
  if (signature === undefined) return send(s2sReply(401, "X-Service-Signature header is required"));
  const expected = purchaseSignature(ctx.credentials.s2sApiSecret, app.signature, ctx.rawBody);
  if (!signatureMatches(expected, signature)) return send(s2sReply(401, "X-Service-Signature is not valid"));
  return send(validatePurchase(parsed.body));
}

export function s2sRoutes(): Route[] {
  const install = attribution((p) => validateAttributedInstall(p));
  const open = attribution((p, ctx) => validateOpen(p, (id) => ctx.state.findApp(id) !== undefined));
  return [
    { method: "GET", path: "/api/v2/attributed_install", handler: install },
    { method: "POST", path: "/api/v2/attributed_install", handler: install },
    { method: "GET", path: "/api/v2/open", handler: open },
    { method: "POST", path: "/api/v2/open", handler: open },
    { method: "POST", path: "/event_service/v3/track", handler: track },
  ];
}
