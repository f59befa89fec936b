// The emulator's reading of a case, over HTTP: the status, and the properties its documented error
// body names (000 Errors 1 `detail[].loc`; 001/002 `errors` keyed by field; S2S `{ message, status }`).
import { createHash } from "node:crypto";
import type { RunningEmulator } from "../../emulator/index";
import { call, type CallResult } from "../emulator/support";
import type { Given, Input, RuleCase, Verdict } from "./case";
import { KNOWN_APP } from "./s2s";
import { camel, locToProperty, queryOf, snake, snakeKeys } from "./wire";

type Json = Record<string, unknown>;
type Session = { emu: RunningEmulator; token: string };
type Reading = (session: Session, input: Input, given: Given) => Promise<Verdict>;

const ACCEPTED = { accepted: true, properties: [], messages: [] };
const shapeError = (what: string, res: CallResult<unknown>): Verdict => ({
  accepted: false, properties: [`(unexpected reply: ${what})`], messages: [`${res.status} ${res.text.slice(0, 300)}`],
});

// ---- management (seed 000): 400 { detail: [ { loc, msg, type } ] } ----

const isIssue = (d: unknown): d is { loc: string[]; msg: string; type: string } =>
  typeof d === "object" && d !== null && Array.isArray((d as Json).loc) && ((d as Json).loc as unknown[]).every((p) => typeof p === "string") &&
  typeof (d as Json).msg === "string" && typeof (d as Json).type === "string";

function managementVerdict(res: CallResult<unknown>): Verdict {
  if (res.status === 200 || res.status === 204) return ACCEPTED;
  const detail = (res.body as Json | undefined)?.detail;
  if (res.status !== 400 || !Array.isArray(detail) || detail.length === 0 || !detail.every(isIssue)) return shapeError("000 Errors 1", res);
  return { accepted: false, properties: detail.map((d) => locToProperty(d.loc)), messages: detail.map((d) => `${d.type}: ${d.msg}`) };
}

const api = (s: Session, method: string, path: string, body?: unknown) => call(s.emu.url, method, path, { token: s.token, body });

async function fixture(s: Session, method: string, path: string, body: Json): Promise<Json> {
  const res = await api(s, method, path, body);
  if (res.status !== 200) throw new Error(`fixture ${method} ${path}: ${res.status} ${res.text}`);
  return res.body as Json;
}

const STORE = { store_app_id: "1234567890", store_app_url: "https://apps.apple.com/app/id1", store_bundle_id: "com.example.fixture" };
const newApp = (s: Session, live = false) =>
  fixture(s, "POST", "/v5/apps", {
    nickname: "Fixture", orientations: ["portrait"], is_live: live, is_test_mode_on: false, is_directed_at_kids_under_13: "NO", platform: "ios",
    ...(live ? STORE : {}),
  });

async function newLocation(s: Session, appId: string, type: "bidding" | "fixed_cpm"): Promise<Json> {
  const body: Json = { name: "Fixture", ad_type: "rewarded", type };
  if (type === "fixed_cpm") body.country_targeting = [{ country: "US", price: 1 }];
  return fixture(s, "POST", `/v5/apps/${appId}/ad-locations`, body);
}

/** POST and PUT share the body (000 Block lists): both must read it the same. */
async function listReading(s: Session, input: Input): Promise<Verdict> {
  const created = managementVerdict(await api(s, "POST", "/v5/lists", snakeKeys(input)));
  const { id } = await fixture(s, "POST", "/v5/lists", { title: "Fixture", type: "iab_content_taxonomy_1.0_service_default", elements: [] });
  const replaced = managementVerdict(await api(s, "PUT", `/v5/lists/${String(id)}`, snakeKeys(input)));
  const same = created.accepted === replaced.accepted && created.properties.join() === replaced.properties.join();
  return same ? created : { accepted: false, properties: ["(POST and PUT disagree)"], messages: [...created.messages, ...replaced.messages] };
}

// ---- analytics (seed 001) and mediation (seed 002): 400 { code, name, description, errors } ----

function keyedVerdict(res: CallResult<unknown>, ok: number[], property: (key: string) => string): Verdict {
  if (ok.includes(res.status)) return ACCEPTED;
  const body = res.body as Json | undefined;
  const errors = body?.errors;
  const shaped = body?.code === 400 && body.name === "Bad Request" && body.description === "ValidationError" &&
    typeof errors === "object" && errors !== null && Object.values(errors).every((m) => typeof m === "string");
  if (res.status !== 400 || !shaped) return shapeError("002 Errors (mediation shape)", res);
  const entries = Object.entries(errors as Record<string, string>);
  return { accepted: false, properties: entries.map(([key]) => property(key)), messages: entries.map(([k, m]) => `${k}: ${m}`) };
}

function analytics(report: string, family: "v5" | "legacy"): Reading {
  return async (s, input) => {
    const query = queryOf(input, report === "campaign" ? { appId: "appID" } : {});
    if (family === "legacy") {
      query.set("userId", s.emu.credentials.legacyUserId);
      query.set("userSignature", s.emu.credentials.legacyUserSignature);
    }
    const path = family === "v5" ? `/v5/analytics/${report}?${query}` : `/metrics/${report}?${query}`;
    const res = await call(s.emu.url, "GET", path, family === "v5" ? { token: s.token } : {});
    return keyedVerdict(res, [200, 202], (key) => (key === "appID" ? "appId" : key));
  };
}

// Seed 002 "Errors": an incompatible metric (or dimension) is keyed by its own name.
const METRICS = ["requests", "responses", "valid_bids", "winning_bids", "impressions", "estimated_earnings", "ecpm", "bid_rate", "win_rate", "fill_rate", "impression_show_rate"];
const DIMENSIONS = ["date", "app", "mediation_placement_name", "placement_type", "demand_source", "country", "mediation_line_item_name", "partner_placement_name"];

function mediationBody(input: Input): Json {
  const { filters, ...rest } = input;
  const body = snakeKeys(rest) as Json;
  if (filters && typeof filters === "object") {
    const { networkType, ...lists } = filters as Json;
    body.filters = { ...(snakeKeys(lists) as Json), ...(networkType !== undefined && { network_type: [networkType] }) };
  }
  return body;
}

function mediation(version: "v1" | "v2"): Reading {
  return async (s, input) => {
    const { legacyUserId, legacyUserSignature } = s.emu.credentials;
    const auth = version === "v2" ? { token: s.token } : { headers: { Cookie: `user_id=${legacyUserId}; user_signature=${legacyUserSignature}` } };
    const res = await call(s.emu.url, "POST", `/${version}/publisher/metrics`, { ...auth, body: mediationBody(input) });
    const property = (key: string) =>
      METRICS.includes(key) ? "metrics" : DIMENSIONS.includes(key) ? "dimensions" : key.split(".").map(camel).join(".");
    return keyedVerdict(res, [200], property);
  };
}

// ---- S2S (seed 002): { message, status }; the message names the field ----

function s2sVerdict(res: CallResult<unknown>, expected: string | undefined): Verdict {
  const body = res.body as Json | undefined;
  if (typeof body?.message !== "string" || body.status !== res.status) return shapeError("002 S2S { message, status }", res);
  if (res.status === 200) return ACCEPTED;
  const wire = expected?.split(".").map(snake).join(".");
  const named = wire !== undefined && new RegExp(`\\b${wire.replace(/\./g, "\\.")}\\b`).test(body.message);
  return { accepted: false, properties: [named ? expected! : `(message: ${body.message})`], messages: [body.message] };
}

const expectedOf = (rule: RuleCase) => (rule.valid === true ? undefined : String(rule.valid.property));

function s2s(path: string): (s: Session, rule: RuleCase) => Promise<Verdict> {
  return async (s, rule) => {
    const app = await newApp(s);
    const body = snakeKeys({ ...rule.input, ...(rule.input.appId === KNOWN_APP && { appId: app.id }) }) as Json;
    if (path !== "/event_service/v3/track") {
      return s2sVerdict(await call(s.emu.url, "POST", path, { body: { token: s.emu.credentials.s2sToken, ...body } }), expectedOf(rule));
    }
    // Seed 002: SHA-256 hex of "action:pia", the API secret, the app signature and the exact body, one per line.
    const raw = JSON.stringify(body);
    const { s2sApiToken, s2sApiSecret } = s.emu.credentials;
    const signature = createHash("sha256").update(`action:pia\n${s2sApiSecret}\n${String(app.signature)}\n${raw}`).digest("hex");
    const headers = { "Content-Type": "application/json", "X-Service-Token": s2sApiToken, "X-Service-Signature": signature };
    return s2sVerdict(await call(s.emu.url, "POST", path, { rawBody: raw, headers }), expectedOf(rule));
  };
}

const READINGS: Record<string, Reading> = {
  "POST /apps": async (s, input) => managementVerdict(await api(s, "POST", "/v5/apps", snakeKeys(input))),
  "PATCH /apps/{app_id}": async (s, input, given) => {
    const app = await newApp(s, given.appIsLive === true);
    return managementVerdict(await api(s, "PATCH", `/v5/apps/${String(app.id)}`, snakeKeys(input)));
  },
  "POST /apps/{app_id}/ad-locations": async (s, input) => {
    const app = await newApp(s);
    return managementVerdict(await api(s, "POST", `/v5/apps/${String(app.id)}/ad-locations`, snakeKeys(input)));
  },
  "PATCH /apps/{app_id}/ad-locations/{uuid}": async (s, input, given) => {
    const app = await newApp(s);
    const location = await newLocation(s, String(app.id), given.locationType ?? "bidding");
    return managementVerdict(await api(s, "PATCH", `/v5/apps/${String(app.id)}/ad-locations/${String(location.uuid)}`, snakeKeys(input)));
  },
  "POST /lists": listReading,
  "PATCH /apps/{app_id}/monetization_settings": async (s, input) => {
    const app = await newApp(s);
    return managementVerdict(await api(s, "PATCH", `/v5/apps/${String(app.id)}/monetization_settings`, snakeKeys(input)));
  },
  "GET /v5/analytics/campaign": analytics("campaign", "v5"),
  "GET /metrics/campaign": analytics("campaign", "legacy"),
  "GET /v5/analytics/app": analytics("app", "v5"),
  "GET /metrics/app": analytics("app", "legacy"),
  "GET /v5/analytics/install": analytics("install", "v5"),
  "GET /v5/analytics/appcountry": analytics("appcountry", "v5"),
  "GET /v5/analytics/monetization": analytics("monetization", "v5"),
  "GET /v5/analytics/alltime": analytics("alltime", "v5"),
  "POST /v2/publisher/metrics": mediation("v2"),
  "POST /v1/publisher/metrics": mediation("v1"),
};

const S2S: Record<string, (s: Session, rule: RuleCase) => Promise<Verdict>> = {
  "POST /api/v2/attributed_install": s2s("/api/v2/attributed_install"),
  "POST /api/v2/open": s2s("/api/v2/open"),
  "POST /event_service/v3/track": s2s("/event_service/v3/track"),
};

export async function emulatorVerdict(emu: RunningEmulator, token: string, rule: RuleCase): Promise<Verdict> {
  const session = { emu, token };
  const s2sReading = S2S[rule.endpoint];
  if (s2sReading) return s2sReading(session, rule);
  const reading = READINGS[rule.endpoint];
  if (!reading) throw new Error(`no emulator reading for ${rule.endpoint}`);
  return reading(session, rule.input, rule.given ?? {});
}
