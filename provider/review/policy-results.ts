// Policy results of a preview run with a policy pack.
// `pulumi preview --json` leaves them out; the engine's event log (`pulumi preview --event-log FILE`,
// a flag the CLI registers with PULUMI_DEBUG_COMMANDS=true) has one `policyEvent` per violation.
import { parseEventLog } from "../pulumi-json/event-log";
import type { PolicyResult } from "./report";

/** The log's policy violations; throws PulumiJsonError naming the file, line and field of an event not of the engine's shape. */
export function policyResultsFromEventLog(text: string, file: string): PolicyResult[] {
  return parseEventLog(text, file).flatMap(({ policyEvent: event }) => {
    if (!event) return [];
    // The message is the policy's description, then the violation's own text.
    const lines = (event.message ?? "").split("\n").map((l) => l.trim()).filter(Boolean);
    return [{
      policy: event.policyName,
      level: event.enforcementLevel ?? "advisory",
      resource: event.resourceUrn?.split("::").pop(),
      message: lines.slice(lines.length > 1 ? 1 : 0).join(" "),
    }];
  });
}
