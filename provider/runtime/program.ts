// The program face: one runtime context for the whole program (`pulumi up/preview` runs it), on
// the program's `adpublisher:*` stack config then the environment. The data sources, the resource
// classes' claims (one MonetizationSettings per app) and the deprecation warnings share it.
import * as pulumi from "@pulumi/pulumi";
import type { ConfigSource } from "../config";
import { createRuntimeContext, type RuntimeContext } from "./runtime-context";
import { processScope } from "./process-scope";

/** resolveSettings asks for "adpublisher:<key>"; pulumi.Config is already scoped to the namespace. */
function stackConfig(): ConfigSource {
  const config = new pulumi.Config("adpublisher");
  return { get: (key) => config.get(key.replace(/^adpublisher:/, "")) };
}

/** The program's context, kept by the process scope: the program process is the face. */
export function programContext(): RuntimeContext {
  const scope = processScope();
  return (scope.program ??= createRuntimeContext({ ...(pulumi.runtime.hasEngine() && { source: stackConfig() }), shared: scope }));
}
