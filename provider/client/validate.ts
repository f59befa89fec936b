// Pre-send validation of a request's arguments with the model's schema, so that bad input fails
// before any call with the property and the rule named.
import type { z } from "zod";
import { formatIssues } from "../models/rules";
import { InputValidationError } from "./errors";

/** Pre-send validation with the model's schema; issues read "<camelCase property path>: <rule>". */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InputValidationError(what, formatIssues(result.error));
  return result.data;
}
