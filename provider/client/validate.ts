import type { z } from "zod";
import { formatIssues } from "../models/rules";
import { InputValidationError } from "./errors";

/** Pre-send validation with the model's schema; issues read "<camelCase property path>: <rule>". */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InputValidationError(what, formatIssues(result.error));
  return result.data;
}

/** Throws when a state rule (e.g. isLiveTransitionIssues) reported something. */
export function assertNoIssues(issues: string[], what: string): void {
  if (issues.length > 0) throw new InputValidationError(what, issues);
}
