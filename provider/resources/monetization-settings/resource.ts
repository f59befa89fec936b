import * as pulumi from "@pulumi/pulumi";
import type {
  BUTTON_TYPES,
  MAX_DURATION_SECONDS,
  MonetizationSettings as LiveSettings,
  MonetizationSettingsUpdateInput,
  SHOW_BUTTON_TIMER_SECONDS,
} from "../../models/monetization";
import settingsProvider from "../providers/monetization-settings";
import { programContext } from "../../runtime/program";
import { claimSettingsApp } from "./claims";

type MaxDuration = (typeof MAX_DURATION_SECONDS)[number];

/** `ad_blocking_settings` (000) in camelCase. */
export interface AdBlockingSettingsArgs {
  monetizationAgefilterCheck?: pulumi.Input<boolean>;
  /** A set: order and repeats do not matter. */
  blockedAdvertiserStoreIds?: pulumi.Input<pulumi.Input<string>[]>;
  /** A BlockList id; null selects the service's default category list. */
  blockedIabCategoriesV1List?: pulumi.Input<string | null>;
}

/** `ad_experience_settings` (000) without the read-only interstitialAllowSkip. */
export interface AdExperienceSettingsArgs {
  templateSettings?: pulumi.Input<{
    buttonType?: pulumi.Input<(typeof BUTTON_TYPES)[number]>;
    /** Seconds until the close button shows. */
    showButtonTimer?: pulumi.Input<(typeof SHOW_BUTTON_TIMER_SECONDS)[number]>;
    defaultMuted?: pulumi.Input<boolean>;
  }>;
  videoDurationSettings?: pulumi.Input<{
    interstitialMaxDuration?: pulumi.Input<MaxDuration>;
    rewardedMaxDuration?: pulumi.Input<MaxDuration>;
  }>;
}

/** `ad_targeting_settings` (000). */
export interface AdTargetingSettingsArgs {
  targetDeviceTypes?: pulumi.Input<{
    /** Only models (names with a digit) or only series (names without one); a set. */
    deviceTypes?: pulumi.Input<pulumi.Input<string>[]>;
    /** true: the listed types are included; false: excluded. */
    isIncluded?: pulumi.Input<boolean>;
  }>;
  /** null: every OS version. A null min or max: no such bound. */
  targetOsVersion?: pulumi.Input<{ min?: pulumi.Input<string | null>; max?: pulumi.Input<string | null> } | null>;
}

/**
 * Only the fields set here are managed: a field left out is never compared nor sent, so the
 * dashboard (or another stack) may own it. An explicit null is a value (default list, no bound).
 */
export interface MonetizationSettingsArgs {
  /** Changing it replaces the resource (the old app's settings are put back). */
  appId: pulumi.Input<string>;
  adBlockingSettings?: pulumi.Input<AdBlockingSettingsArgs>;
  adExperienceSettings?: pulumi.Input<AdExperienceSettingsArgs>;
  adTargetingSettings?: pulumi.Input<AdTargetingSettingsArgs>;
}

/**
 * The monetization settings of one app (one record per app; one resource per app in a program). Creating it takes over the app's
 * existing settings: the values of the managed fields are remembered in `originalSettings` and
 * put back when the resource is deleted. Its id is the app id.
 */
export class MonetizationSettings extends pulumi.dynamic.Resource {
  declare public readonly appId: pulumi.Output<string>;
  /** The live groups, every field (not only the managed ones). */
  declare public readonly adBlockingSettings: pulumi.Output<LiveSettings["adBlockingSettings"]>;
  declare public readonly adExperienceSettings: pulumi.Output<LiveSettings["adExperienceSettings"]>;
  declare public readonly adTargetingSettings: pulumi.Output<LiveSettings["adTargetingSettings"]>;
  /** The managed fields' values before this resource managed them; delete puts them back. */
  declare public readonly originalSettings: pulumi.Output<MonetizationSettingsUpdateInput>;

  constructor(name: string, args: MonetizationSettingsArgs, opts?: pulumi.CustomResourceOptions) {
    const outputs = { adBlockingSettings: undefined, adExperienceSettings: undefined, adTargetingSettings: undefined, originalSettings: undefined };
    const appId = claimSettingsApp(programContext().claims, name, args.appId); // one per app: refused before any write
    super(settingsProvider, name, { ...outputs, ...args, appId }, opts, "adpublisher", "MonetizationSettings");
  }
}
