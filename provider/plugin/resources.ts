import type * as rpc from "@pulumi/pulumi/proto/provider_pb";
import type { AnyResourceDefinition } from "../resources/definition";
import { programRuleFailure } from "../resources/common/program-rules";
import { resourceFor } from "../resources/registry";
import type { PluginSession } from "./session";
import type { ResourceRequest } from "./resource-requests";
import { proto, type StructValue } from "./sdk";
import { toStruct, unwrapSecrets, wrapSecrets, type Props } from "./values";

/**
 * The resource half of the ResourceProvider service: each call unwraps the engine's properties
 * (read from the request's bytes by resource-requests.ts; secrets out, remembered by key), runs
 * the SAME handler the dynamic provider runs (resources/registry.ts), and wraps the answer (the
 * resource's secret outputs, and every key whose input was secret).
 */

/** The type token: the request's own field, else the last type in the URN (`parent$type`). */
function resourceOf(session: PluginSession, req: ResourceRequest): AnyResourceDefinition {
  const token = req.type || (req.urn.split("::")[2] ?? "").split("$").pop() || "";
  return resourceFor(token, session.registry);
}

function plainOf(props: Props | undefined) {
  return unwrapSecrets(props ?? {});
}

function outputsStruct(resource: AnyResourceDefinition, outs: Props, secretInputs: Set<string>): StructValue {
  return toStruct(wrapSecrets(outs, [...resource.secretOutputs, ...secretInputs]));
}

export async function check(session: PluginSession, req: ResourceRequest): Promise<rpc.CheckResponse> {
  const resource = resourceOf(session, req);
  const olds = plainOf(req.olds);
  const news = plainOf(req.news);
  const result = await session.handlerOf(resource).check(olds.plain, news.plain);
  const claimed = programRuleFailure(session.context.claims, resource, req.urn, news.plain);
  const failures = [...(result.failures ?? []), ...(claimed ? [claimed] : [])];
  const resp = new proto.CheckResponse();
  resp.setInputs(toStruct(wrapSecrets(result.inputs, news.secretKeys)));
  resp.setFailuresList(failures.map((f) => new proto.CheckFailure().setProperty(f.property).setReason(f.reason)));
  return resp;
}

/** Top-level property of a dotted path, e.g. `adExperienceSettings` of `adExperienceSettings.templateSettings.buttonType`. */
function topLevel(path: string): string {
  return path.split(".")[0] ?? path;
}

export async function diff(session: PluginSession, req: ResourceRequest): Promise<rpc.DiffResponse> {
  const handler = session.handlerOf(resourceOf(session, req));
  const olds = plainOf(req.olds).plain;
  const news = plainOf(req.news).plain;
  const result = await handler.diff(req.id, olds, news);
  const replaces = result.replaces ?? [];
  const resp = new proto.DiffResponse();
  resp.setChanges(result.changes ? proto.DiffResponse.DiffChanges.DIFF_SOME : proto.DiffResponse.DiffChanges.DIFF_NONE);
  resp.setReplacesList(replaces);
  resp.setDeletebeforereplace(result.deleteBeforeReplace === true);
  const paths = [...new Set([...result.diffs, ...replaces])];
  resp.setDiffsList([...new Set(paths.map(topLevel))]);
  // A detailed diff names exactly the changed properties (the engine would otherwise compare every
  // output with every input and show read-only outputs and set-like lists as changes).
  resp.setHasdetaileddiff(true);
  const Kind = proto.PropertyDiff.Kind;
  for (const path of paths) {
    const replaced = replaces.includes(path) || replaces.includes(topLevel(path));
    const kind = olds[topLevel(path)] === undefined ? (replaced ? Kind.ADD_REPLACE : Kind.ADD)
      : news[topLevel(path)] === undefined ? (replaced ? Kind.DELETE_REPLACE : Kind.DELETE)
      : replaced ? Kind.UPDATE_REPLACE : Kind.UPDATE;
    resp.getDetaileddiffMap().set(path, new proto.PropertyDiff().setKind(kind).setInputdiff(true));
  }
  return resp;
}

export async function create(session: PluginSession, req: ResourceRequest): Promise<rpc.CreateResponse> {
  const resource = resourceOf(session, req);
  const inputs = plainOf(req.properties);
  const { id, outs } = await session.handlerOf(resource).create(inputs.plain);
  return new proto.CreateResponse().setId(id).setProperties(outputsStruct(resource, outs, inputs.secretKeys));
}

/** Read serves refresh (with the last state) and import (no state at all: only the id). */
export async function read(session: PluginSession, req: ResourceRequest): Promise<rpc.ReadResponse> {
  const resource = resourceOf(session, req);
  const state = plainOf(req.properties);
  const oldInputs = plainOf(req.inputs);
  const imported = Object.keys(state.plain).length === 0;
  const result = await session.handlerOf(resource).read(req.id, imported ? undefined : state.plain);
  const resp = new proto.ReadResponse().setId(result.id ?? "");
  if (!result.id) return resp; // gone: the engine drops it from state
  resp.setProperties(outputsStruct(resource, result.props, state.secretKeys));
  if (result.inputs) resp.setInputs(toStruct(wrapSecrets(result.inputs, oldInputs.secretKeys)));
  return resp;
}

export async function update(session: PluginSession, req: ResourceRequest): Promise<rpc.UpdateResponse> {
  const resource = resourceOf(session, req);
  const olds = plainOf(req.olds);
  const news = plainOf(req.news);
  const result = await session.handlerOf(resource).update(req.id, olds.plain, news.plain);
  return new proto.UpdateResponse().setProperties(outputsStruct(resource, result.outs, news.secretKeys));
}

export async function remove(session: PluginSession, req: ResourceRequest): Promise<void> {
  const handler = session.handlerOf(resourceOf(session, req));
  await handler.delete(req.id, plainOf(req.properties).plain);
}
