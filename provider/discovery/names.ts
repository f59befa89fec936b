// Readable, stable, unique resource names for discovered objects (docs/discovery-and-import.md, "Names": the names
// rule). A name depends only on the objects that share its readable base, never on list order,
// so running discovery twice on the same account gives the same names.

import { SHORT_ID, slug } from "../resources/common/readable-names";

export { slug };

/** Names already taken: a set, or names made again from where their objects are kept (settled-names.ts). */
export interface NameSet {
  has(name: string): boolean;
}

export interface NameRequest {
  /** What the caller looks the name up by. */
  key: string;
  /** Names to try, most readable first; a later one is taken only when an earlier one is shared. */
  candidates: readonly string[];
  /** The object's id: the last resort that separates objects whose candidates are all shared. */
  id: string;
}

/**
 * One name per request, unique among them and distinct from `reserved`. Objects that share a
 * candidate move on to their next one together; objects still sharing a name at the end (or
 * holding a reserved one) each get the shortest prefix of their id (6 characters at least) that no other of them shares.
 */
export function uniqueNames(requests: readonly NameRequest[], reserved: NameSet = new Set()): Map<string, string> {
  const level = new Map(requests.map((r) => [r.key, 0]));
  const candidate = (r: NameRequest) => r.candidates[level.get(r.key)!];
  for (;;) {
    const shared = collisions(requests, candidate, reserved).filter((r) => level.get(r.key)! < r.candidates.length - 1);
    if (shared.length === 0) break;
    for (const r of shared) level.set(r.key, level.get(r.key)! + 1);
  }
  const names = new Map(requests.map((r) => [r.key, candidate(r)]));
  const groups = groupBy(collisions(requests, candidate, reserved), candidate);
  for (const [name, group] of groups) {
    const ids = group.map((r) => slug(r.id, Infinity) || "x");
    group.forEach((r, i) => names.set(r.key, `${name}-${separatingPrefix(ids[i], ids.filter((_, j) => j !== i))}`));
  }
  return lastResort(requests, names, reserved);
}

/** The shortest prefix of `id`, 6 characters at least, that no other id starts with. */
function separatingPrefix(id: string, others: readonly string[]): string {
  let length = SHORT_ID;
  while (length < id.length && others.some((other) => other.startsWith(id.slice(0, length)))) length++;
  return id.slice(0, length);
}

function collisions(requests: readonly NameRequest[], nameOf: (r: NameRequest) => string, reserved: NameSet): NameRequest[] {
  const groups = groupBy(requests, nameOf);
  return [...groups.values()].filter((g) => g.length > 1 || reserved.has(nameOf(g[0]))).flat();
}

/** Ids that slug alike (they differ only in case or punctuation): number them in id order. */
function lastResort(requests: readonly NameRequest[], names: Map<string, string>, reserved: NameSet): Map<string, string> {
  const given = new Set<string>();
  const taken = { has: (name: string) => given.has(name) || reserved.has(name), add: (name: string) => given.add(name) };
  const byId = [...requests].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const r of byId) {
    let name = names.get(r.key)!;
    for (let n = 2; taken.has(name); n++) name = `${names.get(r.key)}-${n}`;
    names.set(r.key, name);
    taken.add(name);
  }
  return names;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}
