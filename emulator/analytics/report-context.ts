// What the report builders need from the rest of the emulator: the apps as reports see them, each
// app-day's traffic and the clock.

import type { Cell } from "./cells";
import type { LocationAdType, Platform } from "./catalog";

/** An app as the reports see it: read from the emulator's management state on every request. */
export interface ReportApp {
  id: string;
  name: string;
  platform: Platform;
  bundleId: string;
  adLocations: { name: string; adType: LocationAdType }[];
}

/** What the report endpoints need from the rest of the emulator. */
export interface ReportContext {
  apps(): ReportApp[];
  /** The traffic of one app on one day. */
  cells(appId: string, date: string): Cell[];
  /** Emulator clock, epoch seconds. */
  now(): number;
}
