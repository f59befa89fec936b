// Deterministic numbers from a string key: the emulator's report data must be the same on every
// run and every machine (data generated deterministically from a seed), so no
// Math.random anywhere. FNV-1a is enough: we need spread, not cryptographic strength.

/** 32-bit FNV-1a hash of `key`, then a murmur finalizer so that similar keys spread well. */
export function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A float in [0, 1) fixed by `key`. */
export function unitFloat(key: string): number {
  return hashKey(key) / 0x1_0000_0000;
}

/** An integer in [min, max] (inclusive) fixed by `key`. */
export function intBetween(key: string, min: number, max: number): number {
  return min + Math.floor(unitFloat(key) * (max - min + 1));
}

/** A lowercase hex string of `length` characters fixed by `key`. */
export function hexId(key: string, length: number): string {
  let out = "";
  for (let i = 0; out.length < length; i++) out += hashKey(`${key}#${i}`).toString(16).padStart(8, "0");
  return out.slice(0, length);
}

/** A float in [0, 1) derived from an already computed hash and a small salt: cheaper than hashing a new key. */
export function derivedUnit(hash: number, salt: number): number {
  let h = (hash ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 0x1_0000_0000;
}
