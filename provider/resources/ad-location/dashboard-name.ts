// The dashboard and every report show an ad location by its name and its ad type
// ("Victory Screen" (rewarded)): a name is unique only together with its ad type within an app.
import type { DashboardNaming } from "../definition";

export const adLocationDashboardName: DashboardNaming = (fields) => {
  if (typeof fields.name !== "string" || fields.name === "") return undefined;
  return typeof fields.adType === "string" ? `"${fields.name}" (${fields.adType})` : `"${fields.name}"`;
};
