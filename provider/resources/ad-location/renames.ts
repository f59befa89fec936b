/**
 * Renames of ad locations seen by this provider process (one process serves every resource of a
 * preview or update), so that a swap is refused at preview instead of failing half way.
 *
 * Why: (name, adType) is unique within an app (000, Ad locations restriction 1) and a rename is one
 * PATCH, so "A" -> "B" while "B" -> "A" can never be applied in any order; the API would refuse
 * both. A cycle of renames is reported with the way out: a temporary name first.
 */
const renames = new Map<string, string>(); // `${appId}\n${adType}\n${from}` -> to

function key(appId: string, adType: string, name: string): string {
  return `${appId}\n${adType}\n${name}`;
}

/** Records a rename and throws when it closes a cycle with renames already seen. */
export function recordRename(appId: string, adType: string, from: string, to: string): void {
  renames.set(key(appId, adType, from), to);
  const chain = [from];
  for (let next = to; renames.has(key(appId, adType, next)); next = renames.get(key(appId, adType, next))!) {
    if (next === from) {
      const steps = chain.map((name) => `"${name}" -> "${renames.get(key(appId, adType, name))}"`).join(", ");
      throw new Error(
        `name: the ad locations of app ${appId} (adType ${adType}) swap names in one update (${steps}); ` +
          "(name, adType) is unique within an app and each rename is applied alone, so no order can apply them. " +
          "Rename one of them to a temporary name, run `pulumi up`, then set the final names",
      );
    }
    chain.push(next);
  }
}
