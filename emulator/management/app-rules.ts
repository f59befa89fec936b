// The body rules of `POST /v5/apps` and `PATCH /v5/apps/{app_id}`, answered as the management
// API's validation errors.
import { ORIENTATIONS, PLATFORMS, type AppRecord, type Orientation } from "../model";
import { Checker, objectBody } from "./check";
import type { NewApp } from "./records";

const STORE_FIELDS = ["store_app_id", "store_app_url", "store_bundle_id"] as const;
const READ_ONLY = ["id", "icon", "signature", "is_coppa_disclosure_read", "is_sdk_active", "publishing_application", "app_ads_txt_status", "metadata"];
const CREATE_FIELDS = [
  "nickname", "name", "orientations", "default_orientation", "is_live", ...STORE_FIELDS,
  "is_test_mode_on", "test_mode_duration", "is_directed_at_kids_under_13", "platform",
];
/** PATCH takes the create fields less name and platform; nickname is accepted (`PATCH /v5/apps/{app_id}`). */
const UPDATE_FIELDS = CREATE_FIELDS.filter((f) => f !== "name" && f !== "platform");

function orientations(check: Checker, required: boolean): Orientation[] | undefined {
  const list = check.array("orientations", { required });
  if (!list) return undefined;
  const before = check.issues.length;
  if (list.length === 0) check.fail("orientations", "List should have at least 1 item", "too_short");
  list.forEach((value, i) => {
    if (!ORIENTATIONS.includes(value as Orientation)) check.fail(["orientations", i], "Input should be 'landscape' or 'portrait'", "enum");
    else if (list.indexOf(value) !== i) check.fail(["orientations", i], `Duplicate orientation ${String(value)}`, "duplicate");
  });
  return check.issues.length === before ? (list as Orientation[]) : undefined;
}

/** default_orientation is required when both orientations are listed and must be one of them. */
function defaultOrientation(check: Checker, list: Orientation[] | undefined): Orientation | undefined {
  const given = check.oneOf("default_orientation", ORIENTATIONS, { nullable: true }) ?? undefined;
  if (!list) return given;
  if (given === undefined) {
    if (list.length > 1) check.fail("default_orientation", "Field required when both orientations are listed", "missing");
    return list[0];
  }
  if (!list.includes(given)) check.fail("default_orientation", "default_orientation must be one of orientations", "value_error");
  return given;
}

function storeFields(check: Checker, requiredNow: boolean) {
  const out: Partial<Record<(typeof STORE_FIELDS)[number], string>> = {};
  for (const field of STORE_FIELDS) {
    const value = check.string(field, { required: requiredNow, min: 1 });
    if (typeof value === "string") out[field] = value;
  }
  if (out.store_app_url !== undefined && !/^https?:\/\/[^\s/]+/i.test(out.store_app_url)) {
    check.fail("store_app_url", "Input should be a valid URL", "url_parsing");
  }
  return out;
}

/** `POST /v5/apps` body: required, conditional and optional fields. */
export function parseCreateApp(value: unknown): NewApp {
  const check = new Checker(objectBody(value));
  check.onlyKeys(CREATE_FIELDS, READ_ONLY);
  const nickname = check.string("nickname", { required: true, min: 1 });
  const name = check.string("name", { nullable: true, min: 1 });
  const list = orientations(check, true);
  const defaultOri = defaultOrientation(check, list);
  const isLive = check.bool("is_live", { required: true });
  const store = storeFields(check, isLive === true);
  const testMode = check.bool("is_test_mode_on", { required: true });
  const duration = check.int("test_mode_duration", { nullable: true, min: 1 });
  const kids = check.oneOf("is_directed_at_kids_under_13", ["YES", "NO"] as const, { required: true });
  const platform = check.oneOf("platform", PLATFORMS, { required: true });
  check.done();
  return {
    nickname: nickname!,
    name: name ?? null,
    platform: platform!,
    orientations: list!,
    default_orientation: defaultOri!,
    is_live: isLive!,
    store_app_id: store.store_app_id ?? null,
    store_app_url: store.store_app_url ?? null,
    store_bundle_id: store.store_bundle_id ?? null,
    is_test_mode_on: testMode!,
    test_mode_duration: duration ?? null,
    is_directed_at_kids_under_13: kids!,
  };
}

export type AppPatch = Partial<Omit<NewApp, "name" | "platform">>;

/**
 * `PATCH /v5/apps/{app_id}` body: is_live never goes back to false; store
 * fields are never null; a body that sets is_live true carries the three store fields; a
 * body listing both orientations carries default_orientation.
 */
export function parseUpdateApp(value: unknown, app: AppRecord): AppPatch {
  const check = new Checker(objectBody(value));
  check.onlyKeys(UPDATE_FIELDS, READ_ONLY, ["name", "platform"]);
  const patch: AppPatch = {};
  const nickname = check.string("nickname", { min: 1 });
  if (typeof nickname === "string") patch.nickname = nickname;
  const list = orientations(check, false);
  if (list) patch.orientations = list;
  if (list || check.has("default_orientation")) {
    const ori = defaultOrientation(check, list ?? app.orientations);
    if (ori) patch.default_orientation = ori;
  }
  const isLive = check.bool("is_live");
  if (isLive === false && app.is_live) check.fail("is_live", "A live app cannot be set back to not live", "value_error");
  if (typeof isLive === "boolean") patch.is_live = isLive;
  Object.assign(patch, storeFields(check, isLive === true));
  const testMode = check.bool("is_test_mode_on");
  if (typeof testMode === "boolean") patch.is_test_mode_on = testMode;
  const duration = check.int("test_mode_duration", { nullable: true, min: 1 });
  if (duration !== undefined) patch.test_mode_duration = duration;
  const kids = check.oneOf("is_directed_at_kids_under_13", ["YES", "NO"] as const);
  if (kids) patch.is_directed_at_kids_under_13 = kids;
  check.done();
  return patch;
}
