// Objects with fields that no read of the API returns (a fixed_cpm location's prices): neither an
// import nor a drift check can read them. Discovery's report and program name them; `adpublisher
// drift` lists them with the same functions, so a green result never reads as "checked". Which
// objects have such fields, and the words for them, are each definition's `unseenFields`.
import type { AnyResourceDefinition, UnseenFields } from "../resources/definition";
import { definitionNamed, DEFINITIONS } from "../resources/definitions";
import type { Account } from "./account";
import type { StateResource } from "../pulumi-json/stack-export";
import { kindOf } from "./stack-state";
import { propsOf, type EngineProps as Props } from "../pulumi-json/property-bag";

export interface UnseenObject {
  /** The resource id (an ad location's is `<appId>/<uuid>`). */
  id: string;
  /** For a person, as its definition words it: `fixed_cpm ad location "Extra Life" (rewarded), id ...`. */
  label: string;
  /** What the report says of it: its definition's words for what cannot be seen, and what that means. */
  what: string;
  reason: string;
}

/** The definition's words for the object's unseen fields, when it has any. */
function unseenOf(definition: AnyResourceDefinition | undefined, fields: Props): UnseenFields | undefined {
  const unseen = definition?.unseenFields;
  return unseen && unseen.of(fields).length > 0 ? unseen : undefined;
}

/** The account's objects with fields no read returns, e.g. fixed_cpm locations (discovery). */
export function unseenOnAccount(account: Account): UnseenObject[] {
  return account.objects.flatMap((o) => {
    const unseen = unseenOf(o.definition, propsOf(o.live));
    return unseen ? [{ id: o.id, label: `${unseen.label(propsOf(o.live))}, id ${o.id}`, what: unseen.what, reason: unseen.inDiscovery }] : [];
  });
}

/** One line each for discovery's report: what was not read, and why. */
export function describeUnseen(found: Iterable<UnseenObject>): string[] {
  return Array.from(found, describeUnseenObject);
}

export function describeUnseenObject(o: UnseenObject): string {
  return `${o.what} not visible: ${o.label}: ${o.reason}`;
}

type ExportedResource = Pick<StateResource, "urn" | "type" | "id" | "inputs" | "outputs">;

/** The known values of a state's fields: its outputs where they say, else its inputs. */
const stateFields = (r: ExportedResource): Props => ({
  ...(r.inputs ?? {}),
  ...Object.fromEntries(Object.entries(r.outputs ?? {}).filter(([, value]) => value !== undefined && value !== null)),
});

/** A stack export's objects with unseen fields (drift), labelled `<resource name> ("<location name>", <id>)`. */
export function unseenInStack(resources: readonly ExportedResource[], definitions: readonly AnyResourceDefinition[] = DEFINITIONS): UnseenObject[] {
  return resources.flatMap((r) => {
    const kind = kindOf(r, definitions);
    const fields = stateFields(r);
    const unseen = unseenOf(kind ? definitionNamed(kind, definitions) : undefined, fields);
    if (!unseen) return [];
    const id = r.id ?? "";
    const name = r.urn.split("::").pop() ?? r.urn;
    return [{ id, label: `${name} (${unseen.named(fields)}, ${id})`, what: unseen.what, reason: unseen.inDrift }];
  });
}

/** The comment a generated program puts on an object with unseen fields, or undefined. */
export function unseenComment(definition: AnyResourceDefinition, live: unknown): string | undefined {
  return unseenOf(definition, propsOf(live))?.inProgram;
}
