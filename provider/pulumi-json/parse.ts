// Reading a document the Pulumi CLI wrote (`pulumi preview --json`, `pulumi stack export`, a line of
// `--event-log`) through its schema, so that a document of another shape is refused with the file
// and the field that does not fit (`preview.json: steps[3].newState.inputs: expected object`)
// instead of failing later, or silently, where a field is read.
import { z } from "zod";
import type { EngineProps } from "./property-bag";

/** The engine's property bag in the documents the Pulumi CLI writes (a state's inputs and outputs): any keys, any values. */
export const engineProps: z.ZodType<EngineProps> = z.record(z.string(), z.unknown());

/** A document that is not JSON, or not of the expected shape; the message names the file and the field. */
export class PulumiJsonError extends Error {}

/** A field's place in a document, as a reader writes it: `steps[3].newState.inputs`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("");
}

/** What is wrong with the value, in a reader's words (`expected object`). */
function problem(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type") return `expected ${issue.expected === "record" ? "object" : issue.expected}`;
  if (issue.code === "invalid_union") return "expected one of the engine's shapes";
  return issue.message;
}

/** `file: field: problem` for the first issue (the document's own root is named by the file alone). */
export function describeIssue(file: string, issue: z.core.$ZodIssue): string {
  return issue.path.length === 0 ? `${file}: ${problem(issue)}` : `${file}: ${fieldPath(issue.path)}: ${problem(issue)}`;
}

/**
 * `text` parsed as JSON and then by `schema`. `expected` says what the file should hold, for the
 * error (``the output of `pulumi stack export` ``): a person gives the wrong file more often than a
 * file with a wrong field.
 */
export function parseDocument<S extends z.ZodType>(schema: S, text: string, file: string, expected: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PulumiJsonError(`${file} is not JSON; give ${expected}`);
  }
  return parseValue(schema, value, file, expected);
}

/** An already parsed value (a document the Automation API returns) by `schema`, with the same errors. */
export function parseValue<S extends z.ZodType>(schema: S, value: unknown, file: string, expected: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new PulumiJsonError(`${describeIssue(file, parsed.error.issues[0]!)}; give ${expected}`);
}
