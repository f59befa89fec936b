import { adLocationHandler } from "../ad-location-handler";
import { providerObject } from "../host";

// The whole module.exports is the provider object, so state stores only a require of this file.
export = providerObject(adLocationHandler);
