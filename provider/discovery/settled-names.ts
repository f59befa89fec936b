// The names rule (names.ts) for an account too large to hold every object's candidates: per object
// only a number per candidate (its hash) is kept, and the candidates themselves are made again from
// where the object is kept, when they are needed. Only the objects whose candidates something else
// may share (same hash) go through the rule with their candidates in hand; every other object's
// name is its first candidate. The result is the rule's, exactly:
// - an object none of whose candidates any other object (or a reserved name) has never moves on
//   from its first candidate, and no shared group ever holds it;
// - objects that may share a candidate are closed under sharing (same text, same hash), so the
//   rule run on them alone moves them on exactly as the rule run on the whole account;
// - the last step (numbering names still alike, in id order) changes nothing across the two sets
//   when no name of one is a name of the other; should a hash say one might be, the whole account
//   goes through the rule with its candidates in hand (slow, large, exact).
import { uniqueNames, type NameRequest } from "./names";
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

/** Each object's candidate hashes, as objects are read: a few numbers per object, nothing else. */
export class CandidateHashes {
  private hashes = new Float64Array(1024);
  private starts = new Uint32Array(1024);
  private used = 0;
  private objects = 0;

  get count(): number {
    return this.objects;
  }

  /** Adds the next object's candidates; answers its index. */
  add(candidates: readonly string[]): number {
    if (this.objects + 2 > this.starts.length) this.starts = grown(this.starts);
    while (this.used + candidates.length > this.hashes.length) this.hashes = grown(this.hashes);
    this.starts[this.objects] = this.used;
    for (const candidate of candidates) this.hashes[this.used++] = nameHash(candidate);
    this.starts[++this.objects] = this.used;
    return this.objects - 1;
  }

  /** The hashes of object `index`'s candidates. */
  of(index: number): Float64Array {
    return this.hashes.subarray(this.starts[index], this.starts[index + 1]);
  }

  /** Every candidate hash, sorted. */
  sorted(): Float64Array {
    return this.hashes.slice(0, this.used).sort();
  }

  /** Bytes held: what `add` keeps per object. */
  get bytes(): number {
    return this.hashes.byteLength + this.starts.byteLength;
  }
}

/** The settled names: one per object, by index, made again from the object when asked. */
export class SettledNames implements ReservedNames {
  /** The names' hashes, sorted, and whose each is: made when first asked (only reserved names are). */
  private sorted: { hashes: Float64Array; order: Uint32Array } | undefined;

  constructor(
    private readonly input: (index: number) => NameInput,
    /** Names that are not the object's first candidate: the objects that went through the rule in hand. */
    private readonly exceptions: ReadonlyMap<number, string>,
    private readonly candidates: CandidateHashes,
  ) {}

  get count(): number {
    return this.candidates.count;
  }

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
      const finals = finalHashes(this.candidates, this.exceptions);
      const order = Uint32Array.from(finals.keys()).sort((x, y) => finals[x]! - finals[y]!);
      this.sorted = { hashes: Float64Array.from(order, (i) => finals[i]!), order };
    }
    return this.sorted;
  }
}

/**
 * The names rule's names for the objects `hashes` has, none of them a reserved name: the same as
 * `uniqueNames` on every object's request, holding the candidates of only the objects that may
 * share one. `input` makes an object's request again (its candidates and id).
 */
export function settleNames(hashes: CandidateHashes, input: (index: number) => NameInput, reserved: ReservedNames = NO_NAMES): SettledNames {
  let exceptions = settledInHand(mayShareACandidate(hashes, reserved), input, reserved);
  const finals = finalHashes(hashes, exceptions).sort();
  if (hasDuplicate(finals)) exceptions = settledInHand(Array.from({ length: hashes.count }, (_, i) => i), input, reserved);
  return new SettledNames(input, exceptions, hashes);
}

/** The objects one of whose candidates' hashes is another candidate's (or a reserved name's): those the rule may move on. */
function mayShareACandidate(hashes: CandidateHashes, reserved: ReservedNames): number[] {
  const every = hashes.sorted();
  const mayShare = (hash: number) => {
    const at = lowerBound(every, hash);
    if (at + 1 < every.length && every[at + 1] === hash) return true;
    const taken = lowerBound(reserved.hashes, hash);
    return taken < reserved.hashes.length && reserved.hashes[taken] === hash;
  };
  const found: number[] = [];
  for (let i = 0; i < hashes.count; i++) {
    const own = hashes.of(i);
    if (own.length === 0 || own.some(mayShare)) found.push(i);
  }
  return found;
}

function settledInHand(indexes: readonly number[], input: (index: number) => NameInput, reserved: ReservedNames): Map<number, string> {
  if (indexes.length === 0) return new Map();
  const names = uniqueNames(indexes.map((i) => ({ key: String(i), ...input(i) })), reserved);
  return new Map(indexes.map((i) => [i, names.get(String(i))!]));
}

function finalHashes(hashes: CandidateHashes, exceptions: ReadonlyMap<number, string>): Float64Array {
  const finals = new Float64Array(hashes.count);
  for (let i = 0; i < finals.length; i++) {
    const exception = exceptions.get(i);
    finals[i] = exception === undefined ? hashes.of(i)[0]! : nameHash(exception);
  }
  return finals;
}

function hasDuplicate(sorted: Float64Array): boolean {
  for (let i = 1; i < sorted.length; i++) if (sorted[i] === sorted[i - 1]) return true;
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
