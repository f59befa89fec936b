import * as pulumi from "@pulumi/pulumi";
import type { Claims } from "../../runtime/claims";
import type { UniqueTogetherRule } from "../definition";
import { uniqueTogetherKey, uniqueTogetherRefusal } from "./unique-together";

/**
 * The dynamic face: claims the rule's combination for the resource `name` when its inputs are
 * known, and refuses a second declaration before it is registered (at preview when the values are
 * known then, else at up before that resource's write). Returns the inputs to register.
 *
 * Registration waits for every input, so gating one input is enough; the gate is an `apply` on the
 * parts that are not plain values yet (typically `appId` = `app.id`), not a new Output per part:
 * the program creates no Output when every part is plain, one per resource otherwise (four per
 * location were part of the program time the engine benchmark's no-op phases regressed by, issue
 * 15), and no input that was known turns unknown at preview.
 */
export function claimUniqueTogether<T extends Record<string, unknown>>(
  kind: string, rule: UniqueTogetherRule, name: string, inputs: T, claims: Claims,
): T {
  const parts = [rule.scope, ...rule.properties];
  const judge = (resolved: Record<string, unknown>) => {
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
    ? pulumi.output(inputs[gate] as pulumi.Input<string>).apply((value) => (judge(resolvedWith([value])), value))
    : pulumi.all(pending.map((p) => inputs[p] as pulumi.Input<string>)).apply((values) => (judge(resolvedWith(values)), values[0]));
  return { ...inputs, [gate]: gated };
}
