// Finds and deletes what earlier live runs left on the account, by their run marker.
import type { AdPublisherClient } from "../../provider/client";

export interface Leftover {
  kind: "App" | "BlockList";
  id: string;
  name: string;
}

/**
 * What the run made and the account still holds: apps and block lists whose nickname or title
 * carries the run id (ad locations and monetization settings belong to an app and go with it).
 */
export async function leftovers(client: AdPublisherClient, runId: string): Promise<Leftover[]> {
  const found: Leftover[] = [];
  for await (const app of client.management.apps.list()) if (app.nickname.includes(runId)) found.push({ kind: "App", id: app.id, name: app.nickname });
  for await (const list of client.management.lists.list()) if (list.title.includes(runId)) found.push({ kind: "BlockList", id: list.id, name: list.title });
  return found;
}

/**
 * A sweeper, as terraform providers' acceptance tests have: deletes what the run left (after a
 * failed destroy, or a run that died before it), apps first so no app still uses a list. Returns what
 * it found, and the failures it could not help.
 */
export async function sweep(client: AdPublisherClient, runId: string): Promise<{ found: Leftover[]; failures: string[] }> {
  const found = await leftovers(client, runId);
  const failures: string[] = [];
  for (const item of [...found].sort((a, b) => Number(a.kind === "BlockList") - Number(b.kind === "BlockList"))) {
    try {
      if (item.kind === "App") await client.management.apps.delete(item.id);
      else await client.management.lists.delete(item.id);
    } catch (error) {
      failures.push(`${item.kind} ${item.id} (${item.name}): ${(error as Error).message}`);
    }
  }
  return { found, failures };
}
