// The AdLocation dynamic resource class a TypeScript program declares.
import * as pulumi from "@pulumi/pulumi";
import { claimProgramRules } from "../common/program-rules";
import { type ArgsOf, type OutputsOf, unsetOutputs } from "../common/program-types";
import { dynamicRegistration } from "../../dynamic-shim/program-side";
import { programContext } from "../../runtime/program";
import { adLocationDefinition } from "./definition";
import { AdLocationInputs, AdLocationOutputs } from "./schema";

/** Inputs of an AdLocation: the fields of `POST /v5/apps/{app_id}/ad-locations` in camelCase, `appId` and adoption (docs/reference/resources/ad-location.md). */
export type AdLocationArgs = ArgsOf<typeof AdLocationInputs>;

const OUTPUTS = unsetOutputs(AdLocationOutputs);

/** The location as the API lists it, with its app and the prices the program set. */
export interface AdLocation extends OutputsOf<typeof AdLocationOutputs> {}

/**
 * An ad location of an app; its id is `<appId>/<uuid>`. Creating a fixed_cpm location with the
 * (name, adType) of an auto_cpm one takes that location over, as the API does.
 * A dynamic resource, registered by program-side.ts (which says why not as `pulumi.dynamic.Resource`).
 */
export class AdLocation extends pulumi.CustomResource {
  constructor(name: string, args: AdLocationArgs, opts?: pulumi.CustomResourceOptions) {
    // Two locations of one app with one (name, adType) are refused before either is registered.
    const checked = claimProgramRules(adLocationDefinition, name, { ...args }, programContext().claims);
    const { type, props } = dynamicRegistration(adLocationDefinition, { ...OUTPUTS, ...checked });
    super(type, name, props, opts);
  }
}
