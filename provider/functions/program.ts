// The Pulumi side of a data source: inside a program (`pulumi up/preview`), settings come from
// `new pulumi.Config("adpublisher")` (then the environment, like the resources) and progress
// goes to Pulumi's log; elsewhere (a script, a test) the environment and the caller's callback.
import * as pulumi from "@pulumi/pulumi";
import { programContext } from "../runtime/program";
import { type FunctionContext, type ReportOptions, functionContext } from "./function-context";
import type { DataSource } from "./data-source";

/** Plain arguments or Pulumi inputs (a resource's output, a config value...). */
export type InputArgs<A> = { [K in keyof A]: pulumi.Input<A[K]> };

export function programFunctionContext(options: ReportOptions = {}): FunctionContext {
  const inProgram = pulumi.runtime.hasEngine();
  // Outside a program (a script, a test) each call reads the environment, which may have changed.
  const ctx = functionContext(options, inProgram ? programContext() : undefined);
  if (!options.onProgress && inProgram) {
    // Progress lines carry job ids and states only; never a setting.
    ctx.progress = (message) => void pulumi.log.info(message);
  }
  return ctx;
}

/** Runs a data source (report or lookup) with the program's settings, or `options`. */
export async function runInProgram<A, R>(source: DataSource<A, R>, args: A, options?: ReportOptions): Promise<R> {
  return source.invoke(args, programFunctionContext(options));
}

/**
 * The `getXOutput` form: resolves the inputs, then runs `get` once (whose data source parses the
 * resolved arguments with its schema before any call).
 */
export function output<A, R>(args: InputArgs<A>, get: (resolved: pulumi.Unwrap<InputArgs<A>>) => Promise<R>): pulumi.Output<R> {
  return pulumi.output(args).apply(get);
}
