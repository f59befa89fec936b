// The models and the emulator are two independent readings of the service's APIs. Every row of
// the rule table runs against both; a row either reading gets wrong, or on which they disagree,
// fails here. (Tokens: the token requests take no program input, so they have no rows.)
import { describe, expect, it } from "vitest";
import { useEmulator } from "../../support/emulator";
import { type RuleCase, disagreement } from "./case";
import { emulatorVerdict } from "./emulator-reading";
import { modelVerdict } from "./model-reading";
import { RULE_TABLE } from "./table";

const env = useEmulator({ reset: true });

const verdictOf = (rule: RuleCase) =>
  rule.service ? `preview passes, the service refuses ${String(rule.service.property)}`
  : rule.valid === true ? "valid" : `refuses ${String(rule.valid.property)}`;
const title = (rule: RuleCase) => `${rule.endpoint}: ${rule.description} -> ${verdictOf(rule)}`;

describe.each(Object.entries(RULE_TABLE))("%s", (_family, rules) => {
  it.each(rules.map((rule) => [title(rule), rule] as const))("%s", async (_name, rule) => {
    const model = disagreement(rule.valid, await modelVerdict(rule));
    const emulator = disagreement(rule.service ?? rule.valid, await emulatorVerdict(env.emu, await env.emu.token(), rule));
    expect({ model, emulator }).toEqual({ model: undefined, emulator: undefined });
  });
});

describe("the table", () => {
  const rows = Object.values(RULE_TABLE).flat();
  it("has passing and failing inputs for every endpoint", () => {
    const endpoints = new Set(rows.map((r) => r.endpoint));
    const lacking = [...endpoints].filter((e) => !rows.some((r) => r.endpoint === e && r.valid === true) || !rows.some((r) => r.endpoint === e && r.valid !== true));
    expect(lacking).toEqual([]);
    expect(endpoints.size).toBeGreaterThanOrEqual(22);
  });
  it("names an API section and a reason for every row", () => {
    const reasonless = (r: RuleCase) => (r.valid !== true && r.valid.reason === "") || r.service?.reason === "";
    expect(rows.filter((r) => !/^(management|analytics|mediation reporting|S2S) API: \S/.test(r.apiSection) || reasonless(r))).toEqual([]);
  });
});
