// Which objects a stack manages, read from `pulumi stack export` output (or a file backend's
// checkpoint, compressed when the backend writes it with PULUMI_DIY_BACKEND_GZIP or _ZSTD). Both
// faces count: the plugin's types `adpublisher:index:<Kind>` and the dynamic resources, whose type
// is `pulumi-nodejs:dynamic:Resource` (the URN's type `pulumi-nodejs:dynamic/adpublisher:<Kind>`
// and the `__provider` in their state name the kind).
import { gunzipSync, zstdDecompressSync } from "node:zlib";
import type { AnyResourceDefinition } from "../resources/definition";
import { DEFINITIONS } from "../resources/definitions";
import { PulumiJsonError } from "../pulumi-json/parse";
import { parseStackExport, type StateResource } from "../pulumi-json/stack-export";
import type { ResourceKind } from "./inventory";

export interface StackState {
  /** `<Kind>:<id>` of every resource in the state, pending deletes included. */
  managed: Set<string>;
  /** Operations an interrupted run left (e.g. "creating"): their objects may exist unrecorded. */
  pendingOperations: number;
}

/** What tells a resource's kind: its type, its URN, and (a dynamic resource's) `__provider` output. */
export type KindClues = Partial<Pick<StateResource, "urn" | "type" | "outputs">>;

/** A definition's kind by either face's type token. */
function kindsByToken(definitions: readonly AnyResourceDefinition[]): Map<string, ResourceKind> {
  return new Map(definitions.flatMap((d) => [[d.tokens.plugin, d.name], [d.tokens.dynamic, d.name]] as const));
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);

/**
 * A state file's text: an export or a checkpoint as is, or a file backend's checkpoint as the
 * engine compresses it (`.json.gz`, `.json.zst`), known by its first bytes rather than its name.
 */
export function stateFileText(bytes: Buffer, file: string): string {
  const decompress = bytes.subarray(0, 2).equals(GZIP_MAGIC) ? gunzipSync : bytes.subarray(0, 4).equals(ZSTD_MAGIC) ? zstdDecompressSync : undefined;
  if (!decompress) return bytes.toString("utf8");
  let text: string | undefined;
  try {
    text = decompress(bytes).toString("utf8");
  } catch {
    // refused below
  }
  // Node's zstd gives back what the whole blocks hold when a frame is cut short, without an error;
  // a JSON document ends with its closing brace.
  if (!text?.trimEnd().endsWith("}")) throw new PulumiJsonError(`${file} is compressed but cannot be read whole; give the output of \`pulumi stack export\``);
  return text;
}

/** Parses one export; throws PulumiJsonError naming the file (and the field) when it is not one. */
export function parseStackState(text: string, file: string, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): StackState {
  const { deployment } = parseStackExport(text, file);
  const resources = deployment.resources ?? [];
  const managed = new Set<string>();
  for (const resource of resources) {
    const kind = kindOf(resource, definitions);
    if (kind && typeof resource.id === "string" && resource.id !== "") managed.add(`${kind}:${resource.id}`);
  }
  const pending = deployment.pending_operations?.length ?? 0;
  return { managed, pendingOperations: pending };
}

export function kindOf(resource: KindClues, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): ResourceKind | undefined {
  const byToken = kindsByToken(definitions);
  const fromType = typeof resource.type === "string" ? byToken.get(resource.type) : undefined;
  if (fromType) return fromType;
  if (resource.type !== "pulumi-nodejs:dynamic:Resource") return undefined;
  const urnType = typeof resource.urn === "string" ? resource.urn.split("::")[2]?.split("$").pop() : undefined;
  const fromUrn = urnType ? byToken.get(urnType) : undefined;
  if (fromUrn) return fromUrn;
  // The shim the dynamic provider serializes requires `pulumi-adpublisher/dynamic/<slug>` (the
  // package's export of the module), or, in states written by 0.1.0, `…/resources/providers/<slug>.js`.
  const provider = resource.outputs?.__provider;
  const module = typeof provider === "string" ? /(?:pulumi-adpublisher\/dynamic|resources\/providers)\/([a-z-]+)(?:\.js)?/.exec(provider) : null;
  return module ? definitions.find((d) => d.slug === module[1])?.name : undefined;
}
