// The analytics reports' view of the management state: every app ever created, and the cells
// its traffic is drawn from.
import type { RequestContext } from "../routes";
import type { ReportApp, ReportContext } from "./report-context";
import type { CellCache } from "./cells";
import { LocationLayouts } from "./locations";

/**
 * The reports' view of the management state. Every app ever created is reported, soft-deleted
 * ones included: deleting an app ends its future, not its history.
 */
export function reportApps(ctx: RequestContext): ReportApp[] {
  return [...ctx.state.apps.values()].map((app) => ({
    id: app.id,
    name: app.name ?? app.nickname,
    platform: app.platform,
    bundleId: app.store_bundle_id ?? "",
    adLocations: [...app.locations.values()].map((l) => ({
      name: l.name,
      adType: l.ad_type,
      ...(l.type === "fixed_cpm" ? { prices: l.priceHistory } : {}),
    })),
  }));
}

export function reportContext(ctx: RequestContext, cells: CellCache): ReportContext {
  const layouts = new LocationLayouts();
  return {
    apps: () => reportApps(ctx),
    cells: (app, date) => layouts.priced(app, cells.cellsFor(app.id, date)),
    layouts,
    now: () => ctx.clock.nowSeconds(),
  };
}
