#!/usr/bin/env node
// Bin `adpublisher`: the Node version is checked before the command line (and undici) is loaded.
import { exitUnlessSupportedNode } from "../node-version";

exitUnlessSupportedNode("adpublisher");
(require("../cli/main") as typeof import("../cli/main")).runFromProcess();
