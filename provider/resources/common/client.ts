// How the resource handlers read a 404: a read finds the object gone, a delete finds its work done.
import { NotFoundError } from "../../client";

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
