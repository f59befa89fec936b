// The `X-Service-Signature` of `POST /event_service/v3/track`: hexadecimal SHA-256 of
//   "action:pia" \n apiSecret \n appSignature \n <exact JSON body>
// The caller signs the very string it sends, so a re-serialisation can never break the match.
import { createHash } from "node:crypto";

export function purchaseSignature(apiSecret: string, appSignature: string, body: string): string {
  return createHash("sha256").update(`action:pia\n${apiSecret}\n${appSignature}\n${body}`, "utf8").digest("hex");
}
