// `adpublisher delete <app|ad-location|block-list> <id>`: the delete that `discover --unmanaged`
// offers for an object no stack manages. Deleting an app is the API's soft delete.
import type { AdPublisherClient } from "../client";
import { parseAdLocationId } from "../resources/ad-location-handler";
import { UsageError } from "./flags";

export const DELETABLE_KINDS = ["app", "ad-location", "block-list"] as const;
type DeletableKind = (typeof DELETABLE_KINDS)[number];

export interface DeleteCommand {
  kind: DeletableKind;
  id: string;
}

export function parseDelete(argv: string[]): DeleteCommand {
  const [kind, id, ...rest] = argv;
  if (!(DELETABLE_KINDS as readonly string[]).includes(kind ?? "")) {
    throw new UsageError(`delete takes one of ${DELETABLE_KINDS.join(", ")} (got ${kind === undefined ? "nothing" : `"${kind}"`})`);
  }
  if (!id) throw new UsageError(`delete ${kind} needs the object's id`);
  if (rest.length > 0) throw new UsageError(`delete takes one id (got also "${rest[0]}")`);
  if (kind === "ad-location") {
    try {
      parseAdLocationId(id);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  return { kind: kind as DeletableKind, id };
}

export async function runDelete(command: DeleteCommand, client: AdPublisherClient): Promise<string> {
  const { apps, adLocations, lists } = client.management;
  if (command.kind === "app") await apps.delete(command.id);
  else if (command.kind === "block-list") await lists.delete(command.id);
  else {
    const { appId, uuid } = parseAdLocationId(command.id);
    await adLocations.delete(appId, uuid);
  }
  return `deleted ${command.kind} ${command.id}`;
}
