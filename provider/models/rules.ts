/**
 * Building blocks shared by the models, so each rule and its message is written once. Messages
 * state the rule; `formatIssues` prefixes the camelCase property path, giving "<path>: <rule>".
 */
import { z } from "zod";

type IssueInput = { input?: unknown };

function typeMessage(expected: string) {
  return (issue: IssueInput) =>
    issue.input === undefined ? "is required" : issue.input === null ? `must be ${expected}, not null` : `must be ${expected}`;
}

export const text = () => z.string({ error: typeMessage("a string") });
export const nonEmptyText = () => text().min(1, "must not be empty");
export const flag = () => z.boolean({ error: typeMessage("true or false") });
export const wholeNumber = () => z.number({ error: typeMessage("a number") }).int("must be a whole number");

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue: IssueInput) => (issue.input === undefined ? "is required" : `must be one of ${values.join(", ")}`),
  });
}

export function oneOfNumbers<const T extends readonly [number, ...number[]]>(values: T) {
  return z.literal(values, {
    error: (issue: IssueInput) => (issue.input === undefined ? "is required" : `must be one of ${values.join(", ")}`),
  });
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out === "" ? "(value)" : out;
}

/** "<camelCase property path>: <rule>" for every issue (unknown keys listed one by one). */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => `${formatPath([...issue.path, key])}: is not a known field`);
    }
    return [`${formatPath(issue.path)}: ${issue.message}`];
  });
}

/** Adds an issue at a path from inside a superRefine, so conditional rules read as one line each. */
export function addIssue(ctx: z.RefinementCtx, path: PropertyKey[], message: string): void {
  ctx.addIssue({ code: "custom", path, message });
}
