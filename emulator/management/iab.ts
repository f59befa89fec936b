// The IAB Content Taxonomy 1.0 codes block lists hold, and the service default list's categories.
import taxonomy from "../../data/iab-content-taxonomy-1.0.json";

/**
 * IAB Content Taxonomy 1.0 (shared data in data/): how many tier-2 sub-categories each tier-1
 * category IAB1..IAB26 holds (IAB24 "Uncategorized" has none). Block lists take tier-2 codes only
 * (a block list's elements), so IAB7-39 is valid and IAB7 or IAB7-46 are not.
 */
const SUBCATEGORY_COUNTS: Readonly<Record<string, number>> = taxonomy.tier2Counts;

export function isTier2Code(code: string): boolean {
  const m = /^IAB([1-9][0-9]?)-([1-9][0-9]?)$/.exec(code);
  if (!m) return false;
  const count = SUBCATEGORY_COUNTS[`IAB${m[1]}`];
  return count !== undefined && Number(m[2]) <= count;
}

export function isTier1Code(code: string): boolean {
  const m = /^IAB([1-9][0-9]?)$/.exec(code);
  return m !== null && SUBCATEGORY_COUNTS[code] !== undefined;
}

export const DEFAULT_LIST_TYPE = "iab_content_taxonomy_1.0_service_default";

/** The service default list of sensitive categories: the API names it but not its content. */
export const DEFAULT_LIST_ELEMENTS = [
  "IAB7-39",
  "IAB8-5",
  "IAB8-18",
  "IAB9-9",
  "IAB14-1",
  "IAB25-1",
  "IAB25-2",
  "IAB25-3",
  "IAB25-4",
  "IAB25-5",
  "IAB25-6",
  "IAB25-7",
  "IAB26-1",
  "IAB26-2",
  "IAB26-3",
  "IAB26-4",
];
