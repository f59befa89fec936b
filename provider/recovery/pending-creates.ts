// The creates an interrupted run left pending in a stack's checkpoint. The engine
// records each create, with its resource's checked inputs, before it calls the provider, and marks
// it done after; a run killed in between leaves the operation in `pending_operations` with type
// `creating`. Both faces' resources are read: the plugin's (`adpublisher:index:<Kind>`) and the
// dynamic ones (`pulumi-nodejs:dynamic/adpublisher:<Kind>`, whose inputs also hold `__provider`).
import type { ResourceKind } from "../discovery/inventory";
import { kindOf } from "../discovery/stack-state";
import { parsePreviewDocument } from "../pulumi-json/preview";
import type { Deployment, PendingOperation } from "../pulumi-json/stack-export";
import type { EngineProps } from "../pulumi-json/property-bag";

export interface PendingCreate {
  urn: string;
  /**
   * True when the checkpoint records it as pending. False for a create of the program that the
   * state does not record at all: the engine drops a create whose provider process died, although
   * the request may have landed (see plannedCreates).
   */
  recorded: boolean;
  /** The resource's logical name: the URN's last part. */
  name: string;
  kind: ResourceKind;
  /** The inputs the engine recorded (after the provider's check), as the export holds them. */
  inputs: EngineProps;
}

export function pendingOperations(deployment: Deployment): PendingOperation[] {
  return deployment.pending_operations ?? [];
}

/** The pending creates of this provider's resources; other operations and other providers' are left out. */
export function pendingCreates(deployment: Deployment): PendingCreate[] {
  const found: PendingCreate[] = [];
  for (const op of pendingOperations(deployment)) {
    const resource = op.resource;
    if (op.type !== "creating") continue;
    const kind = kindOf(resource);
    if (!kind) continue;
    found.push({ urn: resource.urn, name: resource.urn.slice(resource.urn.lastIndexOf("::") + 2), kind, inputs: resource.inputs ?? {}, recorded: true });
  }
  return found;
}

/** What `pulumi preview --json` shows for a value not known before the update, and for a secret. */
const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";
const SECRET_SHOWN = "[secret]";

/**
 * The creates `pulumi preview --json` plans, as pending operations of the same shape (a step's
 * `newState` holds what a pending create's resource holds: URN, type, checked inputs, parent,
 * provider). A run whose provider process was killed mid-create leaves no pending create: the
 * engine records the create as failed and drops it, though the service may have made the object.
 * Creates whose inputs hold an unknown or a secret (shown masked) are left out: they could be
 * neither compared nor written back; so are those whose parent, provider or dependencies the
 * state does not hold.
 */
export function plannedCreates(previewJson: string, deployment: Deployment): PendingOperation[] {
  const steps = parsePreviewDocument(previewJson, "the program's preview").steps ?? [];
  const resources = deployment.resources ?? [];
  const held = new Set(resources.map((r) => r.urn + (r.id ? `::${r.id}` : "")));
  const heldUrns = new Set(resources.map((r) => r.urn));
  const present = (urn: string | undefined) => urn === undefined || heldUrns.has(urn) || held.has(urn);
  return steps.flatMap((step) => (step.op === "create" && step.newState && kindOf(step.newState) ? [step.newState] : []))
    .filter((state) => !masked(state.inputs) && present(state.parent) && present(state.provider) && (state.dependencies ?? []).every(present))
    .map((resource) => ({ type: "creating", resource }));
}

function masked(value: unknown): boolean {
  if (value === UNKNOWN || value === SECRET_SHOWN) return true;
  if (Array.isArray(value)) return value.some(masked);
  return !!value && typeof value === "object" && Object.values(value).some(masked);
}

/** The key Pulumi marks a secret value with in state (sdk/go/common/resource/sig.Secret). */
const SECRET_SIGNATURE = "4dabf18193072939515e22adb298388d";

/** Whether the inputs hold a secret (encrypted in a plain `pulumi stack export`). */
export function holdsSecret(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsSecret);
  if (!value || typeof value !== "object") return false;
  if (SECRET_SIGNATURE in value) return true;
  return Object.values(value).some(holdsSecret);
}

/**
 * The inputs with every secret replaced by its value, from `pulumi stack export --show-secrets`
 * (whose secrets carry `plaintext`, the value as JSON). Held in memory only, for matching.
 */
export function revealSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revealSecrets);
  if (!value || typeof value !== "object") return value;
  if (SECRET_SIGNATURE in value) return "plaintext" in value && typeof value.plaintext === "string" ? revealSecrets(JSON.parse(value.plaintext)) : value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revealSecrets(inner)]));
}
