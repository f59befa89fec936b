/**
 * A definition's `uniqueTogether` rule (AdLocation: (name, adType) unique per app, the uniqueness
 * rule of ad locations) kept across the resources of one program, in both faces
 * (program-rules.ts), so a collision is refused at preview rather than half way through an
 * update. The key and the refusal are said here once.
 */
import type * as pulumi from "@pulumi/pulumi";
import { programSdk } from "./program-sdk";
import type { Claims } from "../../runtime/run-claims";
import type { UniqueTogetherRule } from "../definition";
import { failure, UNKNOWN } from "./check";
import type { EngineProps } from "../../pulumi-json/property-bag";

/** The combination the rule judges, or undefined while a part is not a known string (judged once known). */
export function uniqueTogetherKey(rule: UniqueTogetherRule, inputs: EngineProps): string | undefined {
  const parts = [rule.scope, ...rule.properties].map((p) => inputs[p]);
  if (!parts.every((v) => typeof v === "string" && v !== UNKNOWN)) return undefined;
  return JSON.stringify(parts);
}

/** The failure of the resource that declares a combination `other` already declares. */
export function uniqueTogetherRefusal(rule: UniqueTogetherRule, inputs: EngineProps, other: string): pulumi.dynamic.CheckFailure {
  const values = rule.properties.map((p) => `${p} ${JSON.stringify(inputs[p])}`).join(", ");
  return failure(rule.properties[0]!, `"${other}" in this program already declares ${values} in ${rule.scope} ${String(inputs[rule.scope])}; ${rule.rule}`);
}

/**
 * The dynamic face: claims the rule's combination for the resource `name` when its inputs are
 * known, and refuses a second declaration before it is registered (at preview when the values are
 * known then, else at up before that resource's write). Returns the inputs to register.
 *
 * Registration waits for every input, so gating one input is enough; the gate is an `apply` on the
 * parts that are not plain values yet (typically `appId` = `app.id`), not a new Output per part:
 * the program creates no Output when every part is plain and one per resource otherwise, since
 * every Output is work the program does for each resource, and no input that was known turns unknown at preview.
 */
export function claimUniqueTogether<T extends EngineProps>(
  kind: string, rule: UniqueTogetherRule, name: string, inputs: T, claims: Claims,
): T {
  const parts = [rule.scope, ...rule.properties];
  const judge = (resolved: EngineProps) => {
    const key = uniqueTogetherKey(rule, resolved);
    const other = key === undefined ? undefined : claims.claim(`${kind}.together`, key, name);
    if (other !== undefined) throw new Error(`${kind} "${name}": ${rule.properties[0]}: ${uniqueTogetherRefusal(rule, resolved, other).reason}`);
  };
  const pending = parts.filter((p) => typeof inputs[p] !== "string" && inputs[p] !== undefined);
  if (pending.length === 0) {
    judge(inputs);
    return inputs;
  }
  const resolvedWith = (values: unknown[]) => ({ ...inputs, ...Object.fromEntries(pending.map((p, i) => [p, values[i]])) });
  const gate = pending[0]!;
  const gated = pending.length === 1
    ? programSdk().output(inputs[gate] as pulumi.Input<string>).apply((value) => (judge(resolvedWith([value])), value))
    : programSdk().all(pending.map((p) => inputs[p] as pulumi.Input<string>)).apply((values) => (judge(resolvedWith(values)), values[0]));
  return { ...inputs, [gate]: gated };
}
