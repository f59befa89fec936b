#!/usr/bin/env node
// Bin `pulumi-resource-adpublisher`: the Node version is checked before the plugin is loaded; the
// engine shows this process's stderr, so the one line reaches the person running `pulumi`.
import { exitUnlessSupportedNode } from "../node-version";

exitUnlessSupportedNode("pulumi-resource-adpublisher");
require("../plugin/main");
