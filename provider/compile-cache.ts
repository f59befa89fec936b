// Node's on-disk compile cache (node:module) for the processes that start to run our provider: the
// dynamic-provider host, the provider plugin and the command line. Compiling our modules, zod (its
// root loads every locale) and undici is most of what our package adds to a process's start; with
// the cache, a later process reads V8's code for the same files instead of compiling them again.
// Not in a Pulumi program: switching a process-wide disk cache on is the program's owner's choice
// (NODE_COMPILE_CACHE does it for every process of a run). It imports nothing of ours, so every
// layer may write the cache when it loads something late (the client, at undici's first load).
import * as nodeModule from "node:module";

/**
 * Compiles the modules loaded from here on through the cache: NODE_COMPILE_CACHE's folder, or
 * node-compile-cache under the system's temporary folder (Node's default). Node refuses quietly
 * when it cannot (NODE_DISABLE_COMPILE_CACHE, a folder it cannot write), and a miss only compiles.
 */
export function cacheCompiledModules(): void {
  // Node before 22.8 has no compile cache; such a process meets the package's clear refusal of
  // its Node (node-version.ts) when it needs undici, not a TypeError here.
  if (typeof nodeModule.enableCompileCache !== "function") return;
  const { status } = nodeModule.enableCompileCache();
  // What the caller loads next, synchronously, is written once it is loaded.
  if (status === nodeModule.constants.compileCacheStatus.ENABLED) setImmediate(flushCompiledModules).unref();
}

/**
 * Writes what the cache holds that is not on disk yet. Node writes it only at a clean exit, and the
 * engine ends its provider processes with a signal, so a module loaded on some paths only (the
 * plugin's serving half, undici) is written when it is loaded.
 */
export function flushCompiledModules(): void {
  if (typeof nodeModule.flushCompileCache === "function" && nodeModule.getCompileCacheDir() !== undefined) nodeModule.flushCompileCache();
}
