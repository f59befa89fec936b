// The check that a drift check names, once per app, the fixed_cpm locations whose prices it cannot compare.
import { expect } from "vitest";
import type { AdPublisherClient } from "../../provider/client";
import type { PulumiEvents } from "./pulumi-events";

/**
 * A drift check (`preview --refresh`) says, once per app, which fixed_cpm locations' prices it could
 * not compare: every fixed_cpm location of the given apps is named in its app's one warning.
 * `shownOn`: where the engine shows it; the plugin knows the URN of the location whose read warned,
 * the dynamic face's host does not, and the warning is the stack's.
 */
export async function expectPricesWarnedOncePerApp(
  drift: PulumiEvents & { describe(what: string): string }, client: AdPublisherClient, appIds: readonly string[], shownOn: "location" | "stack",
): Promise<void> {
  const unseen = drift.diagnostics.filter((d) => d.severity === "warning" && d.message.includes("cannot be read from the API, so this refresh did not compare them"));
  for (const appId of appIds) {
    const fixed = (await client.management.adLocations.list(appId)).filter((l) => l.type === "fixed_cpm");
    const ofApp = unseen.filter((d) => d.message.includes(`app ${appId}: `));
    if (fixed.length === 0) continue;
    expect(ofApp, drift.describe(`one prices warning for app ${appId}`)).toHaveLength(1);
    for (const location of fixed) expect(ofApp[0]!.message).toContain(`"${location.name}" (${location.adType})`);
    if (shownOn === "location") expect(ofApp[0]!.urn, drift.describe(`app ${appId}'s warning on a location`)).toMatch(/[:$]adpublisher:index:AdLocation::[^:]+$/);
    else expect(ofApp[0]!.urn ?? "", drift.describe(`app ${appId}'s warning on the stack`)).not.toMatch(/AdLocation::/);
  }
}
