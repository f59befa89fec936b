// One data source, two faces, one implementation: the TypeScript `getX` (the program's runtime
// context) and the registry's FunctionDefinition (the plugin's) both call `invoke`, which checks
// the arguments with the definition's zod schema before the runner makes any API call.
import type { z } from "zod";
import { parseInput } from "../client/validate";
import { type FunctionContext, functionContext } from "./function-context";
import type { FunctionDefinition } from "./definition";

export interface DataSourceSpec<A, R> {
  token: FunctionDefinition["token"];
  description: string;
  args: z.ZodType<A>;
  result: z.ZodType<R>;
  /** See FunctionDefinition.resultLike. */
  resultLike?: z.ZodObject;
  /** The one implementation; receives arguments already checked by `args`. */
  run(args: A, ctx: FunctionContext): Promise<R>;
}

export interface DataSource<A, R> {
  /** What the registry (plugin, schema.json) sees. */
  readonly definition: FunctionDefinition<A, R>;
  /** Checks `args` with the schema, then runs; both faces go through here. */
  invoke(args: A, ctx: FunctionContext): Promise<R>;
}

/** The function name from its token (`adpublisher:index:getApp` -> `getApp`), for messages. */
export const functionName = (token: string): string => token.slice(token.lastIndexOf(":") + 1);

export function defineDataSource<A, R>(spec: DataSourceSpec<A, R>): DataSource<A, R> {
  const what = `${functionName(spec.token)} arguments`;
  const invoke = async (args: A, ctx: FunctionContext): Promise<R> => spec.run(parseInput(spec.args, args, what) as A, ctx);
  return {
    invoke,
    definition: {
      token: spec.token,
      description: spec.description,
      args: spec.args,
      result: spec.result,
      ...(spec.resultLike && { resultLike: spec.resultLike }),
      run: async (args, runtime) => invoke(args, functionContext({}, runtime)),
      runChecked: async (args, runtime) => spec.run(args, functionContext({}, runtime)),
    },
  };
}

/**
 * An old name kept one minor version: the same arguments, result and run under another token,
 * flagged with `deprecationMessage` (schema.json and generated SDKs show it).
 */
export function deprecatedAlias<A, R>(source: DataSource<A, R>, token: FunctionDefinition["token"]): FunctionDefinition<A, R> {
  const replacement = functionName(source.definition.token);
  return {
    ...source.definition,
    token,
    description: `Deprecated alias of ${replacement}. ${source.definition.description}`,
    deprecationMessage: `${functionName(token)} was renamed ${replacement}; the old name will be removed in the next minor version.`,
    replacedBy: source.definition.token,
  };
}
