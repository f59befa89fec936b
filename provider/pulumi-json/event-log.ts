// The engine's event log (`pulumi preview|up --event-log FILE`): one JSON event per line, each with
// one kind of event set. The kinds this package and its tests read are parsed; a line of another
// kind passes through with its fields unread.
import { z } from "zod";
import { describeIssue, engineProps, PulumiJsonError } from "./parse";

/** A policy pack's violation: its policy, level and message, on a resource. */
const policyEvent = z.looseObject({
  resourceUrn: z.string().optional(),
  message: z.string().optional(),
  policyName: z.string(),
  enforcementLevel: z.string().optional(),
});

const resourcePreEvent = z.looseObject({
  metadata: z.looseObject({ op: z.string(), urn: z.string(), type: z.string() }),
});

const diagnosticEvent = z.looseObject({
  severity: z.string(),
  message: z.string(),
  urn: z.string().optional(),
});

/** A resource's outputs after its step; in a preview, those known before `pulumi up` (a function's result is). */
const resOutputsEvent = z.looseObject({
  metadata: z.looseObject({ type: z.string(), new: z.looseObject({ outputs: engineProps.optional() }).nullish() }),
});

const summaryEvent = z.looseObject({
  resourceChanges: z.record(z.string(), z.number()).nullish(),
});

export const engineEvent = z.looseObject({
  policyEvent: policyEvent.optional(),
  resourcePreEvent: resourcePreEvent.optional(),
  diagnosticEvent: diagnosticEvent.optional(),
  resOutputsEvent: resOutputsEvent.optional(),
  summaryEvent: summaryEvent.optional(),
});
export type EngineEvent = z.output<typeof engineEvent>;

/**
 * The log's events in order. A last line cut short (the run was interrupted while the engine wrote
 * it) is left out; any other line that is not JSON, or an event not of the engine's shape, throws
 * PulumiJsonError naming the file, the line and the field (`events.log: line 4: policyEvent.policyName: expected string`).
 */
export function parseEventLog(text: string, file: string): EngineEvent[] {
  const lines = text.split("\n");
  const events: EngineEvent[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      if (lines.slice(i + 1).every((rest) => !rest.trim())) return;
      throw new PulumiJsonError(`${file}: line ${i + 1} is not JSON; give the file \`pulumi preview --event-log\` wrote`);
    }
    const parsed = engineEvent.safeParse(value);
    if (!parsed.success) throw new PulumiJsonError(`${describeIssue(`${file}: line ${i + 1}`, parsed.error.issues[0]!)}; give the file \`pulumi preview --event-log\` wrote`);
    events.push(parsed.data);
  });
  return events;
}
