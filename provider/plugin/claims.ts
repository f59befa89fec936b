import { failure, UNKNOWN } from "../resources/common/check";
import type { AnyResourceDefinition } from "../resources/definition";

/**
 * Which resource of this run holds each value of a `onePer` input (one plugin process serves one
 * preview or update, and Check sees every resource of it). A value still unknown at preview is
 * judged at the Check that `up` makes once it is known, which comes before any write.
 */
const holders = new WeakMap<AnyResourceDefinition, Map<string, string>>(); // per type: value -> urn

/** A failure when another resource of the same type already holds the value; undefined otherwise. */
export function claimFailure(resource: AnyResourceDefinition, urn: string, news: Record<string, unknown>) {
  if (!resource.rules.onePer) return undefined;
  const { property, rule } = resource.rules.onePer;
  const value = news[property];
  if (typeof value !== "string" || value === UNKNOWN) return undefined;
  const ofType = holders.get(resource) ?? new Map<string, string>();
  holders.set(resource, ofType);
  const holder = ofType.get(value);
  if (holder !== undefined && holder !== urn) {
    const other = holder.slice(holder.lastIndexOf("::") + 2);
    return failure(property, `"${value}" is already used by "${other}" in this program; ${rule}`);
  }
  ofType.set(value, urn);
  return undefined;
}
