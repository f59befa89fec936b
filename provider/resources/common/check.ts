// `check` for every resource: the zod schemas decide, and this translates their issues into the
// engine's failures, waiting on values a preview does not know yet.
import type * as pulumi from "@pulumi/pulumi";
import { z } from "zod";
import type { Checked, CheckResult, PlannedInputs } from "../handler";
import type { EngineProps } from "../../pulumi-json/property-bag";
import { fieldValues } from "./fields";
import { UNKNOWN } from "./unknown";

export { UNKNOWN };

type Props = EngineProps;

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

/**
 * True when the value is, or holds somewhere inside, a value unknown at preview: a rule over a
 * list or group (e.g. "only models or only series") cannot be judged until every member is known.
 */
function holdsUnknown(value: unknown, depth = 0): boolean {
  if (value === UNKNOWN) return true;
  if (value === null || typeof value !== "object" || depth > 32) return false;
  return Object.values(value).some((member) => holdsUnknown(member, depth + 1));
}

/**
 * An unknown key is wrong whatever its value, and a list where a string belongs is wrong whatever
 * it holds; a rule about the value waits until it is known, and a rule over a whole list or group
 * (a refinement) until all of it is.
 */
function waitsForUnknown(code: string, value: unknown): boolean {
  if (code === "unrecognized_keys") return false;
  return value === UNKNOWN || (code === "custom" && holdsUnknown(value));
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), "");
}

/**
 * Runs a model schema and the resource's own inputs' schema over a resource's inputs at `check`
 * time, before any API call: the parsed value, or the engine's failures (the property path and the
 * rule, e.g. `countryTargeting[2].price: must be between 0.01 and 500`). A value still unknown
 * during preview (an output of another resource) is not judged; the rule applies once it is known,
 * and the parsed value keeps the unknown in place (decision record 0184).
 */
export function checkWith<Model extends z.ZodObject, Own extends z.ZodObject = z.ZodObject<{}>>(
  schema: Model,
  news: Props,
  options: { resourceInputs?: Own; extraIssues?: pulumi.dynamic.CheckFailure[] } = {},
): CheckResult<z.output<Model> & z.output<Own>> {
  const own = Object.keys(options.resourceInputs?.shape ?? {});
  const all = parseable(news, [...Object.keys(schema.shape), ...own]);
  const fields = omit(all, own);
  const resourceFields = fieldValues(all, own);
  const model = parseOrFailures(schema, fields);
  // The resource-level inputs (appId, adoption) follow their own schema, declared once in the definition.
  const resource = options.resourceInputs ? parseOrFailures(options.resourceInputs, resourceFields) : { success: true as const, data: {} };
  const failures = [...failuresOf(model), ...failuresOf(resource)];
  // The handlers' own rules (a live app stays live, ...) wait for unknown values too.
  failures.push(...(options.extraIssues ?? []).filter((f) => valueAt(news, failurePath(f).split(".")) !== UNKNOWN));
  // Refused: the engine shows the inputs as given.
  if (failures.length > 0) return { inputs: news, failures };
  // Nothing unknown: the value parsed whole. Otherwise a preview's value (decision record 0184).
  const parsed = model.success && resource.success
    ? { ...model.data, ...resource.data }
    : { ...plannedValue(schema, fields), ...(options.resourceInputs ? plannedValue(options.resourceInputs, resourceFields) : {}) };
  // What the two schemas parsed is the inputs' schema's value (each definition's inputs are the two shapes joined).
  return { inputs: parsed as PlannedInputs<z.output<Model> & z.output<Own>>, failures: [] };
}

/**
 * The inputs a check parses: without the engine's own keys (`__provider`); a property the schemas
 * know that the program gives as undefined stays so (the parsed value says undefined, as zod
 * does), an unknown one given as undefined is not there at all.
 */
function parseable(news: Props, known: readonly string[]): Props {
  return Object.fromEntries(Object.entries(news).filter(([k, v]) => !k.startsWith("__") && (v !== undefined || known.includes(k))));
}

/** Whether check parsed the inputs (no failures), or refused them. */
export function isChecked<Args>(result: CheckResult<Args>): result is Checked<Args> {
  return result.failures.length === 0;
}

/**
 * A preview's value, when unknowns kept the whole parse from finishing: each property that holds
 * no unknown parsed by its own schema (so defaults apply as they will at `up`), the others as given.
 */
function plannedValue(schema: z.ZodObject, inputs: Props): Props {
  const entries = Object.entries(schema.shape).map(([key, field]): [string, unknown] => {
    const value = inputs[key];
    if (holdsUnknown(value)) return [key, value];
    const parsed = (field as z.ZodType).safeParse(value);
    return [key, parsed.success ? parsed.data : value];
  });
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

function failuresOf(result: { success: true } | { success: false; failures: pulumi.dynamic.CheckFailure[] }): pulumi.dynamic.CheckFailure[] {
  return result.success ? [] : result.failures;
}

/**
 * One parse of `inputs`: the parsed value, or the engine's failures (property path and rule; a
 * value unknown at preview is not judged). A provider function's arguments are checked so, once.
 */
export function parseOrFailures<S extends z.ZodType>(
  schema: S,
  inputs: Props,
): { success: true; data: z.output<S> } | { success: false; failures: pulumi.dynamic.CheckFailure[] } {
  const result = schema.safeParse(inputs);
  if (result.success) return { success: true, data: result.data };
  const failures: pulumi.dynamic.CheckFailure[] = [];
  for (const issue of result.error.issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of keys) {
      if (waitsForUnknown(issue.code, valueAt(inputs, path))) continue;
      const rule = issue.code === "unrecognized_keys" ? "is not a known property" : issue.message;
      failures.push(failureAt(formatPath(path), path.length <= 1, rule));
    }
  }
  return { success: false, failures };
}

/**
 * The engine's failure for a rule broken at `path` (a schema rule, or one that needs more than the
 * schema, e.g. the old state). The engine prints a failure as `property '<property>' value
 * <inputs[property]> has a problem: <reason>`, looking the property up among the TOP-LEVEL inputs
 * only (pulumi pkg/resource/deploy/step_generator.go, issueCheckFailures). So:
 * - a top-level property is the failure's property, and the reason is the rule alone: the engine
 *   already names the property and shows its real value;
 * - a nested path (`countryTargeting[0].price`) would print a bogus `value {<nil>}`, so the failure
 *   has no property and the reason names the path once: `resource 'x' has a problem: <path>: <rule>`.
 */
export function failure(path: string, rule: string): pulumi.dynamic.CheckFailure {
  return failureAt(path, !/[.[]/.test(path), rule);
}

function failureAt(path: string, topLevel: boolean, rule: string): pulumi.dynamic.CheckFailure {
  if (path === "") return { property: "", reason: rule };
  return topLevel ? { property: path, reason: rule } : { property: "", reason: `${path}: ${rule}` };
}

/** The property path a failure names (top-level property, or the path its reason starts with); "" for the whole resource. */
export function failurePath(f: pulumi.dynamic.CheckFailure): string {
  if (f.property !== "") return f.property;
  const match = /^([A-Za-z0-9_$]+(?:\.[A-Za-z0-9_$]+|\[\d+\])+): /.exec(f.reason);
  return match ? match[1]! : "";
}

/** The rule a failure states, without the path it names. */
export function failureRule(f: pulumi.dynamic.CheckFailure): string {
  const path = failurePath(f);
  return f.property === "" && path !== "" ? f.reason.slice(path.length + 2) : f.reason;
}

/**
 * The schema `check` applies to a resource's API fields: the inputs of the definition a face serves,
 * less its resource-level inputs (appId, adoption), strict (an input it does not declare is refused
 * by name), with `model`'s rules across fields. Built from the served definition, not from the
 * kind's module, so a copy of a definition with another field checks that field too.
 */
export function apiFieldsSchema<Model extends z.ZodObject>(definition: { readonly inputs: z.ZodObject; readonly resourceInputs: z.ZodObject }, model: Model): Model {
  const own = new Set(Object.keys(definition.resourceInputs.shape));
  const schema = z.strictObject(Object.fromEntries(Object.entries(definition.inputs.shape).filter(([field]) => !own.has(field))));
  // zod keeps an object's rules across fields (refinements) in its checks: the model's judge the same fields here.
  const rules = (model.def.checks ?? []) as Parameters<typeof schema.check>;
  // Typed as the model: the package's definition declares exactly the model's fields; a copy's
  // other field is checked by its own schema and reaches the handler as a field of the same object.
  return schema.check(...rules) as Model;
}
