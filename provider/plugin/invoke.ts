// The plugin's Invoke: a provider function call dispatched by token to its data source definition.
import type * as rpc from "@pulumi/pulumi/proto/provider_pb";
import { FUNCTIONS } from "../function-registry";
import type { AnyFunctionDefinition } from "../functions/definition";
import { failurePath, failureRule, parseOrFailures } from "../resources/common/check";
import type { EngineProps } from "../pulumi-json/property-bag";
import type { PluginSession } from "./session";
import { proto } from "./sdk";
import { fromStruct, toStruct, unwrapSecrets, wrapSecrets } from "./values";

/**
 * Provider functions (YAML `fn::invoke`, every SDK's getX): dispatch by token to the same
 * definitions as the TypeScript getX (provider/functions). Arguments are checked with the
 * definition's schema before any call, once; failures name the property and the rule.
 */
export async function invoke(
  session: PluginSession, req: rpc.InvokeRequest, functions: readonly AnyFunctionDefinition[] = FUNCTIONS,
): Promise<rpc.InvokeResponse> {
  const token = req.getTok();
  const definition = functions.find((f) => f.token === token);
  if (!definition) {
    const known = functions.map((f) => f.token).join(", ") || "none";
    throw new Error(`unknown function "${token}": this provider serves ${known}`);
  }
  const args = unwrapSecrets(fromStruct(req.getArgs()));
  const checked = parseOrFailures(definition.args, args.plain);
  const resp = new proto.InvokeResponse();
  if (!checked.success) {
    // The SDKs print an Invoke failure as `<reason> (<property>)`, the property in full (nested too).
    return resp.setFailuresList(checked.failures.map((f) => {
      const path = failurePath(f);
      return new proto.CheckFailure().setProperty(path).setReason(`${token}: ${path ? `${path}: ` : ""}${failureRule(f)}`);
    }));
  }
  const result = await definition.runChecked(checked.data, session.context);
  if (typeof result !== "object" || result === null || Array.isArray(result)) throw new Error(`${token} returned no object (a provider function's result is an object of outputs)`);
  // A result computed from a secret argument stays secret, key by key.
  const outputs: EngineProps = Object.fromEntries(Object.entries(result));
  return resp.setReturn(toStruct(args.secretKeys.size > 0 ? wrapSecrets(outputs, Object.keys(outputs)) : outputs));
}
