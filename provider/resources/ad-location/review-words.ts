// What a change of an ad location means to a publisher: a new or renamed location, a replacement
// (a new uuid, so its history starts over) and each country floor that moves, with its percent.
import { showValue as show } from "../common/review-words";
import type { ReviewWording } from "../definition";
import { describePriceChange, priceChanges } from "./prices";
import { AD_LOCATION_REPLACE_FIELDS } from "./schema";

/** The analytics reports' ad type ids of each ad type of the management API (interstitial: static, video and the unified placement). */
const REPORT_AD_TYPES: Readonly<Record<string, readonly number[]>> = { interstitial: [1, 5, 8], rewarded: [4, 9], banner: [10] };

export const adLocationReview: ReviewWording = {
  lines({ op, before, after }) {
    const label = `${show(after.adType ?? before.adType)}, ${show(after.type ?? before.type)}`;
    switch (op) {
      case "create": {
        const prices = priceChanges(undefined, after.countryTargeting).map(describePriceChange);
        return [`new ad location (${label})`, ...prices];
      }
      case "delete":
        return ["deleted: its uuid and its history are gone"];
      case "replace": {
        // The fields that force a new uuid, as the definition's replace rules name them.
        const why = AD_LOCATION_REPLACE_FIELDS.filter((f) => after[f] !== undefined && before[f] !== after[f]);
        return [`replaced, new uuid (${why.map((f) => `${f} ${show(before[f])} -> ${show(after[f])}`).join(", ") || "the provider asks for it"}): its history starts over`];
      }
      case "update": {
        const lines: string[] = [];
        if (after.name !== undefined && before.name !== after.name) lines.push(`location renamed "${show(before.name)}" -> "${show(after.name)}"`);
        lines.push(...priceChanges(before.countryTargeting, after.countryTargeting).map(describePriceChange));
        return lines;
      }
    }
  },
  // Its label names adType and type, which only a replacement changes.
  worded: ["name", "countryTargeting", "adType", "type"],
  // The analytics report has a row per location name: what the location earned is at stake.
  earningsRow: (fields) => (fields.name === undefined || fields.name === null ? undefined : String(fields.name)),
  reportAdTypes: (fields) => (typeof fields.adType === "string" ? REPORT_AD_TYPES[fields.adType] : undefined),
  countries: ({ before, after }) => priceChanges(before.countryTargeting, after.countryTargeting).map((change) => change.country),
};
