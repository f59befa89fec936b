// The client's settings (base URLs, credentials, API version), their environment variables, and
// the checks a setting passes before a call uses it (HTTPS base URLs, required values).
import type { Dispatcher } from "undici";
import { ConfigError } from "./errors";
import type { RetryOptions } from "./retry-policy";

export interface ClientConfig {
  baseUrl?: string;
  clientId?: string;
  clientSecret?: string;
  audience?: string;
  apiVersion?: "v5" | "v4";
  legacyAnalyticsUrl?: string;
  legacyUserId?: string;
  legacyUserSignature?: string;
  reportingUrl?: string;
  s2sUrl?: string;
  s2sToken?: string;
  s2sApiToken?: string;
  s2sApiSecret?: string;
  /** The undici dispatcher (keep-alive pool); default: one shared Agent. Inject a MockAgent in tests. */
  dispatcher?: Dispatcher;
  /** Per-attempt timeout, from sending to the end of the response body. */
  timeoutMs?: number;
  retry?: Partial<RetryOptions>;
  userAgent?: string;
  /**
   * The most bytes a buffered response body may hold (default 8 MiB); a larger one fails with
   * ResponseTooLargeError instead of being held in memory. Streamed job results are not limited.
   */
  maxResponseBytes?: number;
}

/** The string-valued settings, i.e. the ones that come from stack config or the environment. */
export type SettingKey = {
  [K in keyof ClientConfig]-?: NonNullable<ClientConfig[K]> extends string ? K : never;
}[keyof ClientConfig];

export type UrlSettingKey = "baseUrl" | "legacyAnalyticsUrl" | "reportingUrl" | "s2sUrl";

/** `clientSecret` -> `ADPUBLISHER_CLIENT_SECRET`: the environment variable read when the stack config has no value. */
export function environmentVariableFor(key: SettingKey): string {
  return `ADPUBLISHER_${key.replace(/([A-Z])/g, "_$1").toUpperCase()}`;
}

/** The value of a setting the current call needs, or a ConfigError naming the key and variable. */
export function requireSetting(config: ClientConfig, key: SettingKey): string {
  const value = config[key];
  if (typeof value !== "string" || value.trim() === "") {
    throw new ConfigError(`adpublisher:${key} (or ${environmentVariableFor(key)}) is not set`);
  }
  return value;
}

const LOOPBACK_HOSTS = new Set(["localhost", "[::1]", "::1"]);

/**
 * Literal loopback addresses (127.0.0.0/8, ::1) and the name `localhost` only. Not `*.localhost`:
 * RFC 6761 asks resolvers to keep those on the machine, but some send them to the network, and a
 * plain-http request there would carry a bearer token or a legacy signature in the clear.
 * Hostnames come from the WHATWG URL parser, so IPv4 is already in dotted-decimal form.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * A base URL setting parsed and checked: HTTPS is required (the reporting and S2S APIs take HTTPS
 * only), except on loopback addresses so the emulator runs over plain HTTP.
 */
export function requireBaseUrl(config: ClientConfig, key: UrlSettingKey): URL {
  const raw = requireSetting(config, key);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`adpublisher:${key} is not a valid URL`);
  }
  // Never echo userinfo (it could hold a credential) in a message.
  const shown = `${url.protocol}//${url.host}${url.pathname}`;
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ConfigError(`adpublisher:${key} must be an https:// URL; got ${shown}`);
  }
  if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) {
    throw new ConfigError(
      `adpublisher:${key} must use https:// (plain http is allowed only for loopback addresses: 127.0.0.0/8, ::1, localhost); got ${shown}`,
    );
  }
  return url;
}

/** `base` + `path`, keeping any path prefix of the base URL (e.g. a gateway mounted under /api). */
export function joinUrl(base: URL, path: string): URL {
  const url = new URL(base.href);
  url.pathname = `${base.pathname.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  url.search = "";
  url.hash = "";
  return url;
}
