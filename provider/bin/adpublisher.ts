#!/usr/bin/env node
// Bin `adpublisher`: the Node version is checked before the command line (and undici) is loaded.
import { exitUnlessSupportedNode } from "../node-version";

exitUnlessSupportedNode("adpublisher");
// Required after the check: an old Node must reach the check's one line, not fail on node:module.
(require("../compile-cache") as typeof import("../compile-cache")).cacheCompiledModules();
(require("../cli/main") as typeof import("../cli/main")).runFromProcess();
