import { failure, UNKNOWN } from "../resources/common/check";
import { uniqueTogetherKey, uniqueTogetherRefusal } from "../resources/common/unique-together";
import type { AnyResourceDefinition } from "../resources/definition";
import type { Claims } from "../runtime/claims";

/**
 * Which resource of this run holds each value of a `onePer` input, or each combination of a
 * `uniqueTogether` rule (issue 17), in the session's claims (one plugin process serves one preview
 * or update, and Check sees every resource of it). A value still unknown at preview is judged at
 * the Check that `up` makes once it is known, before that resource's write.
 * A failure when another resource of the same type already holds the value; undefined otherwise.
 */
export function claimFailure(claims: Claims, resource: AnyResourceDefinition, urn: string, news: Record<string, unknown>) {
  const nameOf = (holder: string) => holder.slice(holder.lastIndexOf("::") + 2);
  const { onePer, uniqueTogether } = resource.rules;
  if (uniqueTogether) {
    const key = uniqueTogetherKey(uniqueTogether, news);
    const holder = key === undefined ? undefined : claims.claim(`${resource.tokens.plugin}.together`, key, urn);
    if (holder !== undefined) return uniqueTogetherRefusal(uniqueTogether, news, nameOf(holder));
  }
  if (!onePer) return undefined;
  const { property, rule } = onePer;
  const value = news[property];
  if (typeof value !== "string" || value === UNKNOWN) return undefined;
  const holder = claims.claim(`${resource.tokens.plugin}.${property}`, value, urn);
  if (holder === undefined) return undefined;
  return failure(property, `"${value}" is already used by "${nameOf(holder)}" in this program; ${rule}`);
}
