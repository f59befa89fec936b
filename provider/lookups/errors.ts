// The lookups' own error: a lookup that must find one object found several.
import { AdPublisherError } from "../client";

/** A lookup that must find exactly one object found several; the message lists them. */
export class AmbiguousLookupError extends AdPublisherError {
  /** The ids of every match. */
  readonly ids: readonly string[];
  constructor(message: string, ids: readonly string[]) {
    super(message);
    this.ids = ids;
  }
}
