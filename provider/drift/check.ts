// `adpublisher drift`: in a stack's folder, a refresh in preview (nothing written to
// state) through the Automation API, what changed on the service per resource in a publisher's
// words, the objects on the account that no given stack manages, and the locations whose prices
// the API cannot show. The verdict: clean, drift, or unknown (with why).
import { createRuntimeContext } from "../runtime/runtime-context";
import { readAccount } from "../discovery/account";
import { inventory } from "../discovery/inventory";
import { parseStackState, type StackState } from "../discovery/stack-state";
import { describeUnmanaged, unmanagedObjects } from "../discovery/unmanaged";
import { stackPricesNotVisible } from "../discovery/prices";
import { kindOf } from "../discovery/stack-state";
import { describeChange } from "../review/words";
import { loadAutomation } from "./automation";

type StepEventMetadata = import("@pulumi/pulumi/automation").StepEventMetadata;

export interface DriftedResource {
  resource: string;
  kind: string;
  /** What is on the service now against what the stack last deployed. */
  lines: string[];
}

export interface DriftReport {
  stack: string;
  status: "clean" | "drift" | "unknown";
  /** Why the status is unknown. */
  reason?: string;
  drifted: DriftedResource[];
  unmanaged: string[];
  unseenPrices: string[];
}

export interface DriftOptions {
  projectDir: string;
  stack?: string;
  /** Other stacks' `pulumi stack export` files: what they manage is not "unmanaged". */
  otherStates: { file: string; text: string }[];
  env: NodeJS.ProcessEnv;
}

interface StateMeta {
  id?: string;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
}

const NOT_COMPARED = new Set(["__provider", "appId", "adoptId", "adoptExisting"]);

/** The fields the program sets (decision 0003), as the state had them and as the service has them now. */
function managedFields(old: StateMeta, now: StateMeta | undefined): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(old.inputs ?? {}).filter((k) => !NOT_COMPARED.has(k));
  const pick = (source: Record<string, unknown> | undefined) => Object.fromEntries(keys.map((k) => [k, source?.[k]]));
  return { before: pick(old.outputs ?? old.inputs), after: pick(now?.outputs ?? now?.inputs) };
}

export async function checkDrift(options: DriftOptions): Promise<DriftReport> {
  const report: DriftReport = { stack: options.stack ?? "", status: "unknown", drifted: [], unmanaged: [], unseenPrices: [] };
  try {
    const auto = loadAutomation(options.projectDir);
    const workspace = await auto.LocalWorkspace.create({ workDir: options.projectDir, envVars: stringEnv(options.env) });
    const name = options.stack ?? (await workspace.stack())?.name;
    if (!name) throw new Error(`no stack is selected in ${options.projectDir}: run \`pulumi stack select\` or pass --stack`);
    report.stack = name;
    const stack = await auto.Stack.select(name, workspace);

    // A refresh step's new state is known once it ran: its resOutputsEvent, whose op says what
    // the read found (same, update, delete); the resourcePreEvent before it has the old state only.
    const steps = new Map<string, StepEventMetadata>();
    await stack.previewRefresh({
      onEvent: (event) => {
        const step = event.resOutputsEvent?.metadata;
        if (step?.old && step.op !== "same") steps.set(step.urn, step);
      },
    });
    const drifted: DriftedResource[] = [];
    for (const step of steps.values()) {
      const old = step.old as StateMeta & { type: string };
      const kind = kindOf({ urn: step.urn, type: old.type, outputs: old.outputs as { __provider?: unknown } });
      if (!kind) continue;
      const resource = step.urn.split("::").pop() ?? step.urn;
      if (!step.new || !step.new.id) {
        drifted.push({ resource, kind, lines: ["gone from the service: `pulumi up` would create it again"] });
        continue;
      }
      const { before, after } = managedFields(old, step.new as StateMeta);
      const lines = describeChange({ op: "update", kind, urn: step.urn, name: resource, id: old.id, before, after });
      if (lines.length > 0 && !(lines.length === 1 && lines[0] === "updated")) drifted.push({ resource, kind, lines });
    }
    report.drifted = drifted;

    const exported = await stack.exportStack();
    const resources = ((exported.deployment as { resources?: unknown[] } | undefined)?.resources ?? []) as Parameters<typeof stackPricesNotVisible>[0];
    report.unseenPrices = stackPricesNotVisible(resources).map((p) => `${p.label}: the API does not show its prices, so a price changed in the dashboard is not seen here`);

    // The service's credentials: the stack's config (decrypted by the Automation API), else ADPUBLISHER_*.
    const config = await stack.getAllConfig();
    const context = createRuntimeContext({ source: { get: (key) => config[key]?.value }, env: options.env });
    const states: StackState[] = [
      parseStackState(JSON.stringify(exported), `stack ${name}`),
      ...options.otherStates.map(({ file, text }) => parseStackState(text, file)),
    ];
    report.unmanaged = unmanagedObjects(inventory(await readAccount(context)), states).map((object) => describeUnmanaged(object));
    report.status = report.drifted.length > 0 || report.unmanaged.length > 0 ? "drift" : "clean";
  } catch (error) {
    report.status = "unknown";
    report.reason = (error instanceof Error ? error.message : String(error)).split("\n").filter((l) => l.trim()).slice(0, 6).join(" ");
  }
  return report;
}

function stringEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === "string"));
}

export function renderDriftMarkdown(report: DriftReport): string {
  const out = [`## adpublisher drift: ${report.stack || "(no stack)"}`, ""];
  if (report.status === "unknown") out.push(`**Could not tell:** ${report.reason ?? "unknown reason"}`, "");
  else out.push(report.status === "drift" ? "**Drift found.**" : "No drift: the service matches the stack.", "");
  if (report.drifted.length > 0) {
    out.push("### Changed on the service since the last deployment (deployed -> on the service)", "");
    for (const d of report.drifted) {
      out.push(`- **${d.resource}** (${d.kind})`);
      for (const line of d.lines) out.push(`  - ${line}`);
    }
    out.push("", "`pulumi up --refresh` puts the program's values back.", "");
  }
  if (report.unmanaged.length > 0) {
    out.push("### On the account, managed by no given stack", "", "```", ...report.unmanaged, "```", "");
  }
  if (report.unseenPrices.length > 0) {
    out.push("### Prices the API cannot show (not checked)", "");
    for (const line of report.unseenPrices) out.push(`- ${line}`);
    out.push("");
  }
  return `${out.join("\n").trimEnd()}\n`;
}
