// What `adpublisher recover` does with each pending create, decided before anything
// changes: import the one object that no stack holds and that is what the create asked for, clear
// the create when there is none (its request never landed), and refuse to guess between two.
import type { UnmanagedObject } from "../discovery/unmanaged";
import type { PendingCreate } from "./pending-creates";
import type { LiveObject } from "./kinds";

/** A live object that no stack holds, as discovery names it (label, adopt and delete commands). */
export type Candidate = LiveObject & { unmanaged: UnmanagedObject };

export type Resolution =
  | { action: "import"; pending: PendingCreate; object: Candidate }
  | { action: "clear"; pending: PendingCreate; reason: string }
  /** `rivals`: other pending creates that the same single object would answer. */
  | { action: "ambiguous"; pending: PendingCreate; candidates: Candidate[]; rivals?: string[] };

export interface PlanInputs {
  pending: readonly PendingCreate[];
  /** Objects no given stack export holds, with their labels (discovery's `--unmanaged` list). */
  unheld: readonly UnmanagedObject[];
  /** The live objects of a recoverable kind; undefined for a kind the next `up` takes over itself. */
  objectsOf(kind: PendingCreate["kind"]): readonly LiveObject[] | undefined;
  /** Why the next `up` settles a pending create of a kind that is not matched. */
  takenOverBecause(kind: PendingCreate["kind"]): string;
  /** The resource's own judgement (its diff) of whether a live object is what the create asked for. */
  matches(pending: PendingCreate, object: LiveObject): Promise<boolean>;
}

export async function planRecovery(inputs: PlanInputs): Promise<Resolution[]> {
  const unheld = new Map(inputs.unheld.map((o) => [`${o.kind}:${o.id}`, o]));
  const resolutions: Resolution[] = [];
  for (const pending of inputs.pending) {
    const objects = inputs.objectsOf(pending.kind);
    if (!objects) {
      resolutions.push({ action: "clear", pending, reason: inputs.takenOverBecause(pending.kind) });
      continue;
    }
    if (typeof pending.inputs.adoptId === "string") {
      resolutions.push({ action: "clear", pending, reason: `pulumi up adopts ${pending.inputs.adoptId} again (adoption is safe to repeat)` });
      continue;
    }
    const candidates: Candidate[] = [];
    for (const object of objects) {
      const unmanaged = unheld.get(`${pending.kind}:${object.id}`);
      if (unmanaged && (await inputs.matches(pending, object))) candidates.push({ ...object, unmanaged });
    }
    // A create the state does not record and no object answers is simply still to do for `up`.
    if (candidates.length === 0 && !pending.recorded) continue;
    if (candidates.length === 0) resolutions.push({ action: "clear", pending, reason: "no object that no stack holds matches its inputs: its request never landed" });
    else if (candidates.length === 1) resolutions.push({ action: "import", pending, object: candidates[0]! });
    else resolutions.push({ action: "ambiguous", pending, candidates });
  }
  return oneObjectPerCreate(resolutions);
}

/** An object that two pending creates would both take is given to neither: that is a guess too. */
function oneObjectPerCreate(resolutions: Resolution[]): Resolution[] {
  const claimants = new Map<string, string[]>();
  const key = (r: Resolution & { action: "import" }) => `${r.pending.kind}:${r.object.id}`;
  for (const r of resolutions) if (r.action === "import") claimants.set(key(r), [...(claimants.get(key(r)) ?? []), r.pending.urn]);
  return resolutions.map((r): Resolution => {
    if (r.action !== "import" || claimants.get(key(r))!.length === 1) return r;
    return { action: "ambiguous", pending: r.pending, candidates: [r.object], rivals: claimants.get(key(r))!.filter((urn) => urn !== r.pending.urn) };
  });
}
