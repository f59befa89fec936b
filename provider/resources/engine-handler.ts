// A resource's handler on the engine's property bags: the one adapter between the engine's calls
// and the typed handlers, used by both faces and by the commands that act as the engine.
import type * as pulumi from "@pulumi/pulumi";
import type { RuntimeContext } from "../runtime/runtime-context";
import { programInputs } from "./common/check";
import { sameValue } from "./common/diff";
import type { AnyResourceDefinition } from "./definition";
import type { HandlerDiffResult } from "./handler";
import type { EngineProps } from "../pulumi-json/property-bag";

/**
 * A resource's handler as the engine calls it, on property bags: what both faces (the dynamic
 * providers and the provider plugin) and the commands that act as the engine (`adpublisher
 * delete`, recovery) call.
 */
export interface EngineHandler {
  /** `urn`, in check and read: the resource's, where the caller knows it, for the warnings shown on it. */
  check(olds: EngineProps, news: EngineProps, urn?: string): Promise<{ inputs: EngineProps; failures: pulumi.dynamic.CheckFailure[] }>;
  diff(id: string, olds: EngineProps, news: EngineProps): Promise<HandlerDiffResult>;
  create(inputs: EngineProps): Promise<{ id: string; outs: EngineProps }>;
  read(id: string, props: EngineProps | undefined, urn?: string): Promise<{ id: string; props: EngineProps; inputs?: EngineProps }>;
  update(id: string, olds: EngineProps, news: EngineProps): Promise<{ outs: EngineProps }>;
  delete(id: string, props: EngineProps): Promise<void>;
}

/**
 * Whether each live input has the value the state recorded for it: every field a program can set
 * is also an output, so a refresh that finds them all as recorded has found no drift in them.
 */
function recordedInState(inputs: EngineProps, state: EngineProps): boolean {
  return Object.keys(inputs).every((key) => (inputs[key] === undefined ? state[key] === undefined || state[key] === null : sameValue(inputs[key], state[key])));
}

/**
 * The one place where the engine's property bags meet a definition's typed handler (decision
 * record 0184). Check parses; the values the engine hands back afterwards are those check and the
 * handler returned (inputs as check parsed them, state as create, read or update wrote it, by this
 * version or an earlier one), so they are passed on without a second parse, less the engine's own
 * keys (`__provider`, which the dynamic face's server puts back itself) and undefined values.
 */
export function engineHandler(definition: AnyResourceDefinition, context: RuntimeContext): EngineHandler {
  const typed = definition.handler(context, definition);
  return {
    async check(olds, news, urn) {
      const result = await typed.check(programInputs(olds ?? {}), news, urn);
      // A handler written in plain JavaScript (the upgrade probe's) may leave out failures, as the dynamic face allows.
      return { inputs: result.inputs ?? news, failures: [...(result.failures ?? [])] };
    },
    diff: (id, olds, news) => typed.diff(id, programInputs(olds), programInputs(news)),
    create: (inputs) => typed.create(programInputs(inputs)),
    async read(id, props, urn) {
      const state = props && programInputs(props);
      const result = await typed.read(id, state, urn);
      // Gone: the engine drops it from state.
      if (result.props === undefined) return { id: "", props: {} };
      // A refresh where no input drifted answers none: the engine then keeps the inputs it stored,
      // and neither process marshals, logs and unmarshals them again. An import always answers them.
      return state && result.inputs && recordedInState(result.inputs, state) ? { id: result.id, props: result.props } : result;
    },
    update: (id, olds, news) => typed.update(id, programInputs(olds), programInputs(news)),
    delete: (id, props) => typed.delete(id, programInputs(props)),
  };
}
