// The body rules of ad locations: name, ad type, type and country_targeting with its prices.
import { float } from "../json";
import type { AdLocationRecord, CountryPrice } from "../model";
import type { Checker } from "./check";
import { isObject } from "./check";
import { ALL_COUNTRIES, ISO_3166_ALPHA2 } from "./countries";

/** An ad location name's characters: letters, digits, - _ $ & , + / \ and whitespace. */
const NAME_CHARSET = /^[\p{L}\p{Nd}\-_$&,+/\\\s]+$/u;

export function checkLocationName(check: Checker, rule: { required: boolean }): string | undefined {
  const name = check.string("name", { required: rule.required, min: 1, max: 80 });
  if (typeof name !== "string") return undefined;
  if (!NAME_CHARSET.test(name)) {
    return check.fail("name", "Name may hold only letters, digits, whitespace and - _ $ & , + / \\", "string_pattern_mismatch");
  }
  if (name.trim() !== name) return check.fail("name", "Name must not start or end with whitespace", "string_pattern_mismatch");
  return name;
}

/**
 * country_targeting: 1 to 250 entries, no duplicate country, ISO 3166-1 alpha-2 or
 * `default`, price 0.01..500.00 USD (a fixed_cpm price). undefined when absent or invalid.
 */
export function checkCountryTargeting(check: Checker): CountryPrice[] | undefined {
  const entries = check.array("country_targeting");
  if (!entries) return undefined;
  const before = check.issues.length;
  if (entries.length < 1) check.fail("country_targeting", "List should have at least 1 item", "too_short");
  if (entries.length > 250) check.fail("country_targeting", "List should have at most 250 items", "too_long");
  const seen = new Set<string>();
  const out: CountryPrice[] = [];
  entries.forEach((entry, i) => {
    const at = (field?: string) => (field ? ["country_targeting", i, field] : ["country_targeting", i]);
    if (!isObject(entry)) return check.fail(at(), "Input should be a valid dictionary or object", "dict_type");
    for (const key of Object.keys(entry)) {
      if (key !== "country" && key !== "price") check.fail(at(key), "Extra inputs are not permitted", "extra_forbidden");
    }
    const { country, price } = entry;
    if (country === undefined) check.fail(at("country"), "Field required", "missing");
    else if (typeof country !== "string") check.fail(at("country"), "Input should be a valid string", "string_type");
    else if (country !== ALL_COUNTRIES && !ISO_3166_ALPHA2.has(country)) {
      check.fail(at("country"), `${country} is not an ISO 3166-1 alpha-2 code or 'default'`, "country_code");
    } else if (seen.has(country)) {
      check.fail(at("country"), `Duplicate country ${country}`, "duplicate");
    } else seen.add(country);
    if (price === undefined) check.fail(at("price"), "Field required", "missing");
    else if (typeof price !== "number" || !Number.isFinite(price)) check.fail(at("price"), "Input should be a valid number", "float_type");
    else if (price < 0.01) check.fail(at("price"), "Input should be greater than or equal to 0.01", "greater_than_equal");
    else if (price > 500) check.fail(at("price"), "Input should be less than or equal to 500", "less_than_equal");
    if (typeof country === "string" && typeof price === "number") out.push({ country, price });
    return undefined;
  });
  return check.issues.length === before ? out : undefined;
}

/** The location as the API shows it: country_targeting only for fixed_cpm, prices as floats. */
export function locationView(location: AdLocationRecord): Record<string, unknown> {
  const view: Record<string, unknown> = {
    uuid: location.uuid,
    name: location.name,
    ad_type: location.ad_type,
    type: location.type,
  };
  if (location.type === "fixed_cpm") {
    view.country_targeting = location.country_targeting.map((c) => ({ country: c.country, price: float(c.price) }));
  }
  return view;
}

export function locationListItem(location: AdLocationRecord): Record<string, unknown> {
  return { uuid: location.uuid, name: location.name, ad_type: location.ad_type, type: location.type };
}
