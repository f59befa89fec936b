// The App dynamic resource class a TypeScript program declares.
import * as pulumi from "@pulumi/pulumi";
import { type ArgsOf, type OutputsOf, unsetOutputs } from "../common/program-types";
import { APP_SECRET_OUTPUTS, AppInputs, AppOutputs } from "./schema";
import { dynamicRegistration } from "../../dynamic-shim/program-side";
import { appDefinition } from "./definition";

/** Inputs of an App: the fields of `POST /v5/apps` in camelCase, and `adoptId` (docs/reference/resources/app.md). */
export type AppArgs = ArgsOf<typeof AppInputs>;

const OUTPUTS = unsetOutputs(AppOutputs);

/**
 * The app's properties as the API returns them; `signature` is a secret output. The handler stores
 * the representation of `GET /v5/apps/{app_id}` (every field), so these are always there.
 */
type AlwaysRead = "signature" | "isCoppaDisclosureRead" | "isSdkActive" | "publishingApplication" | "metadata";
export interface App extends OutputsOf<typeof AppOutputs, AlwaysRead> {}

/**
 * An app of the publisher account. Deleting it is the API's soft delete. Replacing it (a change of
 * `platform` or `name`) creates a new app with a new id: protect production apps with
 * `{ protect: true }`.
 * A dynamic resource, registered by program-side.ts (which says why not as `pulumi.dynamic.Resource`).
 */
export class App extends pulumi.CustomResource {
  constructor(name: string, args: AppArgs, opts?: pulumi.CustomResourceOptions) {
    const { type, props } = dynamicRegistration(appDefinition, { ...OUTPUTS, ...args });
    super(type, name, props, pulumi.mergeOptions(opts, { additionalSecretOutputs: [...APP_SECRET_OUTPUTS] }));
  }
}
