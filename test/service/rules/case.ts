// The shape of the rule table: one row per rule and input, read from the APIs' documented rules, run
// against both readings (the models at preview, the emulator over HTTP). A row names the
// endpoint, the API section the rule comes from, the input as the program writes it (camelCase),
// and either `valid: true` or the property refused and why.

export type Input = Record<string, unknown>;

/** State an endpoint acts on, when a rule depends on it (PATCH of a live app, of a bidding location). */
export interface Given {
  appIsLive?: boolean;
  locationType?: "bidding" | "fixed_cpm";
  /** Another location already in the app (any type: the emulator can plant the ones the API cannot create). */
  existingLocation?: { name: string; adType: string; type: string };
}

export interface Refusal {
  /** The property (camelCase path, `countryTargeting[1].price`) refused; several when one input breaks several. */
  property: string | readonly string[];
  /** The rule, in words: documentation for the reader, the API section says where it is written. */
  reason: string;
}

export interface RuleCase<E extends string = string> {
  endpoint: E;
  description: string;
  apiSection: string;
  input: Input;
  given?: Given;
  valid: true | Refusal;
  /**
   * A rule that needs the account's state (another location's name, a list that must exist): preview
   * cannot know it and accepts (`valid`), the service refuses. Both halves are checked.
   */
  service?: Refusal;
}

/** Shallow merge where `undefined` removes a key, so a case reads as "the base, minus/plus this". */
export function withChanges(base: Input, changes: Input): Input {
  const out: Input = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}

/** Case builders bound to one endpoint and API section. */
export function rulesOf<E extends string>(endpoint: E, apiSection: string, base: Input) {
  const make = (description: string, changes: Input, valid: true | Refusal, given?: Given): RuleCase<E> => ({
    endpoint, description, apiSection, input: withChanges(base, changes), valid, ...(given && { given }),
  });
  return {
    passes: (description: string, changes: Input = {}, given?: Given) => make(description, changes, true, given),
    fails: (description: string, changes: Input, property: Refusal["property"], reason: string, given?: Given) =>
      make(description, changes, { property, reason }, given),
    /** Passes preview, refused by the service: the rule needs state only the service has. */
    refusedByState: (description: string, changes: Input, property: Refusal["property"], reason: string, given?: Given) => ({
      ...make(description, changes, true, given),
      service: { property, reason },
    }),
  };
}

/** What one reading said about an input: accepted, or the properties it refused (with its messages). */
export interface Verdict {
  accepted: boolean;
  properties: string[];
  messages: string[];
}

const coveredBy = (reported: string, expected: string) =>
  reported === expected || reported.startsWith(`${expected}[`) || reported.startsWith(`${expected}.`);

/** Why a verdict disagrees with what the case expects of it, or undefined when it agrees. */
export function disagreement(expectation: true | Refusal, verdict: Verdict): string | undefined {
  const said = verdict.accepted ? "accepted it" : `refused ${verdict.properties.join(", ")} (${verdict.messages.join(" | ")})`;
  if (expectation === true) return verdict.accepted ? undefined : `should accept, but ${said}`;
  if (verdict.accepted) return `should refuse ${String(expectation.property)} (${expectation.reason}), but accepted it`;
  const expected = typeof expectation.property === "string" ? [expectation.property] : [...expectation.property];
  const missing = expected.filter((e) => !verdict.properties.some((r) => coveredBy(r, e)));
  const extra = verdict.properties.filter((r) => !expected.some((e) => coveredBy(r, e)));
  if (missing.length === 0 && extra.length === 0) return undefined;
  return `should refuse exactly ${expected.join(", ")} (${expectation.reason}), but ${said}`;
}
