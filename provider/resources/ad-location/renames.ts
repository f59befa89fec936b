// Ad location renames within one run, so that a swap of names is refused at preview.
import type { Renames } from "../../runtime/renames";

/**
 * Records an ad location rename in the run's renames (one provider process serves every resource
 * of a preview or update), so that a swap is refused at preview instead of failing half way.
 *
 * Why: (name, adType) is unique within an app (the uniqueness rule of ad locations) and a rename is one
 * PATCH, so "A" -> "B" while "B" -> "A" can never be applied in any order; the API would refuse
 * both. A cycle of renames is reported with the way out: a temporary name first.
 */
export function recordRename(renames: Renames, appId: string, adType: string, from: string, to: string): void {
  const cycle = renames.record(`${appId}\n${adType}`, from, to);
  if (!cycle) return;
  const steps = cycle.map(([a, b]) => `"${a}" -> "${b}"`).join(", ");
  throw new Error(
    `name: the ad locations of app ${appId} (adType ${adType}) swap names in one update (${steps}); ` +
      "(name, adType) is unique within an app and each rename is applied alone, so no order can apply them. " +
      "Rename one of them to a temporary name, run `pulumi up`, then set the final names",
  );
}
