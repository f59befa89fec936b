// Everything one process keeps beyond a single runtime context. The plugin and the command line
// make their scope where they start; the dynamic-provider host and a Pulumi program are started
// by Pulumi's own loaders, which hand us no entry point, so they use the process's scope, made at
// first use. This module's one binding is that scope: nothing else in provider/ is mutable at
// module level (test/unit/import-graph.test.ts checks it).
import type * as pulumi from "@pulumi/pulumi";
import { createSharedServices, type RuntimeContext, type SharedServices } from "./runtime-context";

/**
 * The services every runtime context of the process shares (mediation limiters: the service counts
 * requests per account whichever client sends them; the engine's log: a provider process serves
 * one engine), and the contexts the faces Pulumi loads keep for the process.
 */
/** A dynamic provider module's methods once its `configure` has run (the engine calls it first). */
export type ConfiguredDynamicProvider = Omit<Required<pulumi.dynamic.ResourceProvider>, "configure">;

export interface ProcessScope extends SharedServices {
  /**
   * The dynamic face's context: the host process configures each provider module (one per resource
   * type) with the same stack config, so they share one context (one client, one token, one set of
   * claims); another config makes another. Keyed by a SHA-256 of the config's values, so no secret
   * lingers as a plain string key.
   */
  dynamic?: { readonly key: string; readonly context: RuntimeContext };
  /**
   * Each dynamic provider module's methods, bound to the context its `configure` gave it (the host
   * calls configure before any other method; a module used without it reads the environment alone),
   * keyed by the module's definition.
   */
  readonly dynamicProviders: Map<object, ConfiguredDynamicProvider>;
  /** The program face's context: one for the whole program (`pulumi up/preview` runs it). */
  program?: RuntimeContext;
}

export function createProcessScope(args: readonly string[] = process.argv.slice(2)): ProcessScope {
  return { ...createSharedServices(args), dynamicProviders: new Map() };
}

let current: ProcessScope | undefined;

/** This process's scope, for the faces Pulumi loads (dynamic-provider host, program). */
export function processScope(): ProcessScope {
  return (current ??= createProcessScope());
}
