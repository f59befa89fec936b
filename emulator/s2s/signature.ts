import { createHash, timingSafeEqual } from "node:crypto";

// Seed 002 "In-app purchase events": hex SHA-256 of "action:pia", the API secret, the app
// signature and the exact JSON body, joined by newlines. The body is hashed as received
// (bytes, not a re-serialization), so any change to it breaks the signature.

export function purchaseSignature(apiSecret: string, appSignature: string, rawBody: Buffer | string): string {
  return createHash("sha256")
    .update(`action:pia\n${apiSecret}\n${appSignature}\n`, "utf8")
    .update(rawBody)
    .digest("hex");
}

/** Constant-time comparison; hex case is ignored. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  const a = Buffer.from(expectedHex.toLowerCase(), "utf8");
  const b = Buffer.from(givenHex.trim().toLowerCase(), "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
