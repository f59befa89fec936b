// Server-to-server attribution: attributed installs and opens (GET with a query string
// or POST with JSON, `token` in both), and in-app purchase events signed with X-Service-Signature.
// None of these is re-sent after an ambiguous failure: a repeated install or purchase would be
// counted twice. Only failures the server cannot have processed (429, 503, connect) are retried.
import { requireSetting } from "../config";
import type { ApiContext, ApiRequest } from "../api-context";
import { parseInput } from "../validate";
import {
  type AppOpenArgs, type AttributedInstallArgs, type PurchaseArgs, type S2sResponse, appOpenArgs, attributedInstallArgs,
  purchaseArgs, s2sResponse,
} from "../../models/s2s";
import { purchaseSignature } from "./signature";

export interface S2sSendOptions {
  /** POST (default, JSON body) or GET (query string). */
  method?: "GET" | "POST";
}

/** The API does not show the purchase endpoint's answer: status and parsed body as received. */
export interface PurchaseResult {
  status: number;
  body: unknown;
}

export interface S2sClient {
  attributedInstall(args: AttributedInstallArgs, options?: S2sSendOptions): Promise<S2sResponse>;
  open(args: AppOpenArgs, options?: S2sSendOptions): Promise<S2sResponse>;
  trackPurchase(args: PurchaseArgs): Promise<PurchaseResult>;
}

export function createS2sClient(ctx: ApiContext): S2sClient {
  const config = ctx.config;

  const postback = (path: string, params: Record<string, string>, method: "GET" | "POST"): Promise<S2sResponse> => {
    const withToken = { token: requireSetting(config, "s2sToken"), ...params };
    const request: ApiRequest = { method, base: "s2sUrl", path, auth: "none", idempotent: false };
    if (method === "GET") request.query = withToken;
    else request.json = withToken;
    return ctx.json(request, s2sResponse, { camelCase: false });
  };

  return {
    attributedInstall: async (args, options = {}) =>
      postback("/api/v2/attributed_install", parseInput(attributedInstallArgs, args, "attributed install arguments"), options.method ?? "POST"),
    open: async (args, options = {}) => postback("/api/v2/open", parseInput(appOpenArgs, args, "app open arguments"), options.method ?? "POST"),
    trackPurchase: async (args) => {
      const { appSignature, body } = parseInput(purchaseArgs, args, "in-app purchase arguments");
      // The signature covers the exact bytes sent, so the body is serialised once, here.
      const json = JSON.stringify(body);
      const apiSecret = requireSetting(config, "s2sApiSecret");
      const res = await ctx.send({
        method: "POST",
        base: "s2sUrl",
        path: "/event_service/v3/track",
        body: json,
        headers: {
          "content-type": "application/json",
          "x-service-token": requireSetting(config, "s2sApiToken"),
          "x-service-signature": purchaseSignature(apiSecret, appSignature, json),
        },
        auth: "none",
        idempotent: false,
      });
      const text = res.body.toString("utf8");
      let parsed: unknown = text;
      try {
        parsed = text === "" ? undefined : JSON.parse(text);
      } catch {
        parsed = text;
      }
      return { status: res.status, body: parsed };
    },
  };
}
