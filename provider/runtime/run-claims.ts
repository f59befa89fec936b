/** The claims' kind of the apps this run created: nothing can be in such an app but what the run itself made. */
export const APP_CREATED_THIS_RUN = "App.createdThisRun";

/**
 * What one run has handed out, so that no two resources take the same thing: a value of
 * a kind (an app's settings, an ad location's uuid) is held by one holder (a resource name or URN).
 * One per runtime context: two providers in one process share nothing.
 */
export class Claims {
  private readonly byKind = new Map<string, Map<string, string>>();
  private readonly byObject = new WeakMap<object, string>();

  /** Gives `value` of `kind` to `holder`; returns the other holder when another already has it (and changes nothing). */
  claim(kind: string, value: string, holder: string): string | undefined {
    let held = this.byKind.get(kind);
    if (!held) this.byKind.set(kind, (held = new Map()));
    const other = held.get(value);
    if (other !== undefined && other !== holder) return other;
    held.set(value, holder);
    return undefined;
  }

  /** Whether anyone holds `value` of `kind`. */
  isClaimed(kind: string, value: string): boolean {
    return this.byKind.get(kind)?.has(value) ?? false;
  }

  /** As `claim`, for an object (the same Output given to two resources), held no longer than the object. */
  claimObject(object: object, holder: string): string | undefined {
    const other = this.byObject.get(object);
    if (other !== undefined && other !== holder) return other;
    this.byObject.set(object, holder);
    return undefined;
  }
}
