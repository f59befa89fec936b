// Deterministic mediation rows: one atomic cell per (app, day, placement, demand source,
// country), from a hash of those values, grouped by the requested dimensions. Placements are the
// app's ad locations in the emulator's state; an app without ad locations has no mediation data.
import { dateRange } from "../analytics/dates";
import { intBetween, unitFloat } from "../analytics/hash";
import { TRAFFIC_COUNTRIES } from "../analytics/catalog";
import { BIDDING_SOURCES, DEMAND_SOURCES_V2, OTHER_COUNTRY, SUPPORTED_COUNTRIES, type Dimension, type Metric } from "./catalog";
import type { MediationQuery } from "./validation";

export interface MediationApp {
  id: string;
  placements: { name: string; placementType: string }[];
}

interface Counts {
  requests: number;
  responses: number;
  bidRequests: number;
  validBids: number;
  winningBids: number;
  impressions: number;
  biddingImpressions: number;
  earningsMicros: number;
}

type Cell = Record<Dimension, string> & { networkType: "bidding" | "mediation"; counts: Counts };

const alpha3 = (code: string) => ((SUPPORTED_COUNTRIES as readonly string[]).includes(code) ? code : OTHER_COUNTRY);

function* cells(apps: MediationApp[], q: MediationQuery): Generator<Cell> {
  for (const app of apps) {
    for (const date of dateRange(q.dateMin, q.dateMax)) {
      for (const placement of app.placements) {
        for (const source of DEMAND_SOURCES_V2) {
          const bidding = BIDDING_SOURCES.includes(source);
          for (const country of TRAFFIC_COUNTRIES) {
            const key = `med|${app.id}|${date}|${placement.name}|${source}|${country.alpha3}`;
            const requests = Math.round(intBetween(`${key}|req`, 100, 3000) * country.weight);
            const c: Counts = { requests, responses: 0, bidRequests: 0, validBids: 0, winningBids: 0, impressions: 0, biddingImpressions: 0, earningsMicros: 0 };
            if (bidding) {
              c.bidRequests = requests;
              c.validBids = Math.round(requests * (0.4 + unitFloat(`${key}|vb`) * 0.5));
              c.winningBids = Math.round(c.validBids * (0.1 + unitFloat(`${key}|wb`) * 0.4));
              c.impressions = c.biddingImpressions = Math.round(c.winningBids * (0.7 + unitFloat(`${key}|is`) * 0.28));
            } else {
              c.responses = Math.round(requests * (0.3 + unitFloat(`${key}|resp`) * 0.5));
              c.impressions = Math.round(c.responses * (0.5 + unitFloat(`${key}|imp`) * 0.4));
            }
            c.earningsMicros = Math.round(c.impressions * (0.5 + unitFloat(`${key}|ecpm`) * 19.5) * 1000);
            yield {
              date, app: app.id, mediation_placement_name: placement.name, placement_type: placement.placementType,
              demand_source: source, country: alpha3(country.alpha3),
              mediation_line_item_name: bidding ? "" : `${source} ${placement.placementType} line item`,
              partner_placement_name: bidding ? "" : `${source}-${placement.name.toLowerCase().replace(/\s+/g, "-")}`,
              networkType: bidding ? "bidding" : "mediation",
              counts: c,
            };
          }
        }
      }
    }
  }
}

function matches(cell: Cell, q: MediationQuery): boolean {
  const f = q.filters;
  if (f.apps && !f.apps.includes(cell.app)) return false;
  if (f.placements && !f.placements.includes(cell.mediation_placement_name)) return false;
  if (f.country && !f.country.includes(cell.country)) return false;
  if (f.placement_type && !f.placement_type.includes(cell.placement_type)) return false;
  if (f.demand_source && !f.demand_source.includes(cell.demand_source)) return false;
  const nt = f.network_type;
  return nt.includes("all") || nt.includes(cell.networkType);
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));
const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

function metricValue(metric: Metric, c: Counts): number {
  const earnings = c.earningsMicros / 1e6;
  switch (metric) {
    case "requests": return c.requests;
    case "responses": return c.responses;
    case "valid_bids": return c.validBids;
    case "winning_bids": return c.winningBids;
    case "impressions": return c.impressions;
    case "estimated_earnings": return round(earnings, 2);
    case "ecpm": return round(ratio(earnings, c.impressions) * 1000, 2);
    case "bid_rate": return round(ratio(c.validBids, c.bidRequests), 4);
    case "win_rate": return round(ratio(c.winningBids, c.validBids), 4);
    case "fill_rate": return round(ratio(c.impressions, c.requests), 4);
    case "impression_show_rate": return round(ratio(c.biddingImpressions, c.winningBids), 4);
  }
}

/** The report rows: one per combination of the requested dimensions, sorted by them. */
export function mediationRows(apps: MediationApp[], q: MediationQuery): Record<string, string | number>[] {
  const groups = new Map<string, { dims: string[]; counts: Counts }>();
  for (const cell of cells(apps, q)) {
    if (!matches(cell, q)) continue;
    const dims = q.dimensions.map((d) => cell[d]);
    const key = dims.join("\u0000");
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { dims, counts: { requests: 0, responses: 0, bidRequests: 0, validBids: 0, winningBids: 0, impressions: 0, biddingImpressions: 0, earningsMicros: 0 } }));
    for (const k of Object.keys(g.counts) as (keyof Counts)[]) g.counts[k] += cell.counts[k];
  }
  const sorted = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted.map(([, g]) => {
    const row: Record<string, string | number> = {};
    q.dimensions.forEach((d, i) => (row[d] = g.dims[i]!));
    for (const m of q.metrics) row[m] = metricValue(m, g.counts);
    return row;
  });
}
