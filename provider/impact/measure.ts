// What each applied change did: its windows, the rows of the analytics API's reports that are the
// object's, and the figures before and after, with what the figures cannot tell. The reports are
// asked once per shape for every app concerned, over one span that holds every window: the app
// report by ad location (every object of an app), and, when a change moves country prices, the
// app-by-country report broken out by the top 100 ad locations in UTC days.
import type { AdPublisherClient } from "../client";
import type { AnyResourceDefinition, ReviewWording } from "../resources/definition";
import { definitionNamed, DEFINITIONS } from "../resources/definitions";
import { knownName, type KnownName } from "../review/names";
import { describeChange } from "../review/words";
import type { AppliedChange } from "./changes";
import { difference, metricsOf, rowFigures, type Difference, type Metrics, type RowFigures } from "./figures";
import { addDays, completeDaysOf, COUNTRY_LATENCY_HOURS, dayStart, FIRST_DAY, isoDay, lastCompleteDay, windowsAround, type Window } from "./windows";

/** Fewer impressions than this in a window and a difference means nothing: a few hundred ads swing eCPM by chance. */
export const MIN_IMPRESSIONS = 1000;
/** The app-by-country report breaks out this many ad locations per app; the rest is under `Default`. */
export const TOP_LOCATIONS = 100;

export interface WindowFigures extends Window {
  /** null: the report has no row of the object in the window's whole days. */
  figures: Metrics | null;
}

export interface Comparison {
  /** `window`: totals compared; `per day`: windows with different numbers of whole days, compared per day. */
  basis: "window" | "per day";
  difference: Difference;
  percent: Partial<Difference>;
  /** False when a window has fewer than MIN_IMPRESSIONS impressions. */
  meaningful: boolean;
}

export interface CountryFigures {
  country: string;
  before: WindowFigures;
  after: WindowFigures;
  comparison: Comparison | null;
}

export interface DayPoint {
  date: string;
  window: "before" | "after";
  impressions: number;
  earnings: number;
  ecpm: number;
}

export interface MeasuredChange extends KnownName {
  resource: string;
  kind: string;
  appId?: string;
  /** The updates that applied it (several: changes to the object within one window, reported together). */
  updates: number[];
  /** When each was applied (ISO 8601, UTC). */
  appliedAt: string[];
  /** In the review's words. */
  lines: string[];
  before: WindowFigures;
  after: WindowFigures;
  comparison: Comparison | null;
  /** The country breakdown, when the change moves country prices. */
  countries?: CountryFigures[];
  /** Each whole day of both windows, for charts. */
  daily: DayPoint[];
  /** What the figures cannot tell, said. */
  notes: string[];
}

export interface ReportCall {
  report: "app" | "appcountry";
  dateMin: string;
  dateMax: string;
  appIds: string[];
}

export interface Impact {
  stack: string;
  /** The moment the windows are judged complete at (ISO 8601). */
  asOf: string;
  days: number;
  changes: MeasuredChange[];
  /** The report requests made: one per report shape. */
  calls: ReportCall[];
}

/** The changes of one object to report together: each within the after window of the one before it. */
interface Group {
  changes: AppliedChange[];
  firstDay: string;
  lastDay: string;
}

function groupChanges(changes: readonly AppliedChange[], days: number): Group[] {
  const byUrn = new Map<string, AppliedChange[]>();
  for (const change of [...changes].sort((a, b) => a.at - b.at)) byUrn.set(change.urn, [...(byUrn.get(change.urn) ?? []), change]);
  const groups: Group[] = [];
  for (const list of byUrn.values()) {
    let current: Group | undefined;
    for (const change of list) {
      const day = isoDay(change.at);
      if (current && dayStart(day) <= dayStart(addDays(current.lastDay, days))) {
        current.changes.push(change);
        current.lastDay = day;
      } else {
        current = { changes: [change], firstDay: day, lastDay: day };
        groups.push(current);
      }
    }
  }
  return groups.sort((a, b) => a.changes[0].at - b.changes[0].at);
}

/** Which rows of a report are the object's: its app's, and for a location its name's and ad type's. */
interface Scope {
  appId: string;
  /** The location's row name before and after (a rename changes it); undefined: the whole app. */
  rowBefore?: string;
  rowAfter?: string;
  adTypes?: readonly number[];
}

function scopeOf(first: AppliedChange, last: AppliedChange, wording: ReviewWording | undefined): Scope | undefined {
  if (!first.appId || typeof wording?.group === "object") return undefined;
  if (!wording?.earningsRow) return { appId: first.appId };
  return {
    appId: first.appId, rowBefore: wording.earningsRow(first.before), rowAfter: wording.earningsRow(last.after),
    adTypes: wording.reportAdTypes?.(last.after) ?? wording.reportAdTypes?.(first.before),
  };
}

interface DatedRow extends RowFigures {
  date: string;
}

function rowsIn(rows: readonly DatedRow[], w: Window): DatedRow[] {
  const days = new Set(completeDaysOf(w));
  return rows.filter((row) => days.has(row.date));
}

function windowFigures(rows: readonly DatedRow[], w: Window): WindowFigures {
  const inside = rowsIn(rows, w);
  return { ...w, figures: inside.length > 0 ? metricsOf(inside) : null };
}

function compare(before: WindowFigures, after: WindowFigures): Comparison | null {
  if (!before.figures || !after.figures || before.completeDays === 0 || after.completeDays === 0) return null;
  const meaningful = before.figures.impressions >= MIN_IMPRESSIONS && after.figures.impressions >= MIN_IMPRESSIONS;
  return { ...difference(before.figures, before.completeDays, after.figures, after.completeDays), meaningful };
}

const span = (windows: readonly { before: Window; after: Window }[], asOf: number, latency: number, first: string) => {
  const from = windows.map((w) => w.before.from).sort()[0];
  const to = windows.map((w) => w.after.to).sort().pop() ?? from;
  const last = lastCompleteDay(asOf, latency);
  return { dateMin: from < first ? first : from, dateMax: to < last ? to : last };
};

const str = (value: unknown) => (typeof value === "string" ? value : "");

export interface MeasureOptions {
  stack: string;
  changes: readonly AppliedChange[];
  days: number;
  /** Epoch ms. */
  asOf: number;
  /** The stack's ad locations per app (latest state). */
  locationsPerApp: ReadonlyMap<string, number>;
  definitions?: readonly AnyResourceDefinition[];
}

export async function measure(options: MeasureOptions, client: AdPublisherClient): Promise<Impact> {
  const definitions = options.definitions ?? DEFINITIONS;
  const { days, asOf } = options;
  const groups = groupChanges(options.changes, days).map((group) => {
    const first = group.changes[0];
    const last = group.changes[group.changes.length - 1];
    const definition = definitionNamed(first.kind, definitions);
    const wording = definition?.review;
    const countries = [...new Set(group.changes.flatMap((c) => wording?.countries?.({ op: c.op, before: c.before, after: c.after }) ?? []))];
    return {
      group, first, last, definition, scope: scopeOf(first, last, wording), countries,
      windows: windowsAround(group.firstDay, group.lastDay, days, asOf),
      countryWindows: windowsAround(group.firstDay, group.lastDay, days, asOf, COUNTRY_LATENCY_HOURS),
    };
  });

  // One app report for every app concerned, over the span of every window.
  const calls: ReportCall[] = [];
  const measured = groups.filter((g) => g.scope);
  const appIds = [...new Set(measured.map((g) => g.scope!.appId))].sort();
  let appRows: (DatedRow & { appId: string; location: string; adType: number })[] = [];
  if (appIds.length > 0) {
    const call: ReportCall = { report: "app", ...span(measured.map((g) => g.windows), asOf, 0, FIRST_DAY.app), appIds };
    calls.push(call);
    const rows = await client.analytics.app({ dateMin: call.dateMin, dateMax: call.dateMax, appId: appIds, groupBy: "ad_location", role: "publisher", aggregate: "daily" });
    appRows = rows.map((row) => ({ ...rowFigures(row), date: row.dt, appId: String(row.appId), location: str(row.eventLocation), adType: Number(row.ad_type) }));
  }
  // One app-by-country report, by the top 100 ad locations, for the apps whose changes move country prices.
  const byCountry = measured.filter((g) => g.countries.length > 0 && g.scope?.rowAfter !== undefined);
  const countryApps = [...new Set(byCountry.map((g) => g.scope!.appId))].sort();
  let countryRows: (DatedRow & { appId: string; location: string; adType: number; country: string })[] = [];
  if (countryApps.length > 0) {
    const call: ReportCall = { report: "appcountry", ...span(byCountry.map((g) => g.countryWindows), asOf, COUNTRY_LATENCY_HOURS, FIRST_DAY.country), appIds: countryApps };
    calls.push(call);
    const rows = await client.analytics.appCountry({
      dateMin: call.dateMin, dateMax: call.dateMax, appIds: countryApps, adLocation: "all", timezone: "UTC", role: "publisher",
    });
    countryRows = rows.map((row) => ({
      ...rowFigures(row), date: row.dt, appId: String(row.appId), location: str(row.adLocation), adType: Number(row.adType), country: str(row.CountryCode).toUpperCase(),
    }));
  }

  const changes = groups.map(({ group, first, last, definition, scope, countries, windows, countryWindows }): MeasuredChange => {
    const appFields = last.app ?? first.app;
    const appName = appFields ? knownName("App", "", undefined, appFields, undefined, definitions).name : undefined;
    const named = knownName(first.kind, first.resource, first.before, last.after, appName || undefined, definitions);
    const lines = group.changes.flatMap((c) => describeChange({ op: c.op, kind: c.kind, urn: c.urn, name: c.resource, id: c.id, before: c.before, after: c.after }, definitions));
    const notes: string[] = [];
    const ofObject = (rowName: string | undefined) => (row: { appId: string; location: string; adType: number }) =>
      row.appId === scope?.appId && (rowName === undefined || row.location === rowName) && (!scope.adTypes || scope.adTypes.includes(row.adType));
    const beforeRows = scope ? appRows.filter(ofObject(scope.rowBefore)) : [];
    const afterRows = scope ? appRows.filter(ofObject(scope.rowAfter)) : [];
    const before = windowFigures(beforeRows, windows.before);
    const after = windowFigures(afterRows, windows.after);
    const comparison = compare(before, after);
    const measuredChange: MeasuredChange = {
      ...named, resource: first.resource, kind: first.kind, appId: scope?.appId ?? first.appId,
      updates: [...new Set(group.changes.map((c) => c.version))], appliedAt: group.changes.map((c) => new Date(c.at).toISOString()),
      lines, before, after, comparison, daily: [], notes,
    };
    if (!scope) {
      notes.push(first.appId ? "not measured: it belongs to no one app's traffic" : "not measured: a block list counts for every app whose settings name it, so no one app's report is its own");
      return measuredChange;
    }
    if (group.changes.length > 1) {
      notes.push(`${group.changes.length} changes to this object within ${days} days of each other, reported together: the before window ends the day before the first (${group.firstDay}), the after window starts the day after the last (${group.lastDay}).`);
    }
    if (after.completeDays < after.days) notes.push(`${after.completeDays} of ${after.days} days after so far.`);
    if (before.completeDays < before.days) notes.push(`${before.completeDays} of ${before.days} days before are complete.`);
    if (comparison?.basis === "per day") notes.push("The windows have different numbers of whole days: the difference is per day.");
    if (comparison && !comparison.meaningful) notes.push(`Too little traffic to tell: fewer than ${MIN_IMPRESSIONS.toLocaleString("en-US")} impressions in a window, so the difference means nothing yet.`);
    if (scope.rowAfter !== undefined && (!before.figures || !after.figures) && before.completeDays + after.completeDays > 0) {
      notes.push("The app report has no row of this ad location in a window: it may be below the service's activity threshold (its traffic is then under `Default`) or outside its app's top 100 ad locations.");
    }
    const locations = options.locationsPerApp.get(scope.appId) ?? 0;
    if (scope.rowAfter !== undefined && locations > TOP_LOCATIONS) {
      notes.push(`Its app has ${locations} ad locations in this stack: the reports break out the top ${TOP_LOCATIONS} only and put the rest under \`Default\`.`);
    }
    const unseen = definition?.unseenFields?.of(last.after) ?? [];
    if (unseen.length > 0) {
      notes.push(`The API cannot read back its ${definition?.unseenFields?.what ?? unseen.join(", ")} (${unseen.join(", ")}): the floors in force on the service are not checked, so it is compared by the reported eCPM only.`);
    }
    // Each whole day, both windows, for the charts.
    const daily = (rows: readonly DatedRow[], w: Window, which: "before" | "after") => completeDaysOf(w).map((date) => {
      const m = metricsOf(rows.filter((row) => row.date === date));
      return { date, window: which, impressions: m.impressions, earnings: m.earnings, ecpm: m.ecpm };
    });
    measuredChange.daily = [...daily(beforeRows, windows.before, "before"), ...daily(afterRows, windows.after, "after")];
    if (countries.length > 0 && scope.rowAfter !== undefined) {
      const listed = countries.filter((c) => c !== "default");
      measuredChange.countries = countries.map((country) => {
        const ofCountry = (rowName: string | undefined) => (row: (typeof countryRows)[number]) =>
          ofObject(rowName)(row) && (country === "default" ? !listed.includes(row.country) : row.country === country.toUpperCase());
        const b = windowFigures(countryRows.filter(ofCountry(scope.rowBefore)), countryWindows.before);
        const a = windowFigures(countryRows.filter(ofCountry(scope.rowAfter)), countryWindows.after);
        return { country, before: b, after: a, comparison: compare(b, a) };
      });
      if (countryWindows.after.completeDays < countryWindows.after.days) {
        notes.push(`By country: ${countryWindows.after.completeDays} of ${countryWindows.after.days} days after so far (a country day is complete ${COUNTRY_LATENCY_HOURS} hours after it ends).`);
      }
    }
    return measuredChange;
  });
  return { stack: options.stack, asOf: new Date(asOf).toISOString(), days, changes, calls };
}
