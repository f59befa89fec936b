/**
 * Wire (snake_case) <-> public (camelCase) field names. snake -> camel is unambiguous
 * (`under_13` -> `Under13`, `v1_list` -> `V1List`); camel -> snake is not (`Under13` could be
 * `under_13` or `under13`), so it goes through an explicit table built from the API's own names.
 */

/** Every snake_case field name of the management API and token endpoints that holds a digit or
 * that we send; names without digits convert unambiguously, the table makes them explicit anyway. */
export const MANAGEMENT_WIRE_NAMES = [
  // apps (`POST /v5/apps`, `PATCH /v5/apps/{app_id}`)
  "default_orientation", "is_live", "store_app_id", "store_app_url", "store_bundle_id",
  "is_coppa_disclosure_read", "is_sdk_active", "is_test_mode_on", "test_mode_duration",
  "is_directed_at_kids_under_13", "publishing_application", "app_ads_txt_status",
  "created_at", "reviewed_by", "reviewed_at", "reviewer_notes", "reject_reason", "reject_detail",
  "rejected_at", "ad_location_counts", "keyword_filter", "platform_filters",
  // ad locations
  "ad_type", "country_targeting", "type_filter", "ad_type_filter",
  // lists
  "date_created", "date_modified", "total_elements", "types_filter",
  // monetization settings
  "ad_blocking_settings", "monetization_agefilter_check", "blocked_advertiser_store_ids",
  "blocked_iab_categories_v1_list", "ad_experience_settings", "interstitial_allow_skip",
  "template_settings", "button_type", "show_button_timer", "default_muted",
  "video_duration_settings", "interstitial_max_duration", "rewarded_max_duration",
  "ad_targeting_settings", "target_device_types", "device_types", "is_included", "target_os_version",
  // tokens (`POST /v5/oauth/token` and its error body)
  "client_id", "client_secret", "grant_type", "access_token", "token_type", "expires_in",
  "error_description", "error_uri",
] as const;

function camelOf(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());
}

/** The table's names converted once (a fixed table): nearly every key of a management answer is one of them. */
const CAMEL_OF_LISTED: Readonly<Record<string, string>> = Object.freeze(Object.fromEntries(MANAGEMENT_WIRE_NAMES.map((snake) => [snake, camelOf(snake)])));

export function snakeToCamel(name: string): string {
  // Every answer's keys pass through here; most have no underscore, the rest are mostly listed.
  if (!name.includes("_")) return name;
  return Object.hasOwn(CAMEL_OF_LISTED, name) ? CAMEL_OF_LISTED[name] : camelOf(name);
}

export class WireNames {
  private readonly toSnake = new Map<string, string>();

  constructor(snakeNames: Iterable<string>) {
    for (const snake of snakeNames) this.toSnake.set(snakeToCamel(snake), snake);
  }

  /** Explicit for known names; unknown names must be digit-free so the rule cannot guess wrong. */
  camelToSnake(name: string): string {
    const known = this.toSnake.get(name);
    if (known !== undefined) return known;
    if (/\d/.test(name)) {
      throw new Error(`no wire name registered for "${name}" (names with digits need an explicit mapping)`);
    }
    return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  }

  /** Deep: keys of plain objects (arrays walked, values untouched); undefined members dropped. */
  toWire(value: unknown): unknown {
    return mapKeys(value, (key) => this.camelToSnake(key));
  }
}

export const managementWireNames = new WireNames(MANAGEMENT_WIRE_NAMES);

/** Deep snake_case -> camelCase of the keys of a parsed JSON value. */
export function fromWire(value: unknown): unknown {
  return mapKeys(value, snakeToCamel);
}

function mapKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, rename));
  if (value === null || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) {
    return value;
  }
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined).map(([key, member]) => [rename(key), mapKeys(member, rename)]));
}
