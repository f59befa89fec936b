// Access tokens for bearer auth: the v5 and v4 token flows, and a cache that shares one token per
// credentials until shortly before it expires.
import { createHash } from "node:crypto";
import { V4TokenResponseSchema, V5TokenResponseSchema } from "../models/token";
import { fromWire } from "./casing";
import { systemClock } from "./clock";
import { AuthenticationError, UnexpectedResponseError } from "./errors";
import { describeRequest, type HttpRequest, type Send } from "./http";
import { errorForResponse } from "./response-errors";

/** What one token flow needs: `POST /v5/oauth/token` (JSON) or `POST /v4/token` (Basic + form). */
export interface TokenCredentials {
  version: "v5" | "v4";
  tokenUrl: URL;
  clientId: string;
  clientSecret: string;
  /** v5 only. */
  audience?: string;
}

export interface AccessToken {
  value: string;
  expiresAtMs: number;
  lifetimeMs: number;
}

/** Renew this long before expiry: a tenth of the lifetime, at most 5 minutes (86400 s -> 300 s). */
export function renewalMarginMs(lifetimeMs: number): number {
  return Math.min(300_000, lifetimeMs / 10);
}

export function tokenRequest(credentials: TokenCredentials): HttpRequest {
  // Getting a token twice is harmless, so the token POST may be retried like a read.
  if (credentials.version === "v5") {
    return {
      method: "POST",
      url: credentials.tokenUrl,
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        audience: credentials.audience,
        grant_type: "client_credentials",
      }),
      idempotent: true,
    };
  }
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString("base64");
  return {
    method: "POST",
    url: credentials.tokenUrl,
    headers: {
      authorization: `Basic ${basic}`,
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body: "grant_type=client_credentials",
    idempotent: true,
  };
}

export async function fetchAccessToken(credentials: TokenCredentials, send: Send, now: () => number): Promise<AccessToken> {
  const req = tokenRequest(credentials);
  const startedAt = now();
  const res = await send(req);
  if (res.status !== 200) {
    const error = errorForResponse(req, res, now());
    if (error instanceof AuthenticationError || res.status === 400) {
      throw new AuthenticationError(`could not obtain an access token: ${error.message}`, {
        method: req.method,
        path: req.url.pathname,
        status: res.status,
        code: error instanceof AuthenticationError ? error.code : undefined,
      });
    }
    throw error;
  }
  const schema = credentials.version === "v5" ? V5TokenResponseSchema : V4TokenResponseSchema;
  let parsed;
  try {
    parsed = schema.safeParse(fromWire(JSON.parse(res.body.toString("utf8"))));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) {
    throw new UnexpectedResponseError(`${describeRequest(req)}: the token response is not the documented JSON`, {
      method: req.method,
      path: req.url.pathname,
      status: res.status,
    });
  }
  const lifetimeMs = parsed.data.expiresIn * 1000;
  // Count the lifetime from when we asked, not when the answer arrived: errs on the early side.
  return { value: parsed.data.accessToken, expiresAtMs: startedAt + lifetimeMs, lifetimeMs };
}

interface CacheEntry {
  token?: AccessToken;
  inFlight?: Promise<AccessToken>;
}

/**
 * Tokens cached per credentials (keyed by a hash, so the secret is not kept as a map key), renewed
 * a margin before expiry, with at most one token request in flight per credentials (single-flight).
 */
export class TokenCache {
  private readonly entries = new Map<string, CacheEntry>();
  /**
   * Each credentials object's key, with the fields it was made of: a client passes the same object
   * on every call, so it is hashed once rather than on every call. A changed field makes a new key.
   */
  private readonly keys = new WeakMap<TokenCredentials, { fields: string; key: string }>();

  constructor(private readonly now: () => number = systemClock.now) {}

  private keyOf(credentials: TokenCredentials): string {
    const fields = keyFields(credentials);
    const known = this.keys.get(credentials);
    if (known?.fields === fields) return known.key;
    const key = createHash("sha256").update(fields).digest("hex");
    this.keys.set(credentials, { fields, key });
    return key;
  }

  async get(credentials: TokenCredentials, send: Send): Promise<string> {
    const key = this.keyOf(credentials);
    const entry = this.entries.get(key) ?? {};
    this.entries.set(key, entry);
    const { token } = entry;
    if (token && this.now() < token.expiresAtMs - renewalMarginMs(token.lifetimeMs)) return token.value;
    entry.inFlight ??= fetchAccessToken(credentials, send, this.now)
      .then((fresh) => {
        entry.token = fresh;
        return fresh;
      })
      .finally(() => {
        entry.inFlight = undefined;
      });
    return (await entry.inFlight).value;
  }

  /** Forget `rejected` (the server answered 401 to it); a token renewed meanwhile is kept. */
  invalidate(credentials: TokenCredentials, rejected: string): void {
    const entry = this.entries.get(this.keyOf(credentials));
    if (entry?.token?.value === rejected) entry.token = undefined;
  }
}

function keyFields(credentials: TokenCredentials): string {
  const { version, tokenUrl, clientId, clientSecret, audience } = credentials;
  return JSON.stringify([version, tokenUrl.href, clientId, clientSecret, audience ?? null]);
}

