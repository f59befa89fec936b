// `adpublisher delete <kind> <id>`: the delete that `discover --unmanaged` offers for an object no
// stack manages, through the resource's own handler (its read, then its delete: deleting an app is
// the API's soft delete). The kinds are the definitions that are `deletable`.
import type { AnyResourceDefinition } from "../resources/definition";
import { DEFINITIONS } from "../resources/definitions";
import { engineHandler } from "../resources/engine-handler";
import type { RuntimeContext } from "../runtime/runtime-context";
import { UsageError } from "./flags";

/** The words `adpublisher delete` takes: the deletable definitions' slugs. */
export function deletableKinds(definitions: readonly AnyResourceDefinition[] = DEFINITIONS): string[] {
  return definitions.filter((d) => d.deletable).map((d) => d.slug);
}

export interface DeleteCommand {
  definition: AnyResourceDefinition;
  id: string;
}

export function parseDelete(argv: string[], definitions: readonly AnyResourceDefinition[] = DEFINITIONS): DeleteCommand {
  const [kind, id, ...rest] = argv;
  const definition = definitions.find((d) => d.deletable && d.slug === kind);
  if (!definition) {
    throw new UsageError(`delete takes one of ${deletableKinds(definitions).join(", ")} (got ${kind === undefined ? "nothing" : `"${kind}"`})`);
  }
  if (!id) throw new UsageError(`delete ${kind} needs the object's id`);
  if (rest.length > 0) throw new UsageError(`delete takes one id (got also "${rest[0]}")`);
  try {
    definition.id.parse(id);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return { definition, id };
}

/** An object already gone (a location whose app was deleted first, say) is what delete wanted. */
export async function runDelete(command: DeleteCommand, context: RuntimeContext): Promise<string> {
  const { definition, id } = command;
  const handler = engineHandler(definition, context);
  const current = await handler.read(id, undefined);
  if (!current.id) return `${definition.slug} ${id} was already gone`;
  await handler.delete(id, current.props);
  return `deleted ${definition.slug} ${id}`;
}
