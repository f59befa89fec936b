// `pulumi preview --json` as a list of changes to the adpublisher resources of both faces, one per
// resource (the engine's replace steps, create-replacement / replace / delete-replaced, become one).
import { kindOf } from "../discovery/stack-state";
import type { ResourceKind } from "../discovery/inventory";

/** The engine's marker of a value known only after `pulumi up`. */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

export type ChangeOp = "create" | "update" | "replace" | "delete";

export interface ResourceChange {
  op: ChangeOp;
  kind: ResourceKind;
  urn: string;
  /** The resource's name in the program. */
  name: string;
  /** The id the resource has now (undefined for a create). */
  id?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

interface StepState {
  urn?: string;
  type?: string;
  id?: string;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
}
export interface Step {
  op?: string;
  urn?: string;
  oldState?: StepState;
  newState?: StepState;
}

export class PreviewFileError extends Error {}

const OPS: Record<string, ChangeOp | undefined> = {
  create: "create", update: "update", delete: "delete", replace: "replace",
  "create-replacement": "replace", "delete-replaced": "replace",
  "discard": "delete", "discard-replaced": "replace",
};

export function parsePreview(text: string, source: string): { changes: ResourceChange[]; document: Record<string, unknown> } {
  let document: Record<string, unknown>;
  try {
    document = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new PreviewFileError(`${source} is not JSON; give the output of \`pulumi preview --json\``);
  }
  if (!document || !Array.isArray(document.steps)) {
    if (document && typeof document === "object" && "changeSummary" in document) return { changes: [], document };
    throw new PreviewFileError(`${source} holds no steps; give the output of \`pulumi preview --json\``);
  }
  return { changes: changesFromSteps(document.steps as Step[]), document };
}

/** The engine's steps (a preview's, or the metadata of resourcePreEvents) as one change per resource. */
export function changesFromSteps(steps: readonly Step[]): ResourceChange[] {
  const byUrn = new Map<string, ResourceChange>();
  for (const step of steps) {
    const op = OPS[step.op ?? ""];
    const urn = step.urn ?? step.newState?.urn ?? step.oldState?.urn;
    if (!op || !urn) continue;
    const state = step.newState ?? step.oldState ?? {};
    const kind = kindOf({ urn, type: state.type, outputs: (step.oldState?.outputs ?? state.outputs) as { __provider?: unknown } });
    if (!kind) continue;
    const known = byUrn.get(urn);
    const change: ResourceChange = known ?? { op, kind, urn, name: urn.split("::").pop() ?? urn };
    if (op === "replace" || known?.op === "replace") change.op = "replace";
    change.id ??= step.oldState?.id || undefined;
    change.before ??= step.oldState?.inputs ? withoutProvider(step.oldState.inputs) : undefined;
    if (step.newState?.inputs) change.after = withoutProvider(step.newState.inputs);
    byUrn.set(urn, change);
  }
  return [...byUrn.values()];
}

function withoutProvider(inputs: Record<string, unknown>): Record<string, unknown> {
  const { __provider: _provider, ...rest } = inputs;
  return rest;
}
