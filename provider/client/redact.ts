/**
 * Secrets must never reach an error message or a log line. The
 * transport keeps the cause of a network failure; this makes sure no message in that cause chain
 * quotes a credential the request carried.
 */
import type { HttpRequest } from "./http";

const SENSITIVE_HEADERS = ["authorization", "cookie", "x-service-token", "x-service-signature"];
const SENSITIVE_FIELD = /secret|signature|token|password/i;

/**
 * The credential strings a request carries: sensitive header values, and secret-named query
 * parameters (legacy userSignature, S2S token) and JSON body fields (client_secret).
 */
export function secretsOf(req: Pick<HttpRequest, "headers" | "body"> & { url?: URL }): string[] {
  const secrets: string[] = [];
  for (const [name, value] of req.url?.searchParams ?? []) if (SENSITIVE_FIELD.test(name)) secrets.push(value);
  for (const [name, value] of Object.entries(req.headers)) {
    if (!SENSITIVE_HEADERS.includes(name.toLowerCase())) continue;
    secrets.push(value);
    const credential = value.split(" ").at(-1);
    if (credential && credential !== value) secrets.push(credential);
  }
  if (req.body) {
    try {
      collectSecretFields(JSON.parse(req.body), secrets);
    } catch {
      // not JSON: form bodies of this API carry no secret (v4 sends it in the Basic header)
    }
  }
  return secrets.filter((secret) => secret.length >= 4);
}

function collectSecretFields(value: unknown, into: string[]): void {
  if (value === null || typeof value !== "object") return;
  for (const [key, member] of Object.entries(value)) {
    if (typeof member === "string" && SENSITIVE_FIELD.test(key)) into.push(member);
    else collectSecretFields(member, into);
  }
}

export function redactText(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => out.split(secret).join("[redacted]"), text);
}

/** The error itself when nothing in its chain quotes a secret; otherwise a redacted copy of the chain. */
export function redactError(error: unknown, secrets: readonly string[], depth = 0): unknown {
  if (!(error instanceof Error) || secrets.length === 0 || depth > 5) return error;
  const cause = redactError((error as { cause?: unknown }).cause, secrets, depth + 1);
  const leaks = secrets.some((secret) => error.message.includes(secret) || (error.stack ?? "").includes(secret));
  if (!leaks && cause === (error as { cause?: unknown }).cause) return error;
  const copy = new Error(redactText(error.message, secrets), cause === undefined ? undefined : { cause });
  copy.name = error.name;
  copy.stack = redactText(error.stack ?? "", secrets);
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) Object.assign(copy, { code });
  return copy;
}
