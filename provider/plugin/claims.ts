import { failure, UNKNOWN } from "../resources/common/check";
import type { AnyResourceDefinition } from "../resources/definition";
import type { Claims } from "../runtime/claims";

/**
 * Which resource of this run holds each value of a `onePer` input, in the session's claims (one
 * plugin process serves one preview or update, and Check sees every resource of it). A value still
 * unknown at preview is judged at the Check that `up` makes once it is known, before any write.
 * A failure when another resource of the same type already holds the value; undefined otherwise.
 */
export function claimFailure(claims: Claims, resource: AnyResourceDefinition, urn: string, news: Record<string, unknown>) {
  if (!resource.rules.onePer) return undefined;
  const { property, rule } = resource.rules.onePer;
  const value = news[property];
  if (typeof value !== "string" || value === UNKNOWN) return undefined;
  const holder = claims.claim(`${resource.tokens.plugin}.${property}`, value, urn);
  if (holder === undefined) return undefined;
  const other = holder.slice(holder.lastIndexOf("::") + 2);
  return failure(property, `"${value}" is already used by "${other}" in this program; ${rule}`);
}
