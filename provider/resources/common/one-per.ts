/**
 * A definition's `onePer` rule (MonetizationSettings: one per app, since an app has one settings
 * record) kept across the resources of one program, in both faces: two resources for one
 * object would fight over the same fields, each "restoring" the other's values on delete. The
 * claim's kind and the refusals are said here once.
 */
import type * as pulumi from "@pulumi/pulumi";
import { programSdk } from "./program-sdk";
import type { Claims } from "../../runtime/run-claims";
import type { OnePerRule } from "../definition";
import { failure, UNKNOWN } from "./check";
import type { EngineProps } from "../../pulumi-json/property-bag";

const kindOf = (resource: string, rule: OnePerRule) => `${resource}.${rule.property}`;

/** The plugin's Check: the failure of the resource `holder` (a URN) when another holds the same value; undefined otherwise. */
export function onePerFailure(resource: string, rule: OnePerRule, holder: string, inputs: EngineProps, claims: Claims, nameOf: (holder: string) => string) {
  const value = inputs[rule.property];
  if (typeof value !== "string" || value === UNKNOWN) return undefined;
  const other = claims.claim(kindOf(resource, rule), value, holder);
  if (other === undefined) return undefined;
  return failure(rule.property, `"${value}" is already used by "${nameOf(other)}" in this program; ${rule.rule}`);
}

/**
 * The dynamic face: the program process sees every resource it declares, so
 * - the same Output object for two resources (typically `app.id` twice) or the same plain value is
 *   refused when the second resource is declared, at preview even while a new app's id is unknown;
 * - values that only turn out equal once resolved are refused when the value resolves, before the
 *   second resource is registered, so it never writes.
 * Returns the inputs to register.
 */
export function claimOnePer<T extends EngineProps>(resource: string, rule: OnePerRule, name: string, inputs: T, claims: Claims): T {
  const { property, owner } = rule;
  const refusal = (other: string, what: string) =>
    new Error(`${resource} "${name}": ${property}: ${what} already has ${resource} "${other}" in this program; ${rule.rule}`);
  const claimValue = (value: string) => {
    const other = claims.claim(kindOf(resource, rule), value, name);
    if (other !== undefined) throw refusal(other, `${owner} "${value}"`);
  };
  const value = inputs[property] as pulumi.Input<string> | undefined;
  if (value === undefined) return inputs;
  if (typeof value === "string") {
    claimValue(value);
    return inputs;
  }
  if (programSdk().Output.isInstance(value)) {
    const other = claims.claimObject(value, name);
    if (other !== undefined) throw refusal(other, `the same ${owner}`);
  }
  return { ...inputs, [property]: programSdk().output(value).apply((resolved) => (claimValue(resolved), resolved)) };
}
