// Generators of hostile HTTP requests for every emulator route: path parameters,
// query strings, headers and bodies, each either hostile or a valid seed body with one part
// spoiled, so the fuzz reaches past the first check of each handler. Nothing from provider/.
import fc from "fast-check";
import type { EmulatorCredentials } from "../../../emulator/index";
import { purchaseSignature } from "../../../emulator/s2s/signature";
import { hostileValue, hugeString, nastyString, unknownKey } from "./arbitraries";

/** What the fuzz knows of the live emulator: real ids and tokens, so some requests get in. */
export interface Known {
  credentials: EmulatorCredentials;
  v5Token: string;
  v4Token: string;
  appId: string;
  appSignature: string;
  adLocationUuid: string;
  listId: string;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Valid bodies and queries per route, to be spoiled, for every API family. */
function seedBody(method: string, path: string, known: Known): Record<string, unknown> | undefined {
  const { clientId, clientSecret, audience } = known.credentials;
  if (path === "/v5/oauth/token") return { client_id: clientId, client_secret: clientSecret, audience, grant_type: "client_credentials" };
  if (path === "/v4/token") return { grant_type: "client_credentials" };
  if (path.endsWith("/apps") && method === "POST") {
    return { nickname: "Fuzz", orientations: ["portrait"], is_live: false, is_test_mode_on: false, is_directed_at_kids_under_13: "NO", platform: "ios" };
  }
  if (path.endsWith("/apps/:app_id") && method === "PATCH") return { nickname: "Fuzzed", orientations: ["landscape", "portrait"], default_orientation: "portrait" };
  if (path.endsWith("/ad-locations") && method === "POST") {
    return { name: "Fuzz", ad_type: "interstitial", type: "fixed_cpm", country_targeting: [{ country: "US", price: 1.5 }] };
  }
  if (path.endsWith("/:ad_location_uuid") && method === "PATCH") return { name: "Fuzz 2", country_targeting: [{ country: "FR", price: 2 }] };
  if (path.endsWith("/lists") || path.endsWith("/:list_id")) return { title: "Fuzz", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB1-1"] };
  if (path.endsWith("/monetization_settings")) {
    return { ad_experience_settings: { template_settings: { button_type: "skip", show_button_timer: 15 } }, ad_targeting_settings: { target_os_version: { min: "12", max: "17.1" } } };
  }
  if (path.endsWith("/publisher/metrics")) return { dimensions: ["date", "app"], metrics: ["impressions"], date_min: "2024-05-01", date_max: "2024-05-20", timezone: "UTC" };
  if (path === "/event_service/v3/track") return { app_id: known.appId, gaid: "g-1", iap: { product_id: "gems", currency: "USD", price: 0.99 } };
  return undefined;
}

function seedQuery(path: string, known: Known): Record<string, string> {
  const { legacyUserId, legacyUserSignature, s2sToken } = known.credentials;
  if (path.includes("/analytics/") || path.startsWith("/metrics/")) {
    return { dateMin: "2024-05-01", dateMax: "2024-05-03", groupBy: "date", appId: known.appId, userId: legacyUserId, userSignature: legacyUserSignature };
  }
  if (path.startsWith("/api/v2/")) return { token: s2sToken, app_id: known.appId, click_id: "c-1", gaid: "g-1", idfa: "i-1" };
  if (path.endsWith("/apps") || path.endsWith("/lists")) return { page: "1", limit: "10" };
  return {};
}

/** One part of a seed spoiled: a key dropped, set to a hostile value, or an unknown key added. */
function spoiled(seed: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(seed);
  return fc.oneof(
    fc.constant(seed),
    keys.length > 0 ? fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(seed).filter(([key]) => key !== k))) : fc.constant(seed),
    keys.length > 0 ? fc.tuple(fc.constantFrom(...keys), fc.oneof(hostileValue, hugeString)).map(([k, v]) => ({ ...seed, [k]: v })) : fc.constant(seed),
    fc.tuple(unknownKey, hostileValue).map(([k, v]) => ({ ...seed, [k]: v })),
    hostileValue,
  );
}

/** Header values must be visible ASCII for any HTTP client to send them. */
const headerText = fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,40}$/);
const pathSegment = fc.oneof(
  fc.constantFrom("%", "%E0%A4%A", "%zz", "..", ".", "%00", "%2F", "null", "0", "-1", "9999999999999999999999"),
  // encodeURIComponent throws on a lone surrogate; the raw "%" cases above cover broken escapes.
  nastyString.filter((s) => s !== "" && (s as string & { isWellFormed(): boolean }).isWellFormed()).map(encodeURIComponent),
);

function authHeader(path: string, known: Known): fc.Arbitrary<Record<string, string>> {
  const { clientId, clientSecret, legacyUserId, legacyUserSignature, s2sApiToken } = known.credentials;
  const token = path.startsWith("/v4/") ? known.v4Token : known.v5Token;
  const right: Record<string, string> =
    path === "/v1/publisher/metrics" ? { cookie: `user_id=${legacyUserId}; user_signature=${legacyUserSignature}` }
    : path === "/event_service/v3/track" ? { "x-service-token": s2sApiToken }
    : { authorization: `Bearer ${token}` };
  return fc.oneof<fc.MaybeWeightedArbitrary<Record<string, string>>[]>(
    { weight: 10, arbitrary: fc.constant(right) },
    fc.constant({ cookie: "user_id=%E0%A4%A; user_signature=%" }),
    fc.constant({}),
    fc.constant({ authorization: `Bearer ${path.startsWith("/v4/") ? known.v5Token : known.v4Token}` }),
    fc.constant({ authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}` }),
    headerText.map((value) => ({ authorization: value })),
    fc.constant({ cookie: `user_id=${legacyUserId}; user_signature=${legacyUserSignature}`, "x-service-token": s2sApiToken }),
    headerText.map((value) => ({ cookie: `user_id=${value}; user_signature=${value}`, "x-service-token": value })),
  );
}

const CONTENT_TYPES = ["application/json", "application/json;charset=UTF-8", "application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", ""];

function encodeBody(value: unknown, contentType: string): string {
  if (contentType.startsWith("application/x-www-form-urlencoded") && value !== null && typeof value === "object") {
    return new URLSearchParams(Object.entries(value).map<[string, string]>(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])).toString();
  }
  return JSON.stringify(value) ?? "";
}

/** A hostile request for one route (`path` holds `:name` parameters). */
export function fuzzRequest(method: string, pattern: string, known: Known): fc.Arbitrary<FuzzRequest> {
  const realParam: Record<string, string> = { app_id: known.appId, ad_location_uuid: known.adLocationUuid, list_id: known.listId, jobId: "1" };
  const names = pattern.split("/").filter((s) => s.startsWith(":")).map((s) => s.slice(1));
  const params = fc.tuple(...names.map((name) => fc.oneof({ weight: 3, arbitrary: fc.constant(realParam[name] ?? "x") }, pathSegment)));
  const query = fc.oneof(
    fc.constant(seedQuery(pattern, known)),
    fc.tuple(fc.constant(seedQuery(pattern, known)), fc.dictionary(fc.oneof(unknownKey, fc.constantFrom(...Object.keys(seedQuery(pattern, known)), "page", "limit")), fc.oneof({ weight: 8, arbitrary: nastyString }, hugeString.map((s) => s.slice(0, 4000))), { maxKeys: 3 }))
      .map(([seed, extra]) => ({ ...seed, ...extra })),
  );
  const seed = seedBody(method, pattern, known);
  const bodyValue = seed ? spoiled(seed) : hostileValue;
  const rawBody = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(bodyValue, fc.constantFrom(...CONTENT_TYPES)).map(([value, type]) => ({ type, body: encodeBody(value, type) })) },
    fc.tuple(fc.oneof(nastyString, fc.constantFrom("{", "[1,", '{"a":', "\u0000\u0001", "{}".repeat(5000))), fc.constantFrom(...CONTENT_TYPES)).map(([body, type]) => ({ type, body })),
    fc.constant({ type: "", body: undefined as string | undefined }),
  );
  return fc.tuple(params, query, authHeader(pattern, known), rawBody, fc.boolean()).map(([values, q, auth, { type, body }, signed]) => {
    let i = 0;
    const path = pattern.replace(/:[A-Za-z_]+/g, () => String(values[i++]));
    const search = new URLSearchParams(q).toString();
    const headers: Record<string, string> = { ...auth, ...(type ? { "content-type": type } : {}) };
    if (pattern === "/event_service/v3/track" && signed && body !== undefined) {
      headers["x-service-token"] = known.credentials.s2sApiToken;
      headers["x-service-signature"] = purchaseSignature(known.credentials.s2sApiSecret, known.appSignature, body);
    }
    return { method, path: search ? `${path}?${search}` : path, headers, body: method === "GET" && !signed ? undefined : body };
  });
}
