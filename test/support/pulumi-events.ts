/** What the tests read from the engine's event log (`--event-log`, one JSON event per line), through the package's own schema of it. */
import { parseEventLog as parseEngineEvents } from "../../provider/pulumi-json/event-log";
import type { EngineProps } from "../../provider/pulumi-json/property-bag";

export interface Step {
  op: string;
  urn: string;
  type: string;
  name: string;
}

export interface Diagnostic {
  severity: string;
  message: string;
  urn?: string;
}

export interface PulumiEvents {
  steps: Step[];
  /** The summary's counts per operation, e.g. { same: 2, update: 1 }. */
  changes: Record<string, number>;
  diagnostics: Diagnostic[];
  /**
   * The stack's outputs as its last resOutputsEvent shows them. In a preview these are the values
   * known before any resource is created (a function's result is); a value known only after
   * `pulumi up` is the engine's UNKNOWN. `pulumi preview --json` does not show them at all.
   */
  stackOutputs: EngineProps;
}

export function parseEventLog(text: string, file = "the event log"): PulumiEvents {
  const result: PulumiEvents = { steps: [], changes: {}, diagnostics: [], stackOutputs: {} };
  for (const event of parseEngineEvents(text, file)) {
    if (event.resourcePreEvent) {
      const { op, urn, type } = event.resourcePreEvent.metadata;
      result.steps.push({ op, urn, type, name: urn.split("::").pop() ?? urn });
    } else if (event.diagnosticEvent) {
      const { severity, message, urn } = event.diagnosticEvent;
      result.diagnostics.push({ severity, message, urn });
    } else if (event.resOutputsEvent) {
      const { type, new: after } = event.resOutputsEvent.metadata;
      if (type === "pulumi:pulumi:Stack") result.stackOutputs = after?.outputs ?? {};
    } else if (event.summaryEvent) {
      result.changes = event.summaryEvent.resourceChanges ?? {};
    }
  }
  return result;
}

/** The operations applied to resources of `type` (ignoring the stack resource), e.g. ["create"]. */
export function opsFor(events: PulumiEvents, name: string): string[] {
  return events.steps.filter((s) => s.name === name).map((s) => s.op);
}
