// The dynamic face's provider object for one resource definition: the engine's calls handed to
// the definition's handler, bound to the process's runtime context.
import type * as pulumi from "@pulumi/pulumi";
import { createHash } from "node:crypto";
import { SETTING_KEYS, type ConfigSource } from "../config";
import type { AnyResourceDefinition } from "../resources/definition";
import { engineHandler } from "../resources/engine-handler";
import { createRuntimeContext, type RuntimeContext } from "../runtime/runtime-context";
import { asJson } from "../runtime/json-values";
import { type ConfiguredDynamicProvider, processScope } from "../runtime/process-scope";

/**
 * Builds the provider object of one definition (provider-side.ts makes them all, for the bundle the
 * host loads); a module under resources/providers/ exports one that passes the engine's calls to it
 * (dynamic-shim/host-side.ts) as its whole `module.exports`.
 *
 * Why whole-module exports: every resource's state holds its provider (`__provider`), and ours is
 * only a require of the module by the package's export (`require("pulumi-adpublisher/dynamic/<kind>")`,
 * package.json's `exports`; dynamic-shim/program-side.ts writes it). So state holds a few dozen bytes, nothing is
 * captured (no credential can reach state through a closure), and refresh and
 * destroy of an old stack load the package installed now, not code frozen in state.
 */
export function providerObject(definition: AnyResourceDefinition): pulumi.dynamic.ResourceProvider {
  // The methods bound to the process's runtime context by configure, kept in the process scope.
  const { dynamicProviders } = processScope();
  const bound = (): ConfiguredDynamicProvider => {
    let provider = dynamicProviders.get(definition);
    if (!provider) dynamicProviders.set(definition, (provider = configured(definition, dynamicContext(undefined))));
    return provider;
  };
  return {
    // Stack config (secrets decrypted) reaches the provider only here, never through a closure.
    async configure(req) {
      dynamicProviders.set(definition, configured(definition, dynamicContext(req.config)));
    },
    check: (olds, news) => bound().check(olds, news),
    diff: (id, olds, news) => bound().diff(id, olds, news),
    create: (inputs) => bound().create(inputs),
    read: (id, props) => bound().read(id, props),
    update: (id, olds, news) => bound().update(id, olds, news),
    delete: (id, props) => bound().delete(id, props),
  };
}

/** The definition's handler on `context`, as the dynamic-provider host calls it. */
function configured(definition: AnyResourceDefinition, context: RuntimeContext): ConfiguredDynamicProvider {
  const handler = engineHandler(definition, context);
  return {
    check: (olds, news) => handler.check(olds, news),
    diff: async (id, olds, news) => {
      const { diffs: _detailed, ...result } = await handler.diff(id, olds, news);
      return result;
    },
    // The engine's Struct conversion refuses `undefined`: answers go through asJson.
    create: async (inputs) => asJson(await handler.create(inputs)),
    read: async (id, props) => asJson(await handler.read(id, props)),
    update: async (id, olds, news) => asJson(await handler.update(id, olds, news)),
    delete: (id, props) => handler.delete(id, props),
  };
}

/**
 * The dynamic face's runtime context: the process scope keeps it (one host process serves every
 * dynamic resource of a run and configures each provider module with the same stack config).
 */
function dynamicContext(source: ConfigSource | undefined): RuntimeContext {
  const values = SETTING_KEYS.map((key) => {
    try {
      return source?.get(`adpublisher:${key}`) ?? null;
    } catch {
      return null;
    }
  });
  const key = createHash("sha256").update(JSON.stringify(values)).digest("hex");
  const scope = processScope();
  if (scope.dynamic?.key !== key) scope.dynamic = { key, context: createRuntimeContext({ source, shared: scope }) };
  return scope.dynamic.context;
}
