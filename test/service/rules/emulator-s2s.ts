// The emulator's reading of the S2S endpoints: { message, status }; the message names the field.
import { createHash } from "node:crypto";
import { call, type CallResult } from "../../support/emulator";
import type { RuleCase, Verdict } from "./case";
import { ACCEPTED, type Json, type Session, newApp, shapeError } from "./emulator-session";
import { KNOWN_APP } from "./s2s";
import { snake, snakeKeys } from "./wire";

function s2sVerdict(res: CallResult<unknown>, expected: string | undefined): Verdict {
  const body = res.body as Json | undefined;
  if (typeof body?.message !== "string" || body.status !== res.status) return shapeError("S2S API: { message, status }", res);
  if (res.status === 200) return ACCEPTED;
  const wire = expected?.split(".").map(snake).join(".");
  const named = wire !== undefined && new RegExp(`\\b${wire.replace(/\./g, "\\.")}\\b`).test(body.message);
  return { accepted: false, properties: [named ? expected! : `(message: ${body.message})`], messages: [body.message] };
}

const expectedOf = (rule: RuleCase) => {
  const refusal = rule.service ?? rule.valid;
  return refusal === true ? undefined : String(refusal.property);
};

function s2s(path: string): (s: Session, rule: RuleCase) => Promise<Verdict> {
  return async (s, rule) => {
    const app = await newApp(s);
    const body = snakeKeys({ ...rule.input, ...(rule.input.appId === KNOWN_APP && { appId: app.id }) }) as Json;
    if (path !== "/event_service/v3/track") {
      return s2sVerdict(await call(s.emu.url, "POST", path, { body: { token: s.emu.credentials.s2sToken, ...body } }), expectedOf(rule));
    }
    // The X-Service-Signature: SHA-256 hex of "action:pia", the API secret, the app signature and the exact body, one per line.
    const raw = JSON.stringify(body);
    const { s2sApiToken, s2sApiSecret } = s.emu.credentials;
    const signature = createHash("sha256").update(`action:pia\n${s2sApiSecret}\n${String(app.signature)}\n${raw}`).digest("hex");
    const headers = { "Content-Type": "application/json", "X-Service-Token": s2sApiToken, "X-Service-Signature": signature };
    return s2sVerdict(await call(s.emu.url, "POST", path, { rawBody: raw, headers }), expectedOf(rule));
  };
}

export const S2S_READINGS: Record<string, (s: Session, rule: RuleCase) => Promise<Verdict>> = {
  "POST /api/v2/attributed_install": s2s("/api/v2/attributed_install"),
  "POST /api/v2/open": s2s("/api/v2/open"),
  "POST /event_service/v3/track": s2s("/event_service/v3/track"),
};
