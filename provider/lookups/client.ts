// What every lookup does first: check the management settings (a missing one names the key and
// the variable, before any call), then use the face's one client (its runtime context's). A 404 becomes an error that names
// the lookup and the object, instead of the request path.
import { type ManagementClient, NotFoundError } from "../client";
import { BEARER_SETTINGS, type FunctionContext, requireSettings } from "../functions/function-context";

export function managementClient(ctx: FunctionContext, what: string): ManagementClient {
  requireSettings(ctx.config, BEARER_SETTINGS, what);
  return ctx.client.management;
}

/** Runs `read`; a 404 is rethrown as "<what>: no <object> (it does not exist or was deleted)". */
export async function orNotFound<T>(what: string, object: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    throw new NotFoundError(`${what}: there is no ${object} (it does not exist or was deleted)`, { status: 404, cause: error });
  }
}

/** Every item of a paged list (the client's iterators fetch page after page). */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
