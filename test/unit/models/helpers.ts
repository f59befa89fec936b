// What the model tests share: a schema's issues as "<path>: <rule>" lines.
import type { z } from "zod";
import { formatIssues } from "../../../provider/models";

/** The formatted issues of parsing `value`, or [] when it is valid. */
export function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : formatIssues(result.error);
}
