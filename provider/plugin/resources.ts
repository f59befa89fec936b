/**
 * The resource half of the ResourceProvider service: each call unwraps the engine's properties
 * (read from the request's bytes by resource-requests.ts; secrets out, remembered by key), runs
 * the SAME handler the dynamic provider runs (resources/registry.ts), and wraps the answer (the
 * resource's secret outputs, and every key whose input was secret) for resource-responses.ts to write.
 */
import type { EngineProps as Props } from "../pulumi-json/property-bag";
import type { AnyResourceDefinition } from "../resources/definition";
import { programRuleFailure } from "../resources/common/program-rules";
import { resourceFor } from "../resources/registry";
import type { PluginSession } from "./session";
import type { ResourceRequest } from "./resource-requests";
import type { CheckAnswer, CreateAnswer, DiffAnswer, PropertyDiffKind, ReadAnswer, UpdateAnswer } from "./resource-responses";
import { unwrapSecrets, wrapSecrets } from "./values";

/** The type token: the request's own field, else the last type in the URN (`parent$type`). */
function resourceOf(session: PluginSession, req: ResourceRequest): AnyResourceDefinition {
  const token = req.type || (req.urn.split("::")[2] ?? "").split("$").pop() || "";
  return resourceFor(token, session.registry);
}

function plainOf(props: Props | undefined) {
  return unwrapSecrets(props ?? {});
}

function outputsOf(resource: AnyResourceDefinition, outs: Props, secretInputs: Set<string>): Props {
  return wrapSecrets(outs, [...resource.secretOutputs, ...secretInputs]);
}

export async function check(session: PluginSession, req: ResourceRequest): Promise<CheckAnswer> {
  const resource = resourceOf(session, req);
  const olds = plainOf(req.olds);
  const news = plainOf(req.news);
  const result = await session.handlerOf(resource).check(olds.plain, news.plain, req.urn || undefined);
  const claimed = programRuleFailure(session.context.claims, resource, req.urn, news.plain);
  const failures = [...(result.failures ?? []), ...(claimed ? [claimed] : [])];
  return { inputs: wrapSecrets(result.inputs, news.secretKeys), failures };
}

/** Top-level property of a dotted path, e.g. `adExperienceSettings` of `adExperienceSettings.templateSettings.buttonType`. */
function topLevel(path: string): string {
  return path.split(".")[0] ?? path;
}

export async function diff(session: PluginSession, req: ResourceRequest): Promise<DiffAnswer> {
  const handler = session.handlerOf(resourceOf(session, req));
  const olds = plainOf(req.olds).plain;
  const news = plainOf(req.news).plain;
  const result = await handler.diff(req.id, olds, news);
  const replaces = result.replaces ?? [];
  const paths = [...new Set([...result.diffs, ...replaces])];
  const kindOf = (path: string): PropertyDiffKind => {
    const replaced = replaces.includes(path) || replaces.includes(topLevel(path));
    if (olds[topLevel(path)] === undefined) return replaced ? "ADD_REPLACE" : "ADD";
    if (news[topLevel(path)] === undefined) return replaced ? "DELETE_REPLACE" : "DELETE";
    return replaced ? "UPDATE_REPLACE" : "UPDATE";
  };
  return {
    changes: result.changes === true,
    replaces,
    deleteBeforeReplace: result.deleteBeforeReplace === true,
    diffs: [...new Set(paths.map(topLevel))],
    // A detailed diff names exactly the changed properties (the engine would otherwise compare every
    // output with every input and show read-only outputs and set-like lists as changes).
    detailedDiff: paths.map((path) => ({ path, kind: kindOf(path), inputDiff: true })),
    hasDetailedDiff: true,
  };
}

export async function create(session: PluginSession, req: ResourceRequest): Promise<CreateAnswer> {
  const resource = resourceOf(session, req);
  const inputs = plainOf(req.properties);
  const { id, outs } = await session.handlerOf(resource).create(inputs.plain);
  return { id, properties: outputsOf(resource, outs, inputs.secretKeys) };
}

/** Read serves refresh (with the last state) and import (no state at all: only the id). */
export async function read(session: PluginSession, req: ResourceRequest): Promise<ReadAnswer> {
  const resource = resourceOf(session, req);
  const state = plainOf(req.properties);
  const oldInputs = plainOf(req.inputs);
  const imported = Object.keys(state.plain).length === 0;
  const result = await session.handlerOf(resource).read(req.id, imported ? undefined : state.plain, req.urn || undefined);
  if (!result.id) return { id: "" }; // gone: the engine drops it from state
  return {
    id: result.id,
    properties: outputsOf(resource, result.props, state.secretKeys),
    ...(result.inputs ? { inputs: wrapSecrets(result.inputs, oldInputs.secretKeys) } : {}),
  };
}

export async function update(session: PluginSession, req: ResourceRequest): Promise<UpdateAnswer> {
  const resource = resourceOf(session, req);
  const olds = plainOf(req.olds);
  const news = plainOf(req.news);
  const result = await session.handlerOf(resource).update(req.id, olds.plain, news.plain);
  return { properties: outputsOf(resource, result.outs, news.secretKeys) };
}

export async function remove(session: PluginSession, req: ResourceRequest): Promise<void> {
  const handler = session.handlerOf(resourceOf(session, req));
  await handler.delete(req.id, plainOf(req.properties).plain);
}
