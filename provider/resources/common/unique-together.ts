import type * as pulumi from "@pulumi/pulumi";
import type { UniqueTogetherRule } from "../definition";
import { failure, UNKNOWN } from "./check";

/**
 * A definition's `uniqueTogether` rule (AdLocation: (name, adType) unique per app, 000 Ad
 * locations restriction 1) kept across the resources of one program, in both faces (issue 17,
 * finding 2): the plugin's Check sees every resource of a run (plugin/claims.ts), the dynamic
 * resource's class every declaration of the program (`claimUniqueTogether`, in
 * claim-unique-together.ts: it needs the SDK's Outputs, which the plugin must not load). The key
 * and the refusal are said here once.
 */

/** The combination the rule judges, or undefined while a part is not a known string (judged once known). */
export function uniqueTogetherKey(rule: UniqueTogetherRule, inputs: Record<string, unknown>): string | undefined {
  const parts = [rule.scope, ...rule.properties].map((p) => inputs[p]);
  if (!parts.every((v) => typeof v === "string" && v !== UNKNOWN)) return undefined;
  return JSON.stringify(parts);
}

/** The failure of the resource that declares a combination `other` already declares. */
export function uniqueTogetherRefusal(rule: UniqueTogetherRule, inputs: Record<string, unknown>, other: string): pulumi.dynamic.CheckFailure {
  const values = rule.properties.map((p) => `${p} ${JSON.stringify(inputs[p])}`).join(", ");
  return failure(rule.properties[0]!, `"${other}" in this program already declares ${values} in ${rule.scope} ${String(inputs[rule.scope])}; ${rule.rule}`);
}
