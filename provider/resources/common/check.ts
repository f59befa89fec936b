import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";

/** The engine's placeholder for a value not known during preview (@pulumi/pulumi runtime/rpc). */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

type Props = Record<string, unknown>;

/** The program's inputs without the engine's own keys (`__provider`) and without undefined values. */
export function programInputs(news: Props): Props {
  return Object.fromEntries(Object.entries(news).filter(([k, v]) => !k.startsWith("__") && v !== undefined));
}

function omit(props: Props, keys: readonly string[]): Props {
  return Object.fromEntries(Object.entries(props).filter(([k]) => !keys.includes(k)));
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const part of path) {
    if (current === UNKNOWN) return UNKNOWN;
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), "");
}

/**
 * Runs a model schema over a resource's inputs at `check` time, before any API call, and returns
 * the engine's failures: the property path and the rule, e.g. `countryTargeting[2].price: must be
 * between 0.01 and 500`. A value still unknown during preview (an output of another resource) is
 * not judged; the rule applies once it is known.
 */
export function checkWith(
  schema: z.ZodType,
  news: Props,
  options: { extraIssues?: pulumi.dynamic.CheckFailure[]; notInSchema?: readonly string[] } = {},
): pulumi.dynamic.CheckResult {
  const inputs = omit(programInputs(news), options.notInSchema ?? []);
  const result = schema.safeParse(inputs);
  const failures: pulumi.dynamic.CheckFailure[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      const keys = issue.code === "unrecognized_keys" ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
      for (const path of keys) {
        if (valueAt(inputs, path) === UNKNOWN) continue;
        const reason = issue.code === "unrecognized_keys" ? "is not a known property" : issue.message;
        failures.push({ property: formatPath(path) || "(inputs)", reason: `${formatPath(path)}: ${reason}` });
      }
    }
  }
  failures.push(...(options.extraIssues ?? []));
  return { inputs: news, failures };
}

/** A failure for a rule that needs more than the schema (e.g. the old state). */
export function failure(property: string, rule: string): pulumi.dynamic.CheckFailure {
  return { property, reason: `${property}: ${rule}` };
}
