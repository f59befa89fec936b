// The `X-Service-Signature` of in-app purchase events: hex SHA-256 of "action:pia", the API secret, the app
// signature and the exact JSON body, joined by newlines. The body is hashed as received
// (bytes, not a re-serialization), so any change to it breaks the signature.
import { createHash } from "node:crypto";
import { sameSecret } from "../secrets";

export function purchaseSignature(apiSecret: string, appSignature: string, rawBody: Buffer | string): string {
  return createHash("sha256")
    .update(`action:pia\n${apiSecret}\n${appSignature}\n`, "utf8")
    .update(rawBody)
    .digest("hex");
}

/** Constant-time comparison (see ../secrets); hex case is ignored. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  return sameSecret(expectedHex.toLowerCase(), givenHex.trim().toLowerCase());
}
