// First: in the dynamic-provider host, what follows compiles through Node's compile cache.
import "../../dynamic/host-compile-cache";
import { appDefinition } from "../app/definition";
import { providerObject } from "../../dynamic/host";

// The whole module.exports is the provider object, so state stores only a require of this file
// (existing stacks hold this path: keep it).
export = providerObject(appDefinition);
