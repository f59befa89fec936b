/**
 * The emulated reports follow a fixed_cpm ad location's prices day by day (decision record 0046):
 * two emulators run the same account and clock, one of them raises a price, and the reports of both
 * are compared over loopback.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { legacyAuth } from "./reports-support";
import { type EmulatorHarness, type Row, useEmulator } from "../../support/emulator";

const changed = useEmulator({ reset: true });
const control = useEmulator({ reset: true });

const DAY_SECONDS = 86_400;
const BEFORE = [{ country: "US", price: 10 }, { country: "default", price: 2 }];
const AFTER = [{ country: "US", price: 30 }, { country: "default", price: 2 }];

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_SECONDS * 1000).toISOString().slice(0, 10);
const sum = (rows: Row[], field: string) => rows.reduce((s, r) => s + Number(r[field]), 0);

interface Account {
  appId: string;
  locationUuid: string;
}

/** GET /_emulator/state, as far as these tests read it. */
interface StateBody {
  apps: { id: string; locations: { uuid: string; priceHistory: { since: string | null; prices: { country: string; price: number }[] }[] }[] }[];
}

/** An app with a fixed_cpm "Victory Screen" and a bidding "Bonus Chest", both rewarded. */
async function account(emu: EmulatorHarness): Promise<Account> {
  const token = await emu.token();
  const app = await emu.api("POST", "/v5/apps", {
    token,
    body: { nickname: "Price Probe", orientations: ["portrait"], is_live: false, is_test_mode_on: false, is_directed_at_kids_under_13: "NO", platform: "android" },
  });
  const path = `/v5/apps/${String(app.body.id)}/ad-locations`;
  const fixed = await emu.api("POST", path, { token, body: { name: "Victory Screen", ad_type: "rewarded", type: "fixed_cpm", country_targeting: BEFORE } });
  await emu.api("POST", path, { token, body: { name: "Bonus Chest", ad_type: "rewarded", type: "bidding" } });
  return { appId: String(app.body.id), locationUuid: String(fixed.body.uuid) };
}

/** The emulator day, YYYY-MM-DD. */
async function today(emu: EmulatorHarness): Promise<string> {
  return String((await emu.call("GET", "/_emulator/clock")).body.now).slice(0, 10);
}

/** Both clocks moved by the same amount. */
async function advance(seconds: number): Promise<void> {
  await Promise.all([changed.emu.advanceClock(seconds), control.emu.advanceClock(seconds)]);
}

let appId = "";
let controlLocation = "";
/** The day the price is raised; both emulators then stand at noon of D + 8. */
let D = "";

beforeEach(async () => {
  // Noon UTC, so that the two emulators' days cannot differ by a midnight between their calls.
  const now = Date.parse(String((await changed.emu.call("GET", "/_emulator/clock")).body.now));
  const noon = Math.ceil((now - 12 * 3_600_000) / (DAY_SECONDS * 1000)) * DAY_SECONDS * 1000 + 12 * 3_600_000;
  await advance(Math.ceil((noon - now) / 1000) + 1);
  const [a, b] = await Promise.all([account(changed.emu), account(control.emu)]);
  expect(a.appId).toBe(b.appId);
  appId = a.appId;
  controlLocation = b.locationUuid;
  await advance(3 * DAY_SECONDS);
  D = await today(changed.emu);
  expect(await today(control.emu)).toBe(D);
  const patched = await changed.emu.api("PATCH", `/v5/apps/${appId}/ad-locations/${a.locationUuid}`, { body: { country_targeting: AFTER } });
  expect(patched.body.country_targeting).toEqual(AFTER);
  await advance(8 * DAY_SECONDS);
});

const range = () => `dateMin=${addDays(D, -7)}&dateMax=${addDays(D, 7)}`;

async function byLocation(emu: EmulatorHarness, name: string): Promise<Row[]> {
  const rows = (await emu.api<Row[]>("GET", `/v5/analytics/app?${range()}&appId=${appId}&groupBy=ad_location&role=publisher`)).body;
  return rows.filter((r) => r.eventLocation === name);
}

/** Impressions, earnings and eCPM of rows whose day lies in [from, to]. */
function window(rows: Row[], from: string, to: string) {
  const inside = rows.filter((r) => String(r.dt) >= from && String(r.dt) <= to);
  const impressions = sum(inside, "impressionsDelivered");
  const earnings = sum(inside, "moneyEarned");
  return { impressions, earnings, ecpm: (earnings / impressions) * 1000 };
}

describe("a fixed_cpm location's prices shape its traffic", () => {
  it("the app report by ad location: higher eCPM and fewer impressions from the day of a raise, earnings kept; days before untouched", async () => {
    const rows = await byLocation(changed.emu, "Victory Screen");
    const twin = await byLocation(control.emu, "Victory Screen");
    expect(rows.map((r) => [r.dt, r.ad_type])).toEqual(twin.map((r) => [r.dt, r.ad_type]));
    expect(rows.length).toBe(15 * 2); // 15 days, rewarded video and rewarded placement
    rows.forEach((row, i) => {
      const other = twin[i]!;
      if (String(row.dt) < D) {
        expect(row).toEqual(other);
        return;
      }
      // From D on (the raise's own UTC day included): the rule, against the same day without the raise.
      expect(Number(row.impressionsDelivered)).toBeLessThan(Number(other.impressionsDelivered));
      expect(Number(row.ecpmEarned)).toBeGreaterThan(Number(other.ecpmEarned));
      // Where a price binds, impressions fall as much as eCPM rises: earnings stay, to rounding.
      expect(Math.abs(Number(row.moneyEarned) - Number(other.moneyEarned))).toBeLessThan(0.1);
    });
    // The week after against the week before, as a user compares them.
    const before = window(rows, addDays(D, -7), addDays(D, -1));
    const after = window(rows, addDays(D, 1), addDays(D, 7));
    expect(after.ecpm).toBeGreaterThan(before.ecpm);
    expect(after.impressions).toBeLessThan(before.impressions);
  });

  it("a bidding location's figures follow nothing of the prices", async () => {
    const rows = await byLocation(changed.emu, "Bonus Chest");
    expect(rows.length).toBe(30);
    expect(rows).toEqual(await byLocation(control.emu, "Bonus Chest"));
  });

  it("by country: each country follows its own price, US at exactly its price once raised, the others unchanged", async () => {
    const query = (type: string) => `/v5/analytics/appcountry?${range()}&appIds=${appId}&adLocation=${encodeURIComponent("Victory Screen")}&timezone=UTC&campaignType=${type}`;
    for (const type of ["network", "direct_deal"]) {
      const rows = (await changed.emu.api<Row[]>("GET", query(type))).body;
      const twin = (await control.emu.api<Row[]>("GET", query(type))).body;
      const key = (r: Row) => `${String(r.dt)}|${String(r.adType)}|${String(r.campaignType)}|${String(r.CountryCode)}`;
      expect(rows.map(key)).toEqual(twin.map(key));
      expect(new Set(rows.map((r) => r.CountryCode))).toContain("US");
      rows.forEach((row, i) => {
        const other = twin[i]!;
        if (row.CountryCode !== "US" || String(row.dt) < D) {
          expect(row).toEqual(other);
          // A US price of 10 before the raise: every US cell earns at least 10 per thousand.
          if (row.CountryCode === "US") expect(Number(row.ecpmEarned)).toBeGreaterThanOrEqual(10);
          return;
        }
        // 30 is above every cell's own eCPM: each impression pays 30 per thousand, and fewer clear it.
        expect(row.ecpmEarned).toBe(30);
        expect(Number(row.moneyEarned)).toBeCloseTo((Number(row.impressionsDelivered) * 30) / 1000, 2);
        expect(Number(row.impressionsDelivered)).toBeLessThan(Number(other.impressionsDelivered));
      });
    }
  });

  it("every report and endpoint adds up to the same app totals across the raise", async () => {
    const emu = changed.emu;
    const q = `${range()}&role=publisher`;
    const app = (await emu.api<Row[]>("GET", `/v5/analytics/app?${q}&appId=${appId}`)).body;
    const impressions = sum(app, "impressionsDelivered");
    const earnings = sum(app, "moneyEarned");
    // The raise changes the app's own totals, not only their split.
    const twin = (await control.emu.api<Row[]>("GET", `/v5/analytics/app?${q}&appId=${appId}`)).body;
    expect(impressions).toBeLessThan(sum(twin, "impressionsDelivered"));

    const totals = async (path: string, imp: string, money: string, legacy = false) => {
      const rows = (legacy ? await emu.call<Row[]>("GET", `${path}&${legacyAuth(emu)}`) : await emu.api<Row[]>("GET", path)).body;
      return { path, impressions: imp === "" ? impressions : sum(rows, imp), earnings: Number(sum(rows, money).toFixed(2)) };
    };
    const expected = (path: string) => ({ path, impressions, earnings: Number(earnings.toFixed(2)) });
    for (const [path, imp, money, legacy] of [
      [`/v5/analytics/app?${q}&appId=${appId}&groupBy=ad_location`, "impressionsDelivered", "moneyEarned", false],
      [`/v5/analytics/app?${q}&appId=${appId}&groupBy=ad_type`, "impressionsDelivered", "moneyEarned", false],
      [`/v5/analytics/app?${q}&appId=${appId}&groupBy=country`, "", "money", false],
      [`/v5/analytics/app?${q}&appId=${appId}&aggregate=weekly`, "impressionsDelivered", "moneyEarned", false],
      [`/metrics/app?${q}&appId=${appId}&groupBy=ad_location`, "impressionsDelivered", "moneyEarned", true],
      [`/v5/analytics/campaign?${q}&appID=${appId}&campaignType=all&groupBy=campaign_type&timezone=UTC`, "impressionsDelivered", "moneyEarned", false],
    ] as const) {
      expect(await totals(path, imp, money, legacy)).toEqual(expected(path));
    }
    // App by country takes one campaign type per request; network brings exchange with it.
    let imp = 0;
    let money = 0;
    for (const type of ["network", "direct_deal"]) {
      const rows = (await emu.api<Row[]>("GET", `/v5/analytics/appcountry?${range()}&appIds=${appId}&adLocation=all&timezone=UTC&campaignType=${type}`)).body;
      imp += sum(rows, "impressionsDelivered");
      money += sum(rows, "moneyEarned");
    }
    expect({ imp, money: Number(money.toFixed(2)) }).toEqual({ imp: impressions, money: Number(earnings.toFixed(2)) });
    // The monetization report's day 0 is the app report's day.
    const day = addDays(D, 2);
    const revenue = (await emu.api<Row[]>("GET", `/v5/analytics/monetization?dateMin=${day}&dateMax=${day}&appIds=${appId}&role=publisher`)).body;
    expect(revenue[0]!.revenue).toBe(app.find((r) => r.dt === day)!.moneyEarned);
  });

  it("a change holds for the whole UTC day it is made on and after, the last of a day wins, and ended days keep theirs", async () => {
    const emu = control.emu;
    const today = addDays(D, 8);
    const recent = async () => (await emu.api<Row[]>("GET", `/v5/analytics/app?dateMin=${addDays(today, -1)}&dateMax=${today}&appId=${appId}&groupBy=ad_location&role=publisher`)).body
      .filter((r) => r.eventLocation === "Victory Screen");
    const before = await recent();
    for (const price of [20, 30]) {
      await emu.api("PATCH", `/v5/apps/${appId}/ad-locations/${controlLocation}`, { body: { country_targeting: [{ country: "US", price }, { country: "default", price: 2 }] } });
    }
    const after = await recent();
    expect(after.filter((r) => r.dt !== today)).toEqual(before.filter((r) => r.dt !== today));
    const todayOf = (rows: Row[]) => window(rows, today, today);
    expect(todayOf(after).impressions).toBeLessThan(todayOf(before).impressions);
    const state = (await emu.call<StateBody>("GET", "/_emulator/state")).body;
    const location = state.apps.find((a) => a.id === appId)!.locations.find((l) => l.uuid === controlLocation)!;
    expect(location.priceHistory).toEqual([
      { since: null, prices: BEFORE },
      { since: today, prices: [{ country: "US", price: 30 }, { country: "default", price: 2 }] },
    ]);
    // The same account where 30 was set on D: today's figures are the ones a US price of 30 gives.
    const other = (await changed.emu.api<Row[]>("GET", `/v5/analytics/app?dateMin=${today}&dateMax=${today}&appId=${appId}&groupBy=ad_location&role=publisher`)).body
      .filter((r) => r.eventLocation === "Victory Screen");
    expect(after.filter((r) => r.dt === today)).toEqual(other);
  });
});
