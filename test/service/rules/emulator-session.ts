// What the emulator readings share: a session (the emulator and a v5 token), the verdict of a
// success, a reply that breaks the documented error shape, and the fixtures a rule acts on.
import type { EmulatorEndpoint } from "../../support/emulator";
import { call, type CallResult } from "../../support/emulator";
import type { Given, Input, Verdict } from "./case";

export type Json = Record<string, unknown>;
export type Session = { emu: EmulatorEndpoint; token: string };
export type Reading = (session: Session, input: Input, given: Given) => Promise<Verdict>;

export const ACCEPTED: Verdict = { accepted: true, properties: [], messages: [] };
export const shapeError = (what: string, res: CallResult<unknown>): Verdict => ({
  accepted: false, properties: [`(unexpected reply: ${what})`], messages: [`${res.status} ${res.text.slice(0, 300)}`],
});

export const api = (s: Session, method: string, path: string, body?: unknown) => call(s.emu.url, method, path, { token: s.token, body });

export async function fixture(s: Session, method: string, path: string, body: Json): Promise<Json> {
  const res = await api(s, method, path, body);
  if (res.status !== 200) throw new Error(`fixture ${method} ${path}: ${res.status} ${res.text}`);
  return res.body as Json;
}

const STORE = { store_app_id: "1234567890", store_app_url: "https://apps.apple.com/app/id1", store_bundle_id: "com.example.fixture" };
export const newApp = (s: Session, live = false) =>
  fixture(s, "POST", "/v5/apps", {
    nickname: "Fixture", orientations: ["portrait"], is_live: live, is_test_mode_on: false, is_directed_at_kids_under_13: "NO", platform: "ios",
    ...(live ? STORE : {}),
  });
