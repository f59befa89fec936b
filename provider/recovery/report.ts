// What `adpublisher recover` prints for each pending create: one line per decision, and for a
// refusal each candidate as `discover --unmanaged` shows it, with the commands that adopt or delete it.
import { describeUnmanaged } from "../discovery/unmanaged";
import type { Resolution } from "./plan";

function resource(r: Resolution): string {
  return `${r.pending.kind} "${r.pending.name}" (${r.pending.urn})`;
}

export function describeResolution(r: Resolution, dryRun: boolean): string {
  if (r.action === "import") return `${dryRun ? "would import" : "imported"}: ${r.object.unmanaged.label}, id ${r.object.id}, into ${resource(r)}`;
  if (r.action === "clear") return `${dryRun ? "would clear" : "cleared"}: ${resource(r)}: ${r.reason}`;
  return describeAmbiguity(r);
}

export function describeAmbiguity(r: Resolution & { action: "ambiguous" }): string {
  const lines = [r.rivals?.length
    ? `ambiguous: ${resource(r)} and ${r.rivals.join(", ")} all match this one object that no stack holds:`
    : `ambiguous: ${resource(r)} matches ${r.candidates.length} objects that no stack holds:`];
  for (const c of r.candidates) lines.push(describeUnmanaged(c.unmanaged).replace(/^/gm, "  "));
  return lines.join("\n");
}
