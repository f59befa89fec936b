#!/usr/bin/env node
// Bin `adpublisher-emulator`: the Node version is checked before the emulator is loaded. The
// emulator itself imports nothing from provider/; this entry only starts it.
import { exitUnlessSupportedNode } from "../node-version";

exitUnlessSupportedNode("adpublisher-emulator");
require("../../emulator/main");
