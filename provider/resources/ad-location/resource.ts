import * as pulumi from "@pulumi/pulumi";
import type { AdType, CountryTarget } from "../../models/ad-location";
import { claimUniqueTogether } from "../common/unique-together";
import adLocationProvider from "../providers/ad-location";
import { programContext } from "../../runtime/program";
import { UNIQUE_NAME_AND_AD_TYPE_PER_APP } from "./schema";


/** Inputs of an AdLocation: the fields of `POST /apps/{app_id}/ad-locations` (seed 000) in camelCase. */
export interface AdLocationArgs {
  /** The app that holds the location; a change replaces the location. */
  appId: pulumi.Input<string>;
  /** 1-80 characters: letters, digits, whitespace and - _ $ & , + / \ ; unique per (name, adType) in the app. */
  name: pulumi.Input<string>;
  /** interstitial, rewarded or banner; a change replaces the location. */
  adType: pulumi.Input<AdType>;
  /** bidding or fixed_cpm (the types the API can create); a change replaces the location. */
  type: pulumi.Input<"bidding" | "fixed_cpm">;
  /** fixed_cpm only: 1-250 entries, one per ISO alpha-2 country or "default", price 0.01-500 USD CPM. */
  countryTargeting?: pulumi.Input<pulumi.Input<{ country: pulumi.Input<string>; price: pulumi.Input<number> }>[]>;
  /** Take over the existing location with this uuid instead of creating one. */
  adoptId?: pulumi.Input<string>;
  /** Take over the existing location with the same (name, adType) if there is one. */
  adoptExisting?: pulumi.Input<boolean>;
}

/**
 * An ad location of an app; its id is `<appId>/<uuid>`. Creating a fixed_cpm location with the
 * (name, adType) of an auto_cpm one takes that location over, as the API does.
 */
export class AdLocation extends pulumi.dynamic.Resource {
  declare public readonly appId: pulumi.Output<string>;
  declare public readonly uuid: pulumi.Output<string>;
  declare public readonly name: pulumi.Output<string>;
  declare public readonly adType: pulumi.Output<AdType>;
  declare public readonly type: pulumi.Output<string>;
  declare public readonly countryTargeting: pulumi.Output<CountryTarget[] | undefined>;

  constructor(name: string, args: AdLocationArgs, opts?: pulumi.CustomResourceOptions) {
    // Two locations of one app with one (name, adType) are refused before either is registered (issue 17, finding 2).
    const checked = claimUniqueTogether("AdLocation", UNIQUE_NAME_AND_AD_TYPE_PER_APP, name, { ...args }, programContext().claims);
    super(adLocationProvider, name, { uuid: undefined, countryTargeting: undefined, adoptId: undefined, adoptExisting: undefined, ...checked },
      opts, "adpublisher", "AdLocation");
  }
}
