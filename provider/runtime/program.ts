// The program face: one runtime context for the whole program (`pulumi up/preview` runs it), on
// the program's `adpublisher:*` stack config then the environment. The data sources, the resource
// classes' claims (one MonetizationSettings per app) and the deprecation warnings share it.
import * as pulumi from "@pulumi/pulumi";
import type { ConfigSource } from "../config";
import { createRuntimeContext, type RuntimeContext } from "./context";

/** resolveSettings asks for "adpublisher:<key>"; pulumi.Config is already scoped to the namespace. */
function stackConfig(): ConfigSource {
  const config = new pulumi.Config("adpublisher");
  return { get: (key) => config.get(key.replace(/^adpublisher:/, "")) };
}

/** The program's context: this module holds it because the program process is the face. */
let program: RuntimeContext | undefined;

export function programContext(): RuntimeContext {
  return (program ??= createRuntimeContext(pulumi.runtime.hasEngine() ? { source: stackConfig() } : {}));
}
