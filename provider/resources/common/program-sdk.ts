// The Pulumi SDK as the program-side rules load it: only when a program calls them.
import type * as pulumi from "@pulumi/pulumi";

/**
 * The SDK's Output helpers for the rules a program's resource classes claim as they are declared
 * (program-rules.ts). Loaded when a program calls them, where the SDK is loaded already: the plugin
 * reads the same rule modules, and the SDK's root would cost it its automation API and TypeScript
 * at every start (the lazy-load test fails if it comes back).
 */
export function programSdk(): typeof pulumi {
  return require("@pulumi/pulumi") as typeof pulumi;
}
