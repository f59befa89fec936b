// `pulumi preview --json` as a list of changes to the adpublisher resources of both faces, one per
// resource (the engine's replace steps, create-replacement / replace / delete-replaced, become one).
import { kindOf } from "../discovery/stack-state";
import type { ResourceKind } from "../discovery/inventory";
import { parsePreviewDocument, PREVIEW_FORMAT, type Preview, type PreviewStep } from "../pulumi-json/preview";
import { PulumiJsonError } from "../pulumi-json/parse";
import type { EngineProps } from "../pulumi-json/property-bag";

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
  before?: EngineProps;
  after?: EngineProps;
}

const OPS: Record<string, ChangeOp | undefined> = {
  create: "create", update: "update", delete: "delete", replace: "replace",
  "create-replacement": "replace", "delete-replaced": "replace",
  "discard": "delete", "discard-replaced": "replace",
};

/** The preview's changes; throws PulumiJsonError naming the file, and the field not of the engine's shape. */
export function parsePreview(text: string, source: string): { changes: ResourceChange[]; document: Preview } {
  const document = parsePreviewDocument(text, source);
  if (document.steps) return { changes: changesFromSteps(document.steps), document };
  if (document.changeSummary) return { changes: [], document };
  throw new PulumiJsonError(`${source} holds no steps; give ${PREVIEW_FORMAT}`);
}

/** The engine's steps (a preview's, or the metadata of resourcePreEvents) as one change per resource. */
export function changesFromSteps(steps: readonly PreviewStep[]): ResourceChange[] {
  const byUrn = new Map<string, ResourceChange>();
  for (const step of steps) {
    const op = OPS[step.op];
    const state = step.newState ?? step.oldState;
    const urn = step.urn ?? state?.urn;
    if (!op || !urn) continue;
    const kind = kindOf({ urn, type: state?.type, outputs: step.oldState?.outputs ?? state?.outputs });
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

function withoutProvider(inputs: EngineProps): EngineProps {
  const { __provider: _provider, ...rest } = inputs;
  return rest;
}
