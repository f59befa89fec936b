// Provider functions (reports and lookups) in schema.json, from the FUNCTIONS registry's definitions.
import type { AnyFunctionDefinition } from "../../provider/functions/definition";
import { functionName } from "../../provider/functions/data-source";
import { functionSlug, withExamples } from "./examples";
import type { FunctionSpec } from "./pulumi-spec";
import { pascal } from "./type-names";
import type { PulumiTypes } from "./zod-to-pulumi";
import { def, unwrap } from "./zod-unwrap";

/** Names the SDK generators give a function's own types (`GetAppReportArgs`, `GetAppReportResult`). */
export function functionTypeNames(token: string): string[] {
  const name = pascal(functionName(token));
  return [`${name}Args`, `${name}Result`, `${name}OutputArgs`];
}

/** Types inside a function take its name without `get` as owner: `AppReportRow`. */
const owner = (token: string): string => pascal(functionName(token).replace(/^get(?=[A-Z])/, ""));

export function functionSpec(definition: AnyFunctionDefinition, types: PulumiTypes): FunctionSpec {
  const path = [owner(definition.token)];
  const inputs = types.object(definition.args, { path, side: "input" });
  // Invoke results are property maps, so an object result is the usual case; any other type stays as it is.
  const objectResult = def(unwrap(definition.result, "output").core).type === "object";
  // A lookup borrows the input types of the resource of the same object (FunctionDefinition.resultLike).
  const like = definition.resultLike;
  const outputs = objectResult ? types.object(definition.result, { path, side: "output", like }) : types.convert(definition.result, { path, side: "output" }).spec;
  return {
    // An old name's page shows the current function's example: what to write instead.
    description: withExamples(definition.description, functionSlug(definition.replacedBy ?? definition.token)),
    ...(definition.deprecationMessage && { deprecationMessage: definition.deprecationMessage }),
    inputs,
    outputs,
  };
}
