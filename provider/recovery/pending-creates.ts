// The creates an interrupted run left pending in a stack's checkpoint. The engine
// records each create, with its resource's checked inputs, before it calls the provider, and marks
// it done after; a run killed in between leaves the operation in `pending_operations` with type
// `creating`. Both faces' resources are read: the plugin's (`adpublisher:index:<Kind>`) and the
// dynamic ones (`pulumi-nodejs:dynamic/adpublisher:<Kind>`, whose inputs also hold `__provider`).
import type { ResourceKind } from "../discovery/inventory";
import { kindOf, type Deployment, type StateResource } from "../discovery/stack-state";

type Props = Record<string, unknown>;

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
  inputs: Props;
}

export interface PendingOperation {
  type?: unknown;
  resource?: (StateResource & { inputs?: unknown }) | null;
}

export function pendingOperations(deployment: Deployment): PendingOperation[] {
  return Array.isArray(deployment.pending_operations) ? (deployment.pending_operations as PendingOperation[]) : [];
}

/** The pending creates of this provider's resources; other operations and other providers' are left out. */
export function pendingCreates(deployment: Deployment): PendingCreate[] {
  const found: PendingCreate[] = [];
  for (const op of pendingOperations(deployment)) {
    const resource = op.resource;
    if (op.type !== "creating" || !resource || typeof resource.urn !== "string") continue;
    const kind = kindOf(resource);
    if (!kind) continue;
    const inputs = resource.inputs && typeof resource.inputs === "object" ? (resource.inputs as Props) : {};
    found.push({ urn: resource.urn, name: resource.urn.slice(resource.urn.lastIndexOf("::") + 2), kind, inputs, recorded: true });
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
  const steps = (JSON.parse(previewJson) as { steps?: { op?: string; newState?: StateResource & { inputs?: unknown; parent?: unknown; provider?: unknown; dependencies?: unknown } }[] }).steps ?? [];
  const held = new Set((Array.isArray(deployment.resources) ? (deployment.resources as StateResource[]) : []).map((r) => String(r.urn) + (r.id ? `::${String(r.id)}` : "")));
  const heldUrns = new Set((Array.isArray(deployment.resources) ? (deployment.resources as StateResource[]) : []).map((r) => String(r.urn)));
  const present = (urn: unknown) => typeof urn !== "string" || heldUrns.has(urn) || held.has(urn);
  return steps
    .filter((step) => step.op === "create" && step.newState && kindOf(step.newState))
    .map((step) => step.newState!)
    .filter((state) => !masked(state.inputs) && present(state.parent) && present(state.provider)
      && (Array.isArray(state.dependencies) ? state.dependencies.every(present) : true))
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
  const record = value as Props;
  if (SECRET_SIGNATURE in record) return typeof record.plaintext === "string" ? revealSecrets(JSON.parse(record.plaintext)) : record;
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, revealSecrets(inner)]));
}
