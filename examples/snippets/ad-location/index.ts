// A fixed-CPM rewarded location with a price for one country and a default
import { AdLocation } from "pulumi-adpublisher";

const levelEnd = new AdLocation("levelEnd", {
  appId: "5f2b1c0d9e8a7b6c5d4e3f21",
  name: "Level End",
  adType: "rewarded",
  type: "fixed_cpm",
  countryTargeting: [
    { country: "US", price: 12.5 },
    { country: "default", price: 4 },
  ],
});

export const locationId = levelEnd.id;
