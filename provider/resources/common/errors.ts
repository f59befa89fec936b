// Resource operation errors that say which step failed and for which object.
import { AdPublisherError } from "../../client";

/**
 * Runs one step of a resource operation and, if it fails, says which step and for which object,
 * keeping the client's message (which names the request and never a secret). The engine shows
 * this message as the resource's error.
 */
export async function step<T>(what: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof AdPublisherError) throw new Error(`${what}: ${error.message}`, { cause: error });
    throw error;
  }
}
