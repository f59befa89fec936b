/** The emulator's invented rule for a fixed_cpm location's prices, and the split that applies it. */
import { describe, expect, it } from "vitest";
import { cellsOfAppDay } from "../../../emulator/analytics/cells";
import { floorIn, pricesOn, underFloor } from "../../../emulator/analytics/floors";
import { LocationLayouts } from "../../../emulator/analytics/locations";
import type { ReportApp } from "../../../emulator/analytics/report-context";

const HISTORY = [
  { since: null, prices: [{ country: "US", price: 10 }] },
  { since: "2026-03-10", prices: [{ country: "US", price: 30 }, { country: "default", price: 4 }] },
];

describe("a fixed_cpm location's prices", () => {
  it("are those held at the end of each UTC day, the first ones for every day before the first change", () => {
    expect(pricesOn(HISTORY, "2019-01-01")).toEqual(HISTORY[0]!.prices);
    expect(pricesOn(HISTORY, "2026-03-09")).toEqual(HISTORY[0]!.prices);
    expect(pricesOn(HISTORY, "2026-03-10")).toEqual(HISTORY[1]!.prices);
    expect(pricesOn([], "2026-03-10")).toEqual([]);
  });

  it("take a country's own price, else the default entry, else none", () => {
    const prices = HISTORY[1]!.prices;
    expect(floorIn(prices, "US")).toBe(30);
    expect(floorIn(prices, "DE")).toBe(4);
    expect(floorIn(HISTORY[0]!.prices, "DE")).toBeNull();
  });

  it("act as a floor: above the traffic's eCPM e, a price F keeps e/F of every count and pays F per thousand", () => {
    const share = { impressions: 1000, clicks: 40, installs: 8, allInstalls: 9, videoCompleted: 900, moneyCents: 500 };
    expect(underFloor(share, 5, 20)).toEqual({ impressions: 250, clicks: 10, installs: 2, allInstalls: 2, videoCompleted: 225, moneyCents: 500 });
    expect(underFloor(share, 5, 5)).toBe(share);
    expect(underFloor(share, 5, 2)).toBe(share);
    expect(underFloor(share, 5, null)).toBe(share);
  });
});

describe("the split by ad location under prices", () => {
  const app: ReportApp = {
    id: "app-p",
    name: "Priced",
    platform: "ios",
    bundleId: "com.priced",
    adLocations: [
      { name: "Victory Screen", adType: "rewarded", prices: HISTORY },
      { name: "Bonus Chest", adType: "rewarded" },
      { name: "Level End", adType: "interstitial" },
    ],
  };
  const plain: ReportApp = { ...app, adLocations: app.adLocations.map(({ name, adType }) => ({ name, adType })) };

  it("keeps each priced cell equal to the sum of its parts, and moves only the priced location's part", () => {
    for (const date of ["2026-03-09", "2026-03-10"]) {
      const base = cellsOfAppDay(app.id, date);
      const layouts = new LocationLayouts();
      const priced = layouts.priced(app, base);
      let changedCells = 0;
      priced.forEach((cell, i) => {
        const parts = layouts.split(app, cell);
        const plainParts = layouts.split(plain, base[i]!);
        for (const field of ["impressions", "clicks", "installs", "allInstalls", "videoCompleted", "moneyCents"] as const) {
          expect(parts.reduce((s, p) => s + p.totals[field], 0)).toBe(cell[field]);
        }
        parts.forEach((part, j) => {
          if (part.location !== "Victory Screen") expect(part).toEqual(plainParts[j]);
        });
        if (cell.impressions !== base[i]!.impressions) changedCells++;
      });
      // Only US cells have a price before the change (10, above some cells' eCPM); every country has one after.
      expect(changedCells).toBeGreaterThan(0);
      expect(priced.every((c, i) => c.country === "US" || date >= "2026-03-10" || c === base[i])).toBe(true);
    }
  });
});
