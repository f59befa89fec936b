import { blockListHandler } from "../block-list-handler";
import { providerObject } from "../host";

// The whole module.exports is the provider object, so state stores only a require of this file.
export = providerObject(blockListHandler);
