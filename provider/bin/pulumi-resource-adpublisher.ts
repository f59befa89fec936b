#!/usr/bin/env node
// Bin `pulumi-resource-adpublisher`: the Node version is checked before the plugin is loaded; the
// engine shows this process's stderr, so the one line reaches the person running `pulumi`.
import { exitUnlessSupportedNode } from "../node-version";

exitUnlessSupportedNode("pulumi-resource-adpublisher");
// Required after the check: an old Node must reach the check's one line, not fail on node:module.
(require("../compile-cache") as typeof import("../compile-cache")).cacheCompiledModules();
require("../plugin/main");
