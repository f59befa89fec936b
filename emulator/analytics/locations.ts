// Splitting a cell's traffic between the app's ad locations (the app-by-country report's adLocation
// cases). The shares come from a hash of (app, location name), so they do not change when other
// locations are added, and what no broken-out location gets stays under "Default": the split
// never creates or loses an impression. A fixed_cpm location's share then follows the prices it
// held that day (floors.ts), and the cell's own figures are the sum of the shares, so totals match
// every other report and grouping.
import { addInto, totalsOf, type Cell, type Totals } from "./cells";
import { locationAdTypeOf, type LocationAdType } from "./catalog";
import { floorIn, pricesOn, underFloor } from "./floors";
import type { ReportApp, ReportLocation } from "./report-context";
import { unitFloat } from "./hash";
import type { SelectedCell } from "./selection";

export const TOP_LOCATIONS = 100;
export const DEFAULT_LOCATION = "Default";

/** The broken-out locations of one ad type kind: names, shares of a cell, and prices where fixed_cpm. */
interface KindLayout {
  names: string[];
  shares: number[];
  prices: (ReportLocation["prices"] | undefined)[];
  /** Indexes of the locations with prices: the only ones that change a cell's own figures. */
  priced: number[];
}

function weight(appId: string, name: string): number {
  return 0.2 + unitFloat(`loc|${appId}|${name}`);
}

/** The app's broken-out locations of one kind: the top 100 by weight, named. */
function layoutOfKind(app: ReportApp, kind: LocationAdType): KindLayout {
  const byName = new Map<string, ReportLocation>();
  for (const l of app.adLocations) if (l.adType === kind && l.name !== "" && !byName.has(l.name)) byName.set(l.name, l);
  const names = [...byName.keys()].sort((a, b) => weight(app.id, b) - weight(app.id, a)).slice(0, TOP_LOCATIONS);
  const total = names.reduce((sum, n) => sum + weight(app.id, n), 0) + 0.5;
  const prices = names.map((n) => byName.get(n)!.prices);
  return {
    names,
    shares: names.map((n) => weight(app.id, n) / total),
    prices,
    priced: prices.flatMap((p, i) => (p === undefined ? [] : [i])),
  };
}

const EMPTY: KindLayout = { names: [], shares: [], prices: [], priced: [] };

function scaled(t: Totals, share: number): Totals {
  return {
    impressions: Math.floor(t.impressions * share),
    clicks: Math.floor(t.clicks * share),
    installs: Math.floor(t.installs * share),
    allInstalls: Math.floor(t.allInstalls * share),
    videoCompleted: Math.floor(t.videoCompleted * share),
    moneyCents: Math.floor(t.moneyCents * share),
  };
}

/** The share of location `i` of the layout in `cell`, after the prices it held on the cell's day. */
function shareOf(layout: KindLayout, i: number, cell: Cell, base: Totals): { before: Totals; after: Totals } {
  const before = scaled(base, layout.shares[i]!);
  const history = layout.prices[i];
  if (history === undefined) return { before, after: before };
  return { before, after: underFloor(before, cell.baseEcpm, floorIn(pricesOn(history, cell.date), cell.country)) };
}

/**
 * One report's view of its apps' ad locations: a report reads one app's layout for every cell, so
 * it is made once per app and kind. Lives as long as the ReportApp objects it is asked about.
 */
export class LocationLayouts {
  private readonly byApp = new Map<ReportApp, Map<LocationAdType, KindLayout>>();

  private layoutOf(app: ReportApp, adType: number): KindLayout {
    const kind = locationAdTypeOf(adType);
    if (kind === null) return EMPTY;
    let byKind = this.byApp.get(app);
    if (!byKind) this.byApp.set(app, (byKind = new Map()));
    let layout = byKind.get(kind);
    if (!layout) byKind.set(kind, (layout = layoutOfKind(app, kind)));
    return layout;
  }

  /** The cell's totals per ad location; "Default" holds the rest (always present, maybe zero). */
  split(app: ReportApp, cell: Cell): { location: string; totals: Totals }[] {
    const layout = this.layoutOf(app, cell.adType);
    const base = cell.base ?? cell;
    const rest = totalsOf(base);
    const parts = layout.names.map((location, i) => {
      const { before, after } = shareOf(layout, i, cell, base);
      addInto(rest, before, -1);
      return { location, totals: after };
    });
    return [...parts, { location: DEFAULT_LOCATION, totals: rest }];
  }

  /**
   * The app's cells of one day with its fixed_cpm locations' prices applied: each cell's figures
   * are the sum of split's parts, computed from the priced shares alone.
   */
  priced(app: ReportApp, cells: Cell[]): Cell[] {
    return cells.map((cell) => {
      const layout = this.layoutOf(app, cell.adType);
      if (layout.priced.length === 0) return cell;
      const totals = totalsOf(cell);
      let moved = false;
      for (const i of layout.priced) {
        const { before, after } = shareOf(layout, i, cell, cell);
        if (after === before) continue;
        moved = true;
        addInto(totals, before, -1);
        addInto(totals, after);
      }
      return moved ? { ...cell, ...totals, base: totalsOf(cell) } : cell;
    });
  }
}

/** Each selected cell split into one cell per ad location, tagged with the location. */
export function* byLocation(layouts: LocationLayouts, cells: Iterable<SelectedCell>): Generator<SelectedCell> {
  for (const s of cells) {
    for (const part of layouts.split(s.app, s.cell)) {
      const { base: _base, ...cell } = s.cell;
      yield { app: s.app, cell: { ...cell, ...part.totals }, location: part.location };
    }
  }
}
