// Report rows with their money, rate and per-mille fields marked as floats for the JSON writer.
import { float, type Float } from "../json";
import type { Row } from "./outcome";

// The analytics API types money, rates and per-mille figures as float: 12 must print as 12.0 so that a
// typed client sees a float. Counts stay integers.
const FLOAT_FIELD = /^(money|ecpm|cpcv|ctr|ctrl|installRate|InstallRate|ad_spend|revenue)/;

export function withFloats(rows: Row[]): Record<string, string | number | Float>[] {
  return rows.map((row) => {
    const out: Record<string, string | number | Float> = {};
    for (const [key, value] of Object.entries(row)) out[key] = typeof value === "number" && FLOAT_FIELD.test(key) ? float(value) : value;
    return out;
  });
}
