// What a change means to a publisher, one line per thing that moves: floors with their
// percent, a renamed or replaced location, settings old -> new, block list categories with names.
import tier1 from "../../data/iab-1.0-tier1-names.json";
import { definitionNamed } from "../resources/definitions";
import type { ResourceChange } from "./preview";
import { describePriceChange, priceChanges } from "./prices";

type Props = Record<string, unknown>;

const IAB_NAMES: Record<string, string> = tier1.names;

/** IAB9-9 -> "IAB9-9 (Hobbies & Interests)": the tier-1 name of the code's category. */
export function iabLabel(code: string): string {
  const name = IAB_NAMES[code.split("-")[0]];
  return name ? `${code} (${name})` : code;
}

const show = (value: unknown): string => (value === undefined || value === null ? "(unset)" : typeof value === "string" ? value : JSON.stringify(value));

/** Dotted leaf paths that differ, e.g. adBlockingSettings.monetizationAgefilterCheck. */
function leafChanges(before: unknown, after: unknown, path = ""): string[] {
  const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
  if (isObject(before) || isObject(after)) {
    const b = (isObject(before) ? before : {}) as Props;
    const a = (isObject(after) ? after : {}) as Props;
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) => leafChanges(b[key], a[key], path ? `${path}.${key}` : key));
  }
  if (after === undefined) return []; // a field the program stops setting keeps its value on the service
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [`${path} ${show(before)} -> ${show(after)}`];
}

function fieldChanges(before: Props, after: Props, skip: readonly string[]): string[] {
  const strip = (p: Props) => Object.fromEntries(Object.entries(p).filter(([k]) => !skip.includes(k)));
  return leafChanges(strip(before), strip(after));
}

function locationLines(change: ResourceChange): string[] {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const label = `${show(after.adType ?? before.adType)}, ${show(after.type ?? before.type)}`;
  switch (change.op) {
    case "create": {
      const prices = priceChanges(undefined, after.countryTargeting).map(describePriceChange);
      return [`new ad location (${label})`, ...prices];
    }
    case "delete":
      return ["deleted: its uuid and its history are gone"];
    case "replace": {
      // The definition's replace rules name the fields that force a new uuid.
      const why = (definitionNamed("AdLocation")?.replaceOnChanges ?? []).filter((f) => after[f] !== undefined && before[f] !== after[f]);
      return [`replaced, new uuid (${why.map((f) => `${f} ${show(before[f])} -> ${show(after[f])}`).join(", ") || "the provider asks for it"}): its history starts over`];
    }
    case "update": {
      const lines: string[] = [];
      if (after.name !== undefined && before.name !== after.name) lines.push(`location renamed "${show(before.name)}" -> "${show(after.name)}"`);
      lines.push(...priceChanges(before.countryTargeting, after.countryTargeting).map(describePriceChange));
      return lines.length > 0 ? lines : ["updated"];
    }
  }
}

function blockListLines(change: ResourceChange): string[] {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const codes = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
  const was = new Set(codes(before.elements));
  const now = new Set(codes(after.elements));
  const added = [...now].filter((c) => !was.has(c));
  const removed = [...was].filter((c) => !now.has(c));
  const lines: string[] = [];
  if (change.op === "create") lines.push(`new block list "${show(after.title)}"`);
  if (change.op === "delete") return [`block list "${show(before.title)}" deleted`];
  if (change.op !== "create" && after.title !== undefined && before.title !== after.title) lines.push(`title "${show(before.title)}" -> "${show(after.title)}"`);
  if (added.length > 0) lines.push(`categories blocked: ${added.map(iabLabel).join(", ")}`);
  if (removed.length > 0) lines.push(`categories no longer blocked: ${removed.map(iabLabel).join(", ")}`);
  return lines.length > 0 ? lines : ["updated"];
}

/** The lines a reviewer reads for one resource. */
export function describeChange(change: ResourceChange): string[] {
  if (change.kind === "AdLocation") return locationLines(change);
  if (change.kind === "BlockList") return blockListLines(change);
  const what = change.kind === "App" ? "app" : "monetization settings";
  if (change.op === "create") return [`new ${what}`];
  if (change.op === "delete") return [`${what} deleted`];
  const lines = fieldChanges(change.before ?? {}, change.after ?? {}, ["appId", "adoptId", "adoptExisting"]);
  if (change.op === "replace") return [`${what} replaced, new id: its history starts over`, ...lines];
  return lines.length > 0 ? lines : ["updated"];
}
