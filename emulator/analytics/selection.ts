// Which traffic cells a report reads and how they are grouped, from the report's filters
// (apps, dates, platforms, campaign types, ad types), with each filter's rules.
import { addInto, emptyTotals, type Cell, type Totals } from "./cells";
import { campaignFor } from "./campaigns";
import { CAMPAIGN_TYPES, FILTER_AD_TYPE_IDS, type CampaignType, type Platform } from "./catalog";
import type { ReportApp, ReportContext } from "./report-context";
import { dateRange, periodStart, type Aggregate } from "./dates";
import type { ParamReader } from "./params";

export type Family = "v5" | "legacy";

/** Which cells a report reads. A null filter means "no filter". */
export interface CellFilter {
  dateMin: string;
  dateMax: string;
  /** First day with data for this report and grouping, as the API states it. */
  availableFrom: string;
  /** Days after today have no data yet. */
  today: string;
  appIds: string[] | null;
  adTypes: number[] | null;
  campaignTypes: CampaignType[] | null;
  platforms: Platform[] | null;
  campaignIds?: string[] | null;
}

export interface SelectedCell {
  app: ReportApp;
  cell: Cell;
  /** Set when the cell has been split by ad location (see locations.ts). */
  location?: string;
}

export function* selectCells(ctx: ReportContext, f: CellFilter): Generator<SelectedCell> {
  const first = f.dateMin > f.availableFrom ? f.dateMin : f.availableFrom;
  const last = f.dateMax < f.today ? f.dateMax : f.today;
  const days = dateRange(first, last);
  for (const app of ctx.apps()) {
    if (f.appIds && !f.appIds.includes(app.id)) continue;
    if (f.platforms && !f.platforms.includes(app.platform)) continue;
    for (const day of days) {
      for (const cell of ctx.cells(app, day)) {
        if (f.adTypes && !f.adTypes.includes(cell.adType)) continue;
        if (f.campaignTypes && !f.campaignTypes.includes(cell.campaignType)) continue;
        if (f.campaignIds && !f.campaignIds.includes(campaignFor(cell.campaignType, cell.adType).id)) continue;
        yield { app, cell };
      }
    }
  }
}

export interface Group {
  first: SelectedCell;
  totals: Totals;
  /** "appId|date" pairs in the group, for app-level figures such as bootups. */
  appDays: Set<string>;
}

/** Sums cells into groups keyed by `keyOf`, keeping first-seen order. */
export function groupCells(cells: Iterable<SelectedCell>, keyOf: (s: SelectedCell) => string): Group[] {
  const groups = new Map<string, Group>();
  for (const s of cells) {
    const key = keyOf(s);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { first: s, totals: emptyTotals(), appDays: new Set() }));
    addInto(g.totals, s.cell);
    g.appDays.add(`${s.app.id}|${s.cell.date}`);
  }
  return [...groups.values()];
}

/** The row date of a cell: its period's first day, never before dateMin. */
export function rowDate(date: string, aggregate: Aggregate, dateMin: string): string {
  const start = periodStart(date, aggregate);
  return start < dateMin ? dateMin : start;
}

// Shared parameter readers -------------------------------------------------------------------

export function readAggregate(r: ParamReader): Aggregate {
  return r.oneOf("aggregate", ["daily", "weekly", "monthly"] as const, "daily");
}

export type Role = "both" | "publisher" | "advertiser";

export function readRole(r: ParamReader, fallback: Role): Role {
  return r.oneOf("role", ["both", "advertiser", "publisher"] as const, fallback);
}

/** campaignType: "all" or a list; network also returns exchange data (the campaign report's rule). */
export function readCampaignTypes(r: ParamReader, name: string, family: Family, fallback: "network" | "all"): CampaignType[] | null {
  const allowed = [...CAMPAIGN_TYPES, "all"] as const;
  const picked = r.list(name, allowed, { single: family === "legacy" }) ?? [fallback];
  // "`all` or one or more of ...": all stands alone.
  if (picked.includes("all") && picked.length > 1) r.errors[name] = "all cannot be combined with other campaign types.";
  if (picked.includes("all")) return null;
  const types = picked as CampaignType[];
  return types.includes("network") && !types.includes("exchange") ? [...types, "exchange"] : types;
}

/** Ad type ids; the legacy `/metrics` endpoints use only the first id given. */
export function readAdTypes(r: ParamReader, name: string, family: Family): number[] | null {
  const ids = r.list(name, FILTER_AD_TYPE_IDS);
  if (!ids) return null;
  return (family === "legacy" ? ids.slice(0, 1) : ids).map(Number);
}

export function readPlatforms(r: ParamReader, opts: { single?: boolean } = {}): Platform[] | null {
  const picked = r.list("platform", ["all", "iOS", "Android", "Amazon"] as const, opts);
  if (!picked || picked.includes("all")) return null;
  return picked.map((p) => p.toLowerCase() as Platform);
}

export function readTimezone(r: ParamReader, fallback: "PST" | "UTC"): "PST" | "UTC" {
  return r.oneOf("timezone", ["PST", "UTC"] as const, fallback);
}
