// Imported first by each module under resources/providers/: in the dynamic-provider host (a process
// the engine starts for dynamic providers only), our modules compile through Node's compile cache
// (compile-cache.ts). A program loads the same modules for the provider objects; there the
// cache stays the program owner's choice.
import { cacheCompiledModules } from "../compile-cache";

const DYNAMIC_PROVIDER_HOST = /[\\/]@pulumi[\\/]pulumi[\\/]cmd[\\/]dynamic-provider[\\/]index\.js$/;

if (DYNAMIC_PROVIDER_HOST.test(require.main?.filename ?? "")) cacheCompiledModules();
