import { failure, UNKNOWN } from "../resources/common/check";
import type { AnyResourceDefinition } from "../resources/definition";
import { uniqueTogetherKey, uniqueTogetherRefusal } from "../resources/common/unique-together";

/**
 * Which resource of this run holds each value of a `onePer` input, or each combination of a
 * `uniqueTogether` rule (one plugin process serves one preview or update, and Check sees every
 * resource of it). A value still unknown at preview is judged at the Check that `up` makes once it
 * is known, which comes before that resource's write.
 */
const holders = new WeakMap<AnyResourceDefinition, Map<string, string>>(); // per type: value -> urn

function holderOf(resource: AnyResourceDefinition, value: string, urn: string): string | undefined {
  const ofType = holders.get(resource) ?? new Map<string, string>();
  holders.set(resource, ofType);
  const holder = ofType.get(value);
  if (holder !== undefined && holder !== urn) return holder.slice(holder.lastIndexOf("::") + 2);
  ofType.set(value, urn);
  return undefined;
}

/** A failure when another resource of the same type already holds the value; undefined otherwise. */
export function claimFailure(resource: AnyResourceDefinition, urn: string, news: Record<string, unknown>) {
  const { onePer, uniqueTogether } = resource.rules;
  if (uniqueTogether) {
    const key = uniqueTogetherKey(uniqueTogether, news);
    const other = key === undefined ? undefined : holderOf(resource, `together:${key}`, urn);
    if (other !== undefined) return uniqueTogetherRefusal(uniqueTogether, news, other);
  }
  if (!onePer) return undefined;
  const { property, rule } = onePer;
  const value = news[property];
  if (typeof value !== "string" || value === UNKNOWN) return undefined;
  const other = holderOf(resource, `one:${value}`, urn);
  return other === undefined ? undefined : failure(property, `"${value}" is already used by "${other}" in this program; ${rule}`);
}
