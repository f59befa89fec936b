// The plugin's Configure: the engine's provider inputs become the settings source of the session's
// runtime context.
import type * as rpc from "@pulumi/pulumi/proto/provider_pb";
import type { ConfigSource } from "../config";
import { createRuntimeContext } from "../runtime/runtime-context";
import type { PluginSession } from "./session";
import { proto } from "./sdk";
import { fromStruct, unwrapSecrets } from "./values";

/**
 * Provider configuration. The engine sends the provider's inputs (the stack's `adpublisher:*` keys
 * for the default provider, or an explicit provider's arguments) as `args`, secrets decrypted and
 * wrapped, and as the older `variables` map keyed `adpublisher:config:<key>`. Both become the
 * `adpublisher:<key>` source of the session's runtime context, read before the ADPUBLISHER_* environment.
 */
export function configSourceOf(req: rpc.ConfigureRequest): ConfigSource {
  const values = new Map<string, string>();
  for (const [key, value] of req.getVariablesMap().entries()) values.set(key.replace(/^adpublisher:config:/, "adpublisher:"), value);
  for (const [key, value] of Object.entries(unwrapSecrets(fromStruct(req.getArgs())).plain)) {
    if (typeof value === "string") values.set(`adpublisher:${key}`, value);
  }
  return { get: (key) => values.get(key) };
}

export async function configure(session: PluginSession, req: rpc.ConfigureRequest): Promise<rpc.ConfigureResponse> {
  session.configure(createRuntimeContext({ source: configSourceOf(req), shared: session.shared }));
  // No preview of creates and updates (the engine plans them from Diff alone); secrets in both
  // directions; no resource references or output values (the handlers take plain values).
  return new proto.ConfigureResponse().setAcceptsecrets(true).setSupportspreview(false).setAcceptresources(false).setAcceptoutputs(false);
}

/** Any configuration is valid here: a missing or wrong setting is named by the first call that needs it. */
export async function checkConfig(req: rpc.CheckRequest): Promise<rpc.CheckResponse> {
  return new proto.CheckResponse().setInputs(req.getNews());
}

/** A change of configuration never replaces resources: the same account is reached another way. */
export async function diffConfig(req: rpc.DiffRequest): Promise<rpc.DiffResponse> {
  const olds = fromStruct(req.getOlds());
  const news = fromStruct(req.getNews());
  const changed = [...new Set([...Object.keys(olds), ...Object.keys(news)])].filter((k) => JSON.stringify(olds[k]) !== JSON.stringify(news[k]));
  const { DIFF_SOME, DIFF_NONE } = proto.DiffResponse.DiffChanges;
  return new proto.DiffResponse().setChanges(changed.length > 0 ? DIFF_SOME : DIFF_NONE).setDiffsList(changed);
}
