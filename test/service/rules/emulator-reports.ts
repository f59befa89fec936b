// The emulator's reading of the report endpoints: analytics and mediation reporting,
// whose 400 is { code, name, description, errors } keyed by field.
import { call, type CallResult } from "../../support/emulator";
import type { Input, Verdict } from "./case";
import { ACCEPTED, type Json, type Reading, shapeError } from "./emulator-session";
import { camel, queryOf, snakeKeys } from "./wire";

function keyedVerdict(res: CallResult<unknown>, ok: number[], property: (key: string) => string): Verdict {
  if (ok.includes(res.status)) return ACCEPTED;
  const body = res.body as Json | undefined;
  const errors = body?.errors;
  const shaped = body?.code === 400 && body.name === "Bad Request" && body.description === "ValidationError" &&
    typeof errors === "object" && errors !== null && Object.values(errors).every((m) => typeof m === "string");
  if (res.status !== 400 || !shaped) return shapeError("mediation reporting API: 400 body", res);
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

// The mediation reporting API's 400 body: an incompatible metric (or dimension) is keyed by its own name.
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


export const REPORT_READINGS: Record<string, Reading> = {
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
