// Provider functions (reports and lookups) in schema.json, from the FUNCTIONS registry's definitions.
import type { AnyFunctionDefinition } from "../../provider/functions/definition";
import { functionName } from "../../provider/functions/data-source";
import { z } from "zod";
import type { FunctionSpec } from "./pulumi-spec";
import { RESOURCES } from "./resources";
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

const inputsOf = (name: string): z.ZodObject => {
  const face = RESOURCES.find((r) => r.name === name);
  if (!face) throw new Error(`schema functions: no resource ${name}`);
  return face.inputs;
};

/**
 * A lookup returns what the resource of the same object shows as outputs, read as loosely; its
 * result borrows that resource's input types (enumerations, integers, descriptions) the same way.
 */
function resultLike(token: string): z.ZodObject | undefined {
  switch (functionName(token)) {
    case "getApp": return inputsOf("App");
    case "getApps": return z.object({ apps: z.array(inputsOf("App")) });
    case "getAdLocations": return z.object({ appId: inputsOf("AdLocation").shape.appId, locations: z.array(inputsOf("AdLocation")) });
    case "getBlockList": return inputsOf("BlockList");
    case "getBlockLists": return z.object({ lists: z.array(inputsOf("BlockList")) });
    case "getMonetizationSettings": return inputsOf("MonetizationSettings");
    default: return undefined;
  }
}

export function functionSpec(definition: AnyFunctionDefinition, types: PulumiTypes): FunctionSpec {
  const path = [owner(definition.token)];
  const inputs = types.object(definition.args, { path, side: "input" });
  // Invoke results are property maps, so an object result is the usual case; any other type stays as it is.
  const objectResult = def(unwrap(definition.result, "output").core).type === "object";
  const like = resultLike(definition.token);
  const outputs = objectResult ? types.object(definition.result, { path, side: "output", like }) : types.convert(definition.result, { path, side: "output" }).spec;
  return {
    description: definition.description,
    ...(definition.deprecationMessage && { deprecationMessage: definition.deprecationMessage }),
    inputs,
    outputs,
  };
}
