/**
 * A definition's rules over several resources of one program (`rules`: one per app, unique
 * together), read from the definition by both faces: each face sees every resource of a run in
 * its own way, and the rule, the claim and the refusal are the same.
 */
import type * as pulumi from "@pulumi/pulumi";
import type { Claims } from "../../runtime/run-claims";
import type { AnyResourceDefinition } from "../definition";
import { claimOnePer, onePerFailure } from "./one-per";
import { claimUniqueTogether, uniqueTogetherKey, uniqueTogetherRefusal } from "./unique-together";
import type { EngineProps } from "../../pulumi-json/property-bag";

/**
 * The plugin face: its Check sees every resource of a run (one plugin process serves one preview
 * or update). A value still unknown at preview is judged at the Check that `up` makes once it is
 * known, before that resource's write. The failure when another resource holds the value.
 */
export function programRuleFailure(claims: Claims, definition: AnyResourceDefinition, urn: string, news: EngineProps): pulumi.dynamic.CheckFailure | undefined {
  const nameOf = (holder: string) => holder.slice(holder.lastIndexOf("::") + 2);
  const { onePer, uniqueTogether } = definition.rules;
  if (uniqueTogether) {
    const key = uniqueTogetherKey(uniqueTogether, news);
    const holder = key === undefined ? undefined : claims.claim(`${definition.name}.together`, key, urn);
    if (holder !== undefined) return uniqueTogetherRefusal(uniqueTogether, news, nameOf(holder));
  }
  return onePer ? onePerFailure(definition.name, onePer, urn, news, claims, nameOf) : undefined;
}

/**
 * The dynamic face: a resource class claims its inputs when it is declared, and a second
 * declaration is refused before it is registered. Returns the inputs to register.
 */
export function claimProgramRules<T extends EngineProps>(definition: Pick<AnyResourceDefinition, "name" | "rules">, name: string, inputs: T, claims: Claims): T {
  const { onePer, uniqueTogether } = definition.rules;
  const together = uniqueTogether ? claimUniqueTogether(definition.name, uniqueTogether, name, inputs, claims) : inputs;
  return onePer ? claimOnePer(definition.name, onePer, name, together, claims) : together;
}
