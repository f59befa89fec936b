import { createHash } from "node:crypto";
import { createClient, NotFoundError, type AdPublisherClient } from "../../client";
import type { ClientConfig } from "../../client/config";
import { resolveSettings } from "../../config";

let cached: { key: string; client: AdPublisherClient } | undefined;

/**
 * What the cache compares: a SHA-256 of the settings, so a changed credential gives a new client
 * while no secret lingers in the process as a plain string key (issue 11).
 */
export function clientCacheKey(settings: ClientConfig): string {
  const ordered = Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(ordered)).digest("hex");
}

/** The client for the provider process, built from stack config or the environment on first use. */
export function providerClient(): AdPublisherClient {
  const settings = resolveSettings();
  const key = clientCacheKey(settings);
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
