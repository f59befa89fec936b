// The shape of a data source's definition, from which its TypeScript function, the plugin's
// Invoke and schema.json's `functions` all derive.
import type { z } from "zod";
import type { RuntimeContext } from "../runtime/runtime-context";

/**
 * One data source as every face sees it: the TypeScript `getX`/`getXOutput`, the plugin's
 * `Invoke` of `adpublisher:index:getX` (YAML `fn::invoke`), and the `functions` of schema.json.
 * One definition per function, so the faces cannot drift apart.
 */
export interface FunctionDefinition<A = unknown, R = unknown> {
  /** Provider function token, e.g. `adpublisher:index:getAppReport`. */
  readonly token: `adpublisher:index:${string}`;
  /** Shown in schema.json and generated SDKs. */
  readonly description: string;
  /** Set on the old report names kept one minor version (`getApp` the report -> `getAppReport`). */
  readonly deprecationMessage?: string;
  /** An old name's current token: its docs and examples are the current function's. */
  readonly replacedBy?: `adpublisher:index:${string}`;
  /** The arguments (camelCase). The plugin checks them with it before any call; schema.json derives `inputs` from it. */
  readonly args: z.ZodType<A>;
  /** The result's shape; schema.json derives `outputs` from it. */
  readonly result: z.ZodType<R>;
  /**
   * A lookup's result, shaped with the inputs of the resource of the same object: the result is read
   * as loosely as the API answers, and borrows that resource's input types (enumerations, integers,
   * descriptions) in schema.json.
   */
  readonly resultLike?: z.ZodObject;
  /** Checks `args` with the schema, then runs on a face's runtime context (the plugin's: its Configure's settings, its one client). */
  run(args: A, runtime: RuntimeContext): Promise<R>;
  /** Runs on arguments the caller already checked with `args` (the plugin, which answers failures per property): parsed once. */
  runChecked(args: A, runtime: RuntimeContext): Promise<R>;
}

/** A definition of any argument and result types, for registries (`run` is a method, so this accepts every A). */
export type AnyFunctionDefinition = FunctionDefinition<unknown, unknown>;
