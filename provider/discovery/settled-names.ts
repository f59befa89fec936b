// The names rule (names.ts) for an account too large to hold every object's candidates: per object
// only a number per candidate (its hash) is kept, in memory or in a file read in order
// (naming-log.ts), and the candidates themselves are made again from where the object is kept, when
// they are needed. Only the objects whose candidates something else may share (same hash) go
// through the rule with their candidates in hand; every other object's name is its first
// candidate. The result is the rule's, exactly:
// - an object none of whose candidates any other object (or a reserved name) has never moves on
//   from its first candidate, and no shared group ever holds it;
// - objects that may share a candidate are closed under sharing (same text, same hash), so the
//   rule run on them alone moves them on exactly as the rule run on the whole account;
// - the last step (numbering names still alike, in id order) changes nothing across the two sets
//   when no name of one is a name of the other; should a hash say one might be, the whole account
//   goes through the rule with its candidates in hand (slow, large, exact).
import { uniqueNames, type NameRequest } from "./names";
import type { NamingColumns, NamingEntry, NamingLog } from "./naming-log";
import { grown } from "./typed-columns";

/** What the names rule reads of one object, made again from where the object is kept. */
export type NameInput = Omit<NameRequest, "key">;

/** Names that others must not take: `has` is exact; `hashes` (sorted) may say yes wrongly, never no. */
export interface ReservedNames {
  has(name: string): boolean;
  readonly hashes: Float64Array;
}

const NO_NAMES: ReservedNames = { has: () => false, hashes: new Float64Array(0) };

/** A 53-bit hash of a name: two 32-bit FNV-1a style passes with different seeds and primes, mixed. */
export function nameHash(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff);
}

export function hashesOf(candidates: readonly string[]): Float64Array {
  return Float64Array.from(candidates, nameHash);
}

/**
 * The names the rule gives the objects that do not simply keep their first candidate, by index:
 * the same as `uniqueNames` on every object's request, holding the candidates of only the objects
 * that may share one. `input` makes an object's request again (its candidates and id) from its
 * numbers; every other object's name is its first candidate.
 */
export function namesInHand(log: NamingLog, input: (entry: NamingEntry, index: number) => NameInput, reserved: ReservedNames = NO_NAMES): Map<number, string> {
  const shared = sharedHashes(log);
  const mayShare = (hash: number) => shared.has(hash) || isReserved(reserved, hash);
  const requests: NameRequest[] = [];
  let index = 0;
  for (const entry of log.entries()) {
    if (entry.hashes.length === 0 || entry.hashes.some(mayShare)) requests.push({ key: String(index), ...input(entry, index) });
    index++;
  }
  const names = settledInHand(requests, reserved);
  if (!settledNameMayRecur(log, names)) return names;
  const every: NameRequest[] = [];
  index = 0;
  for (const entry of log.entries()) every.push({ key: String(index), ...input(entry, index++) });
  return settledInHand(every, reserved);
}

/** The settled names of objects kept in memory, which others may reserve: any object's name at any time. */
export class SettledNames implements ReservedNames {
  /** The names' hashes, sorted, and whose each is: made when first asked (only reserved names are). */
  private sorted: { hashes: Float64Array; order: Uint32Array } | undefined;

  constructor(
    private readonly columns: NamingColumns,
    /** Names that are not the object's first candidate: the objects that went through the rule in hand. */
    private readonly exceptions: ReadonlyMap<number, string>,
    private readonly input: (index: number) => NameInput,
  ) {}

  /** How many objects went through the rule with their candidates in hand. */
  get inHand(): number {
    return this.exceptions.size;
  }

  get hashes(): Float64Array {
    return this.byHash().hashes;
  }

  /** Object `index`'s name; `input` makes its request again when the caller has the object at hand. */
  nameOf(index: number, input: () => NameInput = () => this.input(index)): string {
    return this.exceptions.get(index) ?? input().candidates[0]!;
  }

  has(name: string): boolean {
    const hash = nameHash(name);
    const { hashes, order } = this.byHash();
    for (let at = lowerBound(hashes, hash); at < hashes.length && hashes[at] === hash; at++) {
      if (this.nameOf(order[at]!) === name) return true;
    }
    return false;
  }

  private byHash(): { hashes: Float64Array; order: Uint32Array } {
    if (this.sorted === undefined) {
      const finals = new Float64Array(this.columns.count);
      for (let i = 0; i < finals.length; i++) {
        const exception = this.exceptions.get(i);
        finals[i] = exception === undefined ? this.columns.entry(i).hashes[0]! : nameHash(exception);
      }
      const order = Uint32Array.from(finals.keys()).sort((x, y) => finals[x]! - finals[y]!);
      this.sorted = { hashes: Float64Array.from(order, (i) => finals[i]!), order };
    }
    return this.sorted;
  }
}

/** Hashes in a batch of those `sharedHashes` sorts at once: 1 MiB of them. */
const HASH_BATCH = 1 << 17;

/**
 * The candidate hashes more than one candidate has (the same object's twice counts too). The log's
 * hashes are sorted a batch at a time (those alike modulo the number of batches, read from the log
 * once per batch), so what is held is one batch, whatever the account's size, and the answer.
 */
export function sharedHashes(log: NamingLog, batchSize = HASH_BATCH): Set<number> {
  const batches = Math.max(1, Math.ceil(log.hashCount / batchSize));
  const shared = new Set<number>();
  let batch = new Float64Array(Math.max(1, Math.min(log.hashCount, batchSize)));
  for (let part = 0; part < batches; part++) {
    let used = 0;
    for (const { hashes } of log.entries()) {
      for (const hash of hashes) {
        if (hash % batches !== part) continue;
        if (used === batch.length) batch = grown(batch);
        batch[used++] = hash;
      }
    }
    const sorted = batch.subarray(0, used).sort();
    for (let i = 1; i < used; i++) if (sorted[i] === sorted[i - 1]) shared.add(sorted[i]!);
  }
  return shared;
}

function isReserved(reserved: ReservedNames, hash: number): boolean {
  const at = lowerBound(reserved.hashes, hash);
  return at < reserved.hashes.length && reserved.hashes[at] === hash;
}

function settledInHand(requests: readonly NameRequest[], reserved: ReservedNames): Map<number, string> {
  if (requests.length === 0) return new Map();
  const names = uniqueNames(requests, reserved);
  return new Map(requests.map((r) => [Number(r.key), names.get(r.key)!]));
}

/**
 * Whether two objects' names might be alike: two names settled in hand, or one of them and an
 * object's first candidate. Two first candidates kept as names never are: an object keeps its
 * first only when no other candidate has that hash.
 */
function settledNameMayRecur(log: NamingLog, names: ReadonlyMap<number, string>): boolean {
  const settled = new Set<number>();
  for (const name of names.values()) {
    const hash = nameHash(name);
    if (settled.has(hash)) return true;
    settled.add(hash);
  }
  if (settled.size === 0) return false;
  let index = 0;
  for (const { hashes } of log.entries()) {
    if (!names.has(index) && settled.has(hashes[0]!)) return true;
    index++;
  }
  return false;
}

/** The first position whose value is not below `value`, in a sorted array. */
function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
