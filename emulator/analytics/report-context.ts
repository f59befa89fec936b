// What the report builders need from the rest of the emulator: the apps as reports see them, each
// app-day's traffic and the clock.

import type { DatedPrices } from "../model";
import type { Cell } from "./cells";
import type { LocationAdType, Platform } from "./catalog";
import type { LocationLayouts } from "./locations";

/** An ad location as the reports see it. */
export interface ReportLocation {
  name: string;
  adType: LocationAdType;
  /** A fixed_cpm location's prices by UTC day; absent for every other type, whose traffic no setting shapes. */
  prices?: readonly DatedPrices[];
}

/** An app as the reports see it: read from the emulator's management state on every request. */
export interface ReportApp {
  id: string;
  name: string;
  platform: Platform;
  bundleId: string;
  adLocations: ReportLocation[];
}

/** What the report endpoints need from the rest of the emulator. */
export interface ReportContext {
  apps(): ReportApp[];
  /** The traffic of one app on one day, its locations' prices of that day applied. */
  cells(app: ReportApp, date: string): Cell[];
  /** How this request's apps split a cell between their ad locations. */
  layouts: LocationLayouts;
  /** Emulator clock, epoch seconds. */
  now(): number;
}
