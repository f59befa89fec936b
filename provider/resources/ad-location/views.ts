// Each app's ad-location list as one run knows it, shared by every reader and kept up to date by
// the run's own writes.
import { z } from "zod";
import { AdLocationSummarySchema, type AdLocationSummary } from "../../models/ad-location";
import type { CoalescingLoader } from "../../runtime/coalesce";
import type { Loaders } from "../../runtime/loaders";

type List = AdLocationSummary[];
/**
 * A location as the app's list shows it: the summary's fields, read off its schema so that a field
 * the list gains is kept; a write's answer also carries fields the list leaves out (prices).
 */
const ListedLocation = z.object(AdLocationSummarySchema.shape);

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
    const listed = ListedLocation.parse(location);
    const { uuid, name, adType } = listed;
    this.lists.update(appId, (all) => [...all.filter((l) => l.uuid !== uuid && !(l.name === name && l.adType === adType)), listed]);
  }

  removed(appId: string, uuid: string): void {
    this.lists.update(appId, (all) => all.filter((l) => l.uuid !== uuid));
  }

  /** A write failed or may have happened: the next reader lists the app again. */
  unsure(appId: string): void {
    this.lists.invalidate(appId);
  }
}
