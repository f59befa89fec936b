// Splitting a cell's traffic between the app's ad locations (the app-by-country report's adLocation
// cases). The shares come from a hash of (app, location name), so they do not change when other
// locations are added, and what no broken-out location gets stays under "Default": the split
// never creates or loses an impression, so totals match every other report.
import { addInto, emptyTotals, type Cell, type Totals } from "./cells";
import { locationAdTypeOf } from "./catalog";
import type { ReportApp } from "./report-context";
import { unitFloat } from "./hash";
import type { SelectedCell } from "./selection";

export const TOP_LOCATIONS = 100;
export const DEFAULT_LOCATION = "Default";

function weight(appId: string, name: string): number {
  return 0.2 + unitFloat(`loc|${appId}|${name}`);
}

/** The app's broken-out locations for this cell's ad type: the top 100 by weight, named. */
function brokenOut(app: ReportApp, adType: number): string[] {
  const kind = locationAdTypeOf(adType);
  const names = [...new Set(app.adLocations.filter((l) => l.adType === kind && l.name !== "").map((l) => l.name))];
  return names.sort((a, b) => weight(app.id, b) - weight(app.id, a)).slice(0, TOP_LOCATIONS);
}

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

/** The cell's totals per ad location; "Default" holds the rest (always present, maybe zero). */
export function splitByLocation(app: ReportApp, cell: Cell): { location: string; totals: Totals }[] {
  const names = brokenOut(app, cell.adType);
  const total = names.reduce((sum, n) => sum + weight(app.id, n), 0) + 0.5;
  const parts = names.map((location) => ({ location, totals: scaled(cell, weight(app.id, location) / total) }));
  const rest = emptyTotals();
  addInto(rest, cell);
  for (const p of parts) {
    rest.impressions -= p.totals.impressions;
    rest.clicks -= p.totals.clicks;
    rest.installs -= p.totals.installs;
    rest.allInstalls -= p.totals.allInstalls;
    rest.videoCompleted -= p.totals.videoCompleted;
    rest.moneyCents -= p.totals.moneyCents;
  }
  return [...parts, { location: DEFAULT_LOCATION, totals: rest }];
}

/** Each selected cell split into one cell per ad location, tagged with the location. */
export function* byLocation(cells: Iterable<SelectedCell>): Generator<SelectedCell> {
  for (const s of cells) {
    for (const part of splitByLocation(s.app, s.cell)) {
      yield { app: s.app, cell: { ...s.cell, ...part.totals }, location: part.location };
    }
  }
}
