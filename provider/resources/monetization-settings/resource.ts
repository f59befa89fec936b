// The MonetizationSettings dynamic resource class a TypeScript program declares.
import * as pulumi from "@pulumi/pulumi";
import { AdBlockingSettingsInputSchema, AdExperienceSettingsInputSchema, AdTargetingSettingsInputSchema } from "../../models/monetization";
import { type ArgsOf, type OutputsOf, unsetOutputs } from "../common/program-types";
import { dynamicRegistration } from "../../dynamic-shim/program-side";
import { programContext } from "../../runtime/program";
import { claimProgramRules } from "../common/program-rules";
import { monetizationSettingsDefinition } from "./definition";
import { SettingsInputs, SettingsOutputs } from "./schema";

/** `ad_blocking_settings` of the monetization settings, in camelCase. */
export type AdBlockingSettingsArgs = ArgsOf<typeof AdBlockingSettingsInputSchema>;
/** `ad_experience_settings` without the read-only interstitialAllowSkip. */
export type AdExperienceSettingsArgs = ArgsOf<typeof AdExperienceSettingsInputSchema>;
/** `ad_targeting_settings` of the monetization settings. */
export type AdTargetingSettingsArgs = ArgsOf<typeof AdTargetingSettingsInputSchema>;

/**
 * Only the fields set here are managed: a field left out is never compared nor sent, so the
 * dashboard (or another stack) may own it. An explicit null is a value (default list, no bound).
 * Changing `appId` replaces the resource (the old app's settings are put back). Reference:
 * docs/reference/resources/monetization-settings.md.
 */
export type MonetizationSettingsArgs = ArgsOf<typeof SettingsInputs>;

const OUTPUTS = unsetOutputs(SettingsOutputs);

/** The live groups, every field (not only the managed ones), and `originalSettings`: the managed fields' values before, which delete puts back. */
export interface MonetizationSettings extends OutputsOf<typeof SettingsOutputs> {}

/**
 * The monetization settings of one app (one record per app; one resource per app in a program). Creating it takes over the app's
 * existing settings: the values of the managed fields are remembered in `originalSettings` and
 * put back when the resource is deleted. Its id is the app id.
 * A dynamic resource, registered by program-side.ts (which says why not as `pulumi.dynamic.Resource`).
 */
export class MonetizationSettings extends pulumi.CustomResource {
  constructor(name: string, args: MonetizationSettingsArgs, opts?: pulumi.CustomResourceOptions) {
    // One per app: a second declaration is refused before any write.
    const checked = claimProgramRules(monetizationSettingsDefinition, name, { ...args }, programContext().claims);
    const { type, props } = dynamicRegistration(monetizationSettingsDefinition, { ...OUTPUTS, ...checked });
    super(type, name, props, opts);
  }
}
