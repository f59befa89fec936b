import * as pulumi from "@pulumi/pulumi";
import type { AppMetadata, Orientation, Platform, PublishingApplication } from "../../models/app";
import { APP_SECRET_OUTPUTS } from "./schema";
import appProvider from "../providers/app";

/** Inputs of an App: the fields of `POST /apps` (seed 000) in camelCase. */
export interface AppArgs {
  nickname: pulumi.Input<string>;
  /** App name in the store; fixed at creation (changing it replaces the app). */
  name?: pulumi.Input<string>;
  orientations: pulumi.Input<pulumi.Input<Orientation>[]>;
  /** Required when both orientations are listed. */
  defaultOrientation?: pulumi.Input<Orientation>;
  /** Cannot go from true back to false. */
  isLive: pulumi.Input<boolean>;
  /** storeAppId, storeAppUrl and storeBundleId are required while isLive is true. */
  storeAppId?: pulumi.Input<string>;
  storeAppUrl?: pulumi.Input<string>;
  storeBundleId?: pulumi.Input<string>;
  isTestModeOn: pulumi.Input<boolean>;
  /** Minutes; absent means test mode stays on indefinitely. */
  testModeDuration?: pulumi.Input<number>;
  isDirectedAtKidsUnder13: pulumi.Input<"YES" | "NO">;
  /** Fixed at creation (changing it replaces the app, which makes a new app id). */
  platform: pulumi.Input<Platform>;
  /** Take over this existing app instead of creating one (Pulumi's import does not work for dynamic resources). */
  adoptId?: pulumi.Input<string>;
}

/**
 * An app of the publisher account. Deleting it is the API's soft delete. Replacing it (a change of
 * `platform` or `name`) creates a new app with a new id: protect production apps with
 * `{ protect: true }`.
 */
export class App extends pulumi.dynamic.Resource {
  declare public readonly nickname: pulumi.Output<string>;
  declare public readonly name: pulumi.Output<string | null>;
  declare public readonly icon: pulumi.Output<string | null>;
  declare public readonly platform: pulumi.Output<Platform>;
  declare public readonly orientations: pulumi.Output<Orientation[]>;
  declare public readonly defaultOrientation: pulumi.Output<Orientation | null>;
  declare public readonly isLive: pulumi.Output<boolean>;
  declare public readonly storeAppId: pulumi.Output<string | null>;
  declare public readonly storeAppUrl: pulumi.Output<string | null>;
  declare public readonly storeBundleId: pulumi.Output<string | null>;
  /** The app's signature id: it signs S2S purchase events, so it is a secret output (`[secret]`, encrypted in state). */
  declare public readonly signature: pulumi.Output<string>;
  declare public readonly isCoppaDisclosureRead: pulumi.Output<boolean>;
  declare public readonly isSdkActive: pulumi.Output<boolean>;
  declare public readonly isTestModeOn: pulumi.Output<boolean>;
  declare public readonly testModeDuration: pulumi.Output<number | null>;
  declare public readonly isDirectedAtKidsUnder13: pulumi.Output<"YES" | "NO">;
  declare public readonly publishingApplication: pulumi.Output<PublishingApplication>;
  declare public readonly appAdsTxtStatus: pulumi.Output<string | null>;
  declare public readonly metadata: pulumi.Output<AppMetadata>;
  declare public readonly adoptId: pulumi.Output<string | undefined>;

  constructor(name: string, args: AppArgs, opts?: pulumi.CustomResourceOptions) {
    const outputs = {
      icon: undefined, signature: undefined, isCoppaDisclosureRead: undefined, isSdkActive: undefined,
      publishingApplication: undefined, appAdsTxtStatus: undefined, metadata: undefined,
    };
    super(appProvider, name, { name: undefined, defaultOrientation: undefined, storeAppId: undefined, storeAppUrl: undefined,
      storeBundleId: undefined, testModeDuration: undefined, adoptId: undefined, ...outputs, ...args },
      pulumi.mergeOptions(opts, { additionalSecretOutputs: [...APP_SECRET_OUTPUTS] }), "adpublisher", "App");
  }
}
