import type { AdLocationSummary } from "../../models/ad-location";
import type { CoalescingLoader } from "../../runtime/coalesce";
import type { Loaders } from "../../runtime/loaders";

type List = AdLocationSummary[];

/**
 * The ad locations of each app as this run knows them (the API has no single-location GET, only
 * the app's list): one list per app per run, shared by every reader (the preview-time (name,
 * adType) check of new and renamed locations, refresh and import reads, adoption) whatever the
 * order and latency of their calls, and kept for the run (the provider process serves one preview,
 * update, refresh or import; a list is a few hundred bytes per location). The run's own writes are
 * applied instead of asking again: a location this run created, renamed or deleted is known without
 * a list. A write whose outcome is unknown drops the app's list, so the next reader asks.
 */
export class AdLocationViews {
  readonly lists: CoalescingLoader<List>;

  constructor(loaders: Loaders, list: (appId: string) => Promise<List>) {
    this.lists = loaders.get<List>("adLocations", list, Infinity);
  }

  /**
   * `location` now holds its (name, adType) in the app: a create or rename the API accepted. No
   * other location holds that pair any more (it is unique per app; a fixed_cpm create replaces an
   * auto_cpm location of the same pair).
   */
  wrote(appId: string, location: AdLocationSummary): void {
    const { uuid, name, adType, type } = location;
    this.lists.update(appId, (all) => [...all.filter((l) => l.uuid !== uuid && !(l.name === name && l.adType === adType)), { uuid, name, adType, type }]);
  }

  removed(appId: string, uuid: string): void {
    this.lists.update(appId, (all) => all.filter((l) => l.uuid !== uuid));
  }

  /** A write failed or may have happened: the next reader lists the app again. */
  unsure(appId: string): void {
    this.lists.invalidate(appId);
  }
}
