import { monetizationSettingsHandler } from "../monetization-settings-handler";
import { providerObject } from "../host";

// The whole module.exports is the provider object, so state stores only a require of this file.
export = providerObject(monetizationSettingsHandler);
