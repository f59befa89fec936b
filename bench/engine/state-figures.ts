// What a stack's state costs per resource, from `pulumi stack export`: the measure of the goal "the
// provider's part of a checkpoint within 10% of the no-op provider's". Only the program's resources count: the stack and the provider resources are the
// engine's own, alike on both sides.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseStackExport, type StateResource } from "../../provider/pulumi-json/stack-export";

export interface StateFigures {
  resources: number;
  bytesPerResource: number;
  /** The provider's part: inputs and outputs (what the engine adds: URNs, stack trace, dependencies). */
  propertyBytesPerResource: number;
  /** The dynamic face's `__provider` of the first resource (0 on the plugin face). */
  providerBytes: number;
}

export function stateFigures(exported: string): StateFigures {
  const { deployment } = parseStackExport(exported, "the stack's export");
  const resources = (deployment.resources ?? []).filter((r) => r.type !== "pulumi:pulumi:Stack" && !r.type.startsWith("pulumi:providers:"));
  const perResource = (size: (r: StateResource) => number) => Math.round(resources.reduce((sum, r) => sum + size(r), 0) / Math.max(1, resources.length));
  const provider = resources[0]?.outputs?.__provider;
  return {
    resources: resources.length,
    bytesPerResource: perResource((r) => JSON.stringify(r).length),
    propertyBytesPerResource: perResource((r) => JSON.stringify(r.inputs ?? {}).length + JSON.stringify(r.outputs ?? {}).length),
    providerBytes: typeof provider === "string" ? provider.length : 0,
  };
}

/** With ADPUBLISHER_BENCH_STATES=DIR, each side's export goes there (`<label>-<side>-<time>.json`), to compare a resource's state entry with the no-op's. */
export function keepStates(exported: Record<string, string>, label: string): void {
  const dir = process.env.ADPUBLISHER_BENCH_STATES;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [side, text] of Object.entries(exported)) writeFileSync(join(dir, `${label}-${side}-${Date.now()}.json`), text);
}
