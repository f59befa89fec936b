// Policy results of a preview run with a policy pack.
// `pulumi preview --json` leaves them out; the engine's event log (`pulumi preview --event-log FILE`,
// a flag the CLI registers with PULUMI_DEBUG_COMMANDS=true) has one `policyEvent` per violation.
import type { PolicyResult } from "./report";

interface PolicyEvent {
  resourceUrn?: string;
  message?: string;
  policyName?: string;
  enforcementLevel?: string;
}

export function policyResultsFromEventLog(text: string): PolicyResult[] {
  const results: PolicyResult[] = [];
  for (const line of text.split("\n")) {
    if (!line.includes('"policyEvent"')) continue;
    let event: PolicyEvent | undefined;
    try {
      event = (JSON.parse(line) as { policyEvent?: PolicyEvent }).policyEvent;
    } catch {
      continue; // a line cut short by an interrupted run
    }
    if (!event?.policyName) continue;
    // The message is the policy's description, then the violation's own text.
    const lines = (event.message ?? "").split("\n").map((l) => l.trim()).filter(Boolean);
    results.push({
      policy: event.policyName,
      level: event.enforcementLevel ?? "advisory",
      resource: event.resourceUrn?.split("::").pop(),
      message: lines.slice(lines.length > 1 ? 1 : 0).join(" "),
    });
  }
  return results;
}
