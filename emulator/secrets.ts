// Credential comparison in constant time, for every secret the emulator checks.
import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether `given` is the `expected` credential, in a time that tells an attacker nothing: both are
 * hashed to SHA-256 digests of equal length first, so neither the first differing character nor
 * the length of the secret shows in the response time. Every credential check of the emulator
 * (client secret, S2S tokens, legacy signature in query or cookie, purchase signature) uses this.
 */
export function sameSecret(expected: string, given: string | undefined): boolean {
  const digestOfGiven = digest(given ?? "");
  // A missing credential still costs one comparison, so absence and a wrong value take as long.
  return timingSafeEqual(digest(expected), digestOfGiven) && given !== undefined;
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}
