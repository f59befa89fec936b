// First: in the dynamic-provider host, what follows compiles through Node's compile cache.
import "../../dynamic-shim/host-compile-cache";
import { hostSideProvider } from "../../dynamic-shim/host-side";

// The whole module.exports is the provider object, so state stores only a require of this file, by
// the package's export `pulumi-adpublisher/dynamic/<file>` (package.json, program-side.ts). Stacks
// written by 0.1.0 hold its path under dist/ instead: keep both the file and the path. Its methods
// are the bundled provider side's (host-side.ts), loaded at the host's first call.
export = hostSideProvider("monetization-settings");
