// `adpublisher drift`: in a stack's folder, a refresh in preview (nothing written to state) through
// the Automation API, what changed on the service per resource in a publisher's words and by the
// names the dashboard shows, the objects no stack holds within the drift scope (scope.ts), what was
// left out of the verdict and why, and the locations whose prices the API cannot show. The
// verdict: clean, drift, or unknown (with why).
import { createRuntimeContext } from "../runtime/runtime-context";
import { readAccount } from "../discovery/account";
import { inventory } from "../discovery/inventory";
import { parseStackState, type StackState } from "../discovery/stack-state";
import { unseenInStack } from "../discovery/unseen-fields";
import type { EngineProps } from "../pulumi-json/property-bag";
import { stackExportValue, type StateResource } from "../pulumi-json/stack-export";
import { kindOf } from "../discovery/stack-state";
import type { AnyResourceDefinition } from "../resources/definition";
import { definitionNamed } from "../resources/definitions";
import { knownName, showKnownName, type KnownName } from "../review/names";
import { describeChange } from "../review/words";
import { loadAutomation } from "./automation";
import { ignoredBy, namesOf, type IgnoreEntry } from "./ignore-file";
import { scopeObjects, type DriftScope, type LeftOut } from "./scope";

type StepEventStateMetadata = import("@pulumi/pulumi/automation").StepEventStateMetadata;

export interface DriftedResource extends KnownName {
  /** The program's resource name. */
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
  /** `stack`: the stack's resources and objects inside its apps; `account`: the whole account. */
  scope: DriftScope;
  drifted: DriftedResource[];
  /** Objects no stack holds, within the scope. */
  unmanaged: string[];
  /** What the verdict leaves out, and why (outside the scope, or the ignore file's reason). */
  leftOut: LeftOut[];
  /** Ignore-file entries that left nothing out this time: stale, or nothing to leave out today. */
  unusedIgnores: string[];
  unseenPrices: string[];
}

export interface DriftOptions {
  projectDir: string;
  stack?: string;
  /** Other stacks' `pulumi stack export` files: what they manage is not "unmanaged". */
  otherStates: { file: string; text: string }[];
  scope: DriftScope;
  /** The stack folder's ignore file, parsed before anything runs. */
  ignore: readonly IgnoreEntry[];
  env: NodeJS.ProcessEnv;
}

/** What drift compares of a resource's state: its id, inputs and outputs (the engine's step state, or a state's resource). */
export type StateMeta = Pick<StateResource, "id" | "inputs" | "outputs">;

/**
 * The service's fields the program sets (decision 0003), as the state had them and as the service
 * has them now: the state's inputs that are the definition's, less its resource-level ones (the app
 * that holds the object, adoption), which are no field of the object on the service.
 */
export function comparedFields(definition: AnyResourceDefinition, old: StateMeta, now: StateMeta | undefined): { before: EngineProps; after: EngineProps } {
  const own = (field: string) => Object.hasOwn(definition.inputs.shape, field) && !Object.hasOwn(definition.resourceInputs.shape, field);
  const keys = Object.keys(old.inputs ?? {}).filter(own);
  const pick = (source: EngineProps | undefined) => Object.fromEntries(keys.map((k) => [k, source?.[k]]));
  return { before: pick(old.outputs ?? old.inputs), after: pick(now?.outputs ?? now?.inputs) };
}

export async function checkDrift(options: DriftOptions): Promise<DriftReport> {
  const report: DriftReport = { stack: options.stack ?? "", status: "unknown", scope: options.scope, drifted: [], unmanaged: [], leftOut: [], unusedIgnores: [], unseenPrices: [] };
  try {
    const auto = loadAutomation(options.projectDir);
    const workspace = await auto.LocalWorkspace.create({ workDir: options.projectDir, envVars: stringEnv(options.env) });
    const name = options.stack ?? (await workspace.stack())?.name;
    if (!name) throw new Error(`no stack is selected in ${options.projectDir}: run \`pulumi stack select\` or pass --stack`);
    report.stack = name;
    const stack = await auto.Stack.select(name, workspace);

    // A refresh step's new state is known once it ran: its resOutputsEvent, whose op says what
    // the read found (same, update, delete); the resourcePreEvent before it has the old state only.
    const steps = new Map<string, { urn: string; old: StepEventStateMetadata; new?: StepEventStateMetadata }>();
    await stack.previewRefresh({
      onEvent: (event) => {
        const step = event.resOutputsEvent?.metadata;
        if (step?.old && step.op !== "same") steps.set(step.urn, { urn: step.urn, old: step.old, new: step.new });
      },
    });
    const drifted: DriftedResource[] = [];
    for (const { urn, old, new: now } of steps.values()) {
      const kind = kindOf({ urn, type: old.type, outputs: old.outputs });
      const definition = kind === undefined ? undefined : definitionNamed(kind);
      if (!kind || !definition) continue;
      const resource = urn.split("::").pop() ?? urn;
      const gone = !now || !now.id;
      const { before, after } = comparedFields(definition, old, now);
      const name = knownName(kind, resource, before, gone ? undefined : after);
      const lines = gone ? ["gone from the service: `pulumi up` would create it again"] : describeChange({ op: "update", kind, urn, name: resource, id: old.id, before, after });
      if (lines.length === 0 || (lines.length === 1 && lines[0] === "updated")) continue;
      const entry = ignoredBy(options.ignore, namesOf(old.id, resource, name.name, name.previousName));
      if (entry) report.leftOut.push({ object: `${name.name} \`${resource}\` (${kind})`, why: `ignore file, line ${entry.line}: ${entry.reason}`, ignoreLine: entry.line });
      else drifted.push({ ...name, resource, kind, lines });
    }
    report.drifted = drifted;

    const exported = await stack.exportStack();
    const { deployment } = stackExportValue(exported, `stack ${name}`);
    report.unseenPrices = unseenInStack(deployment.resources ?? []).map((o) => `${o.label}: ${o.reason}`);

    // The service's credentials: the stack's config (decrypted by the Automation API), else ADPUBLISHER_*.
    const config = await stack.getAllConfig();
    const context = createRuntimeContext({ source: { get: (key) => config[key]?.value }, env: options.env });
    const thisStack = parseStackState(JSON.stringify(exported), `stack ${name}`);
    const states: StackState[] = [thisStack, ...options.otherStates.map(({ file, text }) => parseStackState(text, file))];
    const account = await readAccount(context);
    const scoped = scopeObjects(account, inventory(account), states, thisStack, options.scope, options.ignore);
    report.unmanaged = scoped.unmanaged;
    report.leftOut.push(...scoped.leftOut);
    const used = new Set(report.leftOut.map((left) => left.ignoreLine));
    report.unusedIgnores = options.ignore.filter((entry) => !used.has(entry.line)).map((entry) => `line ${entry.line}: ${entry.match} (${entry.reason})`);
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
  const scope = report.scope === "account"
    ? "Scope: the whole account (`--account`)."
    : "Scope: the stack's resources and the objects inside its apps (`--account` counts the whole account).";
  const out = [`## adpublisher drift: ${report.stack || "(no stack)"}`, "", scope, ""];
  if (report.status === "unknown") out.push(`**Could not tell:** ${report.reason ?? "unknown reason"}`, "");
  else out.push(report.status === "drift" ? "**Drift found.**" : "No drift: the service matches the stack.", "");
  if (report.drifted.length > 0) {
    out.push("### Changed on the service since the last deployment (deployed -> on the service)", "");
    for (const d of report.drifted) {
      out.push(`- **${showKnownName(d)}** \`${d.resource}\` (${d.kind})`);
      for (const line of d.lines) out.push(`  - ${line}`);
    }
    out.push("", "`pulumi up --refresh` puts the program's values back.", "");
  }
  if (report.unmanaged.length > 0) {
    const where = report.scope === "account" ? "On the account" : "In the stack's apps";
    out.push(`### ${where}, held by no given stack`, "", "```", ...report.unmanaged, "```", "");
  }
  if (report.leftOut.length > 0) {
    out.push("### Left out of the verdict", "");
    for (const left of report.leftOut) out.push(`- ${left.object}: ${left.why}`);
    out.push("");
  }
  if (report.unusedIgnores.length > 0) {
    out.push("### Ignore-file entries that left nothing out", "");
    for (const line of report.unusedIgnores) out.push(`- ${line}`);
    out.push("");
  }
  if (report.unseenPrices.length > 0) {
    out.push("### Prices the API cannot show (not checked)", "");
    for (const line of report.unseenPrices) out.push(`- ${line}`);
    out.push("");
  }
  return `${out.join("\n").trimEnd()}\n`;
}
