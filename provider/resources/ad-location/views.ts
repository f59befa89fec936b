import type { AdLocationSummary } from "../../models/ad-location";
import type { CoalescingLoader } from "../../runtime/coalesce";
import type { Loaders } from "../../runtime/loaders";

type List = AdLocationSummary[];

/**
 * The ad locations of each app as this run knows them (the API has no single-location GET, only
 * the app's list). Two lifetimes over the same list call:
 * - `reads` (refresh, adoption): shared by concurrent readers for a few seconds, then dropped, so
 *   a refresh of a large stack holds no more than the lists in flight;
 * - `checks` (the preview-time (name, adType) check of new and renamed locations): one list per app
 *   per run, kept for the run, whatever the order and latency of the checks.
 * The run's own writes are applied to both instead of asking again: a location this run created,
 * renamed or deleted is known without a list. A write whose outcome is unknown drops the app's list.
 */
export class AdLocationViews {
  readonly reads: CoalescingLoader<List>;
  readonly checks: CoalescingLoader<List>;

  constructor(loaders: Loaders, list: (appId: string) => Promise<List>) {
    this.reads = loaders.get<List>("adLocations", list);
    this.checks = loaders.get<List>("adLocations.checks", list, Infinity);
  }

  /**
   * `location` now holds its (name, adType) in the app: a create or rename the API accepted. No
   * other location holds that pair any more (it is unique per app; a fixed_cpm create replaces an
   * auto_cpm location of the same pair).
   */
  wrote(appId: string, location: AdLocationSummary): void {
    const { uuid, name, adType, type } = location;
    this.change(appId, (all) => [...all.filter((l) => l.uuid !== uuid && !(l.name === name && l.adType === adType)), { uuid, name, adType, type }]);
  }

  removed(appId: string, uuid: string): void {
    this.change(appId, (all) => all.filter((l) => l.uuid !== uuid));
  }

  /** A write failed or may have happened: the next reader lists the app again. */
  unsure(appId: string): void {
    this.reads.invalidate(appId);
    this.checks.invalidate(appId);
  }

  private change(appId: string, change: (all: List) => List): void {
    this.reads.update(appId, change);
    this.checks.update(appId, change);
  }
}
