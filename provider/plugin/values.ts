// The engine's property values in the plugin: secrets wrapped and unwrapped at any depth, and
// Structs to and from plain values.
import { isEngineProps, type EngineProps as Props } from "../pulumi-json/property-bag";
import { asJson } from "../runtime/json-values";
import { Struct, type StructValue } from "./sdk";

/**
 * The engine's encoding of a secret in a property Struct (@pulumi/pulumi runtime/rpc
 * `specialSigKey` and `specialSecretSig`): `{ [SIG]: SECRET, value }`. The plugin answers
 * Configure with acceptSecrets, so secrets arrive wrapped like this at any depth.
 */
const SIG = "4dabf18193072939515e22adb298388d";
const SECRET = "1b47061264138c4ac30d75fd1eb44270";

function isSecret(value: unknown): value is { value: unknown } {
  return isEngineProps(value) && value[SIG] === SECRET;
}

export function secret(value: unknown): Props {
  return { [SIG]: SECRET, value };
}

/** A value without its secret wrappers, and whether it held any. */
function unwrapValue(value: unknown): { value: unknown; secret: boolean } {
  if (isSecret(value)) return { value: unwrapValue(value.value).value, secret: true };
  if (Array.isArray(value)) {
    const items = value.map(unwrapValue);
    return { value: items.map((i) => i.value), secret: items.some((i) => i.secret) };
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).map(([k, v]) => [k, unwrapValue(v)] as const);
    return { value: Object.fromEntries(entries.map(([k, v]) => [k, v.value])), secret: entries.some(([, v]) => v.secret) };
  }
  return { value, secret: false };
}

/** Whether a value holds a secret wrapper at any depth (nothing is copied to find out). */
function holdsSecret(value: unknown): boolean {
  if (isSecret(value)) return true;
  if (Array.isArray(value)) return value.some(holdsSecret);
  if (typeof value === "object" && value !== null) return Object.values(value).some(holdsSecret);
  return false;
}

/**
 * Properties as the handlers take them (plain values; an unknown stays the UNKNOWN string), and
 * the top-level keys that held a secret, so that the answer keeps those keys secret.
 */
export function unwrapSecrets(props: Props): { plain: Props; secretKeys: Set<string> } {
  const plain: Props = {};
  const secretKeys = new Set<string>();
  for (const [key, raw] of Object.entries(props)) {
    // Most values hold no secret: they are taken as the Struct gave them (a fresh copy already), not rebuilt.
    if (!holdsSecret(raw)) {
      plain[key] = raw;
      continue;
    }
    const { value, secret: wasSecret } = unwrapValue(raw);
    plain[key] = value;
    if (wasSecret) secretKeys.add(key);
  }
  return { plain, secretKeys };
}

/** Wraps the given top-level keys as secrets (a key absent or null stays as it is). */
export function wrapSecrets(props: Props, keys: Iterable<string>): Props {
  const result = { ...props };
  for (const key of keys) {
    if (result[key] !== undefined && result[key] !== null) result[key] = secret(result[key]);
  }
  return result;
}

/** A Struct from a property bag, as a JSON round trip leaves it (no undefined at any depth, which Struct refuses). */
export function toStruct(props: Props): StructValue {
  return Struct.fromJavaScript(asJson(props) as Parameters<typeof Struct.fromJavaScript>[0]);
}

export function fromStruct(struct: StructValue | undefined): Props {
  return struct?.toJavaScript() ?? {};
}
