// The emulator's reading of the management endpoints: 400 { detail: [ { loc, msg, type } ] }.
import { call, type CallResult } from "../../support/emulator";
import type { Given, Input, Verdict } from "./case";
import { ACCEPTED, type Json, type Reading, type Session, api, fixture, newApp, shapeError } from "./emulator-session";
import { locToProperty, queryOf, snake, snakeKeys } from "./wire";

const isIssue = (d: unknown): d is { loc: string[]; msg: string; type: string } =>
  typeof d === "object" && d !== null && Array.isArray((d as Json).loc) && ((d as Json).loc as unknown[]).every((p) => typeof p === "string") &&
  typeof (d as Json).msg === "string" && typeof (d as Json).type === "string";

function managementVerdict(res: CallResult<unknown>): Verdict {
  if (res.status === 200 || res.status === 204) return ACCEPTED;
  const detail = (res.body as Json | undefined)?.detail;
  if (res.status !== 400 || !Array.isArray(detail) || detail.length === 0 || !detail.every(isIssue)) return shapeError("management API: validation error body", res);
  return { accepted: false, properties: detail.map((d) => locToProperty(d.loc)), messages: detail.map((d) => `${d.type}: ${d.msg}`) };
}

/** Puts `given.existingLocation` in the app, of any type (the control endpoint plants what the API cannot create). */
async function plantGiven(s: Session, appId: string, given: Given): Promise<void> {
  const existing = given.existingLocation;
  if (!existing) return;
  const res = await call(s.emu.url, "POST", "/_emulator/ad-locations", { body: { appId, name: existing.name, ad_type: existing.adType, type: existing.type } });
  if (res.status !== 200) throw new Error(`fixture location: ${res.status} ${res.text}`);
}

async function newLocation(s: Session, appId: string, type: "bidding" | "fixed_cpm"): Promise<Json> {
  const body: Json = { name: "Fixture", ad_type: "rewarded", type };
  if (type === "fixed_cpm") body.country_targeting = [{ country: "US", price: 1 }];
  return fixture(s, "POST", `/v5/apps/${appId}/ad-locations`, body);
}

/** POST and PUT share the body (`POST /v5/lists`, `PUT /v5/lists/{list_id}`): both must read it the same. */
async function listReading(s: Session, input: Input): Promise<Verdict> {
  const created = managementVerdict(await api(s, "POST", "/v5/lists", snakeKeys(input)));
  const { id } = await fixture(s, "POST", "/v5/lists", { title: "Fixture", type: "iab_content_taxonomy_1.0_service_default", elements: [] });
  const replaced = managementVerdict(await api(s, "PUT", `/v5/lists/${String(id)}`, snakeKeys(input)));
  const same = created.accepted === replaced.accepted && created.properties.join() === replaced.properties.join();
  return same ? created : { accepted: false, properties: ["(POST and PUT disagree)"], messages: [...created.messages, ...replaced.messages] };
}


/** A list call with the input as query parameters (snake_case; the ad location filters are `<name>_filter`). */
async function listCall(s: Session, path: string, input: Input, filters = false): Promise<Verdict> {
  const wire = Object.fromEntries(Object.entries(input).map(([key, value]) => [filters ? `${snake(key)}_filter` : snake(key), value]));
  const verdict = managementVerdict(await api(s, "GET", `${path}?${queryOf(wire)}`));
  return filters ? { ...verdict, properties: verdict.properties.map((p) => p.replace(/Filter$/, "")) } : verdict;
}

export const MANAGEMENT_READINGS: Record<string, Reading> = {
  "GET /apps": (s, input) => listCall(s, "/v5/apps", input),
  "GET /lists": (s, input) => listCall(s, "/v5/lists", input),
  "GET /apps/{app_id}/ad-locations": async (s, input) => listCall(s, `/v5/apps/${String((await newApp(s)).id)}/ad-locations`, input, true),
  "POST /apps": async (s, input) => managementVerdict(await api(s, "POST", "/v5/apps", snakeKeys(input))),
  "PATCH /apps/{app_id}": async (s, input, given) => {
    const app = await newApp(s, given.appIsLive === true);
    return managementVerdict(await api(s, "PATCH", `/v5/apps/${String(app.id)}`, snakeKeys(input)));
  },
  "POST /apps/{app_id}/ad-locations": async (s, input, given) => {
    const app = await newApp(s);
    await plantGiven(s, String(app.id), given);
    return managementVerdict(await api(s, "POST", `/v5/apps/${String(app.id)}/ad-locations`, snakeKeys(input)));
  },
  "PATCH /apps/{app_id}/ad-locations/{uuid}": async (s, input, given) => {
    const app = await newApp(s);
    const location = await newLocation(s, String(app.id), given.locationType ?? "bidding");
    await plantGiven(s, String(app.id), given);
    return managementVerdict(await api(s, "PATCH", `/v5/apps/${String(app.id)}/ad-locations/${String(location.uuid)}`, snakeKeys(input)));
  },
  "POST /lists": listReading,
  "PATCH /apps/{app_id}/monetization_settings": async (s, input) => {
    const app = await newApp(s);
    return managementVerdict(await api(s, "PATCH", `/v5/apps/${String(app.id)}/monetization_settings`, snakeKeys(input)));
  },
};
