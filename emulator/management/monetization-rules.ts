// The body rules of `PATCH /v5/apps/{app_id}/monetization_settings`, applied only when the whole
// body is valid.
import type { MonetizationRecord } from "../model";
import type { EmulatorState } from "../state";
import { Checker, objectBody, type Body } from "./check";

export const BUTTON_TYPES = ["skip", "worded", "close"] as const;
export const BUTTON_TIMERS = [5, 15, 30, 45, 60, 90] as const;
export const MAX_DURATIONS = [5, 15, 30, 45, 60, 90, 120] as const;

/** Changes to apply, each a function so nothing is applied until the whole body is valid. */
type Change = (record: MonetizationRecord) => void;

/**
 * A device type naming a model holds a digit (`iPhone14,2`, `SM-G991B`, `Pixel 8`); a
 * series holds none (`iPhone`, `iPad`, `Galaxy`). The API asks for only one kind per list
 * without saying how they differ; this is our rule (decision record 0024).
 */
export function deviceKind(value: string): "model" | "series" {
  return /\d/.test(value) ? "model" : "series";
}

const OS_VERSION = /^\d+(\.\d+){0,3}$/;

function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function group(check: Checker, key: string): Checker | undefined {
  const value = check.object(key);
  if (!value) return undefined;
  return new Checker(value, [...check.at, key]);
}

function blocking(check: Checker, state: EmulatorState, changes: Change[]): void {
  check.onlyKeys(["monetization_agefilter_check", "blocked_advertiser_store_ids", "blocked_iab_categories_v1_list"]);
  const age = check.bool("monetization_agefilter_check");
  if (typeof age === "boolean") changes.push((r) => (r.ad_blocking_settings.monetization_agefilter_check = age));
  const ids = check.array("blocked_advertiser_store_ids");
  if (ids) {
    const before = check.issues.length;
    ids.forEach((id, i) => {
      if (typeof id !== "string" || id === "") check.fail(["blocked_advertiser_store_ids", i], "Input should be a non-empty string", "string_type");
      else if (ids.indexOf(id) !== i) check.fail(["blocked_advertiser_store_ids", i], `Duplicate store id ${id}`, "duplicate");
    });
    if (check.issues.length === before) changes.push((r) => (r.ad_blocking_settings.blocked_advertiser_store_ids = [...(ids as string[])]));
  }
  const list = check.string("blocked_iab_categories_v1_list", { nullable: true, min: 1 });
  if (typeof list === "string" && !state.lists.has(list)) {
    check.fail("blocked_iab_categories_v1_list", `List ${list} does not exist`, "not_found");
  } else if (list !== undefined) {
    changes.push((r) => (r.ad_blocking_settings.blocked_iab_categories_v1_list = list));
  }
}

function experience(check: Checker, changes: Change[]): void {
  check.onlyKeys(["template_settings", "video_duration_settings"], ["interstitial_allow_skip"]);
  const template = group(check, "template_settings");
  if (template) {
    template.onlyKeys(["button_type", "show_button_timer", "default_muted"]);
    const button = template.oneOf("button_type", BUTTON_TYPES);
    const timer = template.oneOf("show_button_timer", BUTTON_TIMERS);
    const muted = template.bool("default_muted");
    changes.push((r) => {
      const t = r.ad_experience_settings.template_settings;
      if (button) t.button_type = button;
      if (timer) t.show_button_timer = timer;
      if (typeof muted === "boolean") t.default_muted = muted;
    });
    check.issues.push(...template.issues);
  }
  const video = group(check, "video_duration_settings");
  if (video) {
    video.onlyKeys(["interstitial_max_duration", "rewarded_max_duration"]);
    const inter = video.oneOf("interstitial_max_duration", MAX_DURATIONS);
    const rewarded = video.oneOf("rewarded_max_duration", MAX_DURATIONS);
    changes.push((r) => {
      const v = r.ad_experience_settings.video_duration_settings;
      if (inter) v.interstitial_max_duration = inter;
      if (rewarded) v.rewarded_max_duration = rewarded;
    });
    check.issues.push(...video.issues);
  }
}

function targeting(check: Checker, current: MonetizationRecord, changes: Change[]): void {
  check.onlyKeys(["target_device_types", "target_os_version"]);
  const devices = group(check, "target_device_types");
  if (devices) {
    devices.onlyKeys(["device_types", "is_included"]);
    const list = devices.array("device_types");
    const included = devices.bool("is_included");
    if (list) {
      list.forEach((d, i) => {
        if (typeof d !== "string" || d.trim() === "") devices.fail(["device_types", i], "Input should be a non-empty string", "string_type");
      });
      const kinds = new Set(list.filter((d): d is string => typeof d === "string").map(deviceKind));
      if (kinds.size > 1) devices.fail("device_types", "A list must hold only device models or only device series, not both", "mixed_device_types");
    }
    changes.push((r) => {
      const t = r.ad_targeting_settings.target_device_types;
      if (list) t.device_types = [...(list as string[])];
      if (typeof included === "boolean") t.is_included = included;
    });
    check.issues.push(...devices.issues);
  }
  // null (the whole object) means every OS version is targeted (`ad_targeting_settings.target_os_version`).
  const clearsOs = check.body.target_os_version === null;
  if (clearsOs) changes.push((r) => (r.ad_targeting_settings.target_os_version = null));
  const os = clearsOs ? undefined : group(check, "target_os_version");
  if (os) {
    os.onlyKeys(["min", "max"]);
    const min = os.string("min", { nullable: true });
    const max = os.string("max", { nullable: true });
    for (const [key, v] of [["min", min], ["max", max]] as const) {
      if (typeof v === "string" && !OS_VERSION.test(v)) os.fail(key, "OS version should look like 14, 14.2 or 14.2.1", "string_pattern_mismatch");
    }
    const prior = current.ad_targeting_settings.target_os_version ?? { min: null, max: null };
    const next = { min: min === undefined ? prior.min : min, max: max === undefined ? prior.max : max };
    if (os.issues.length === 0 && next.min !== null && next.max !== null && compareVersions(next.min, next.max) > 0) {
      os.fail("min", "min must not be above max", "value_error");
    }
    changes.push((r) => (r.ad_targeting_settings.target_os_version = next));
    check.issues.push(...os.issues);
  }
}

/** PATCH monetization_settings: any group, partial within a group; all or nothing. */
export function parseMonetizationPatch(value: unknown, current: MonetizationRecord, state: EmulatorState): Change[] {
  const check = new Checker(objectBody(value));
  check.onlyKeys(["ad_blocking_settings", "ad_experience_settings", "ad_targeting_settings"]);
  const changes: Change[] = [];
  const sub = (key: string, fill: (c: Checker) => void) => {
    const g = group(check, key);
    if (!g) return;
    fill(g);
    check.issues.push(...g.issues);
  };
  sub("ad_blocking_settings", (c) => blocking(c, state, changes));
  sub("ad_experience_settings", (c) => experience(c, changes));
  sub("ad_targeting_settings", (c) => targeting(c, current, changes));
  check.done();
  return changes;
}

export function monetizationView(record: MonetizationRecord): Body {
  const copy = structuredClone(record);
  return {
    ad_blocking_settings: copy.ad_blocking_settings,
    ad_experience_settings: { interstitial_allow_skip: true, ...copy.ad_experience_settings },
    ad_targeting_settings: copy.ad_targeting_settings,
  };
}
