// The emulator's reading of a case, over HTTP: the status, and the properties its documented error
// body names (the management API's `detail[].loc`; the reporting APIs' `errors` keyed by field; S2S `{ message, status }`).
import type { EmulatorEndpoint } from "../../support/emulator";
import type { RuleCase, Verdict } from "./case";
import { MANAGEMENT_READINGS } from "./emulator-management";
import { REPORT_READINGS } from "./emulator-reports";
import { S2S_READINGS } from "./emulator-s2s";

const READINGS = { ...MANAGEMENT_READINGS, ...REPORT_READINGS };

export async function emulatorVerdict(emu: EmulatorEndpoint, token: string, rule: RuleCase): Promise<Verdict> {
  const session = { emu, token };
  const s2sReading = S2S_READINGS[rule.endpoint];
  if (s2sReading) return s2sReading(session, rule);
  const reading = READINGS[rule.endpoint];
  if (!reading) throw new Error(`no emulator reading for ${rule.endpoint}`);
  return reading(session, rule.input, rule.given ?? {});
}
