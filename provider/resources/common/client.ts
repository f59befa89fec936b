import { createClient, NotFoundError, type AdPublisherClient } from "../../client";
import { resolveSettings } from "../../config";

let cached: { key: string; client: AdPublisherClient } | undefined;

/** The client for the provider process, built from stack config or the environment on first use. */
export function providerClient(): AdPublisherClient {
  const settings = resolveSettings();
  const key = JSON.stringify(settings);
  if (cached?.key !== key) cached = { key, client: createClient(settings) };
  return cached.client;
}

/** Runs a read; a 404 means the object is gone, which refresh reports by an empty id. */
export async function unlessGone<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/** Runs a delete; an object already gone is what delete wanted. */
export async function deleteIfPresent(remove: () => Promise<void>): Promise<void> {
  await unlessGone(remove);
}
