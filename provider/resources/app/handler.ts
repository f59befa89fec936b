// The App resource's handler: check, diff, create (with adoption), read, update and delete over
// the management API's app endpoints.
import type * as pulumi from "@pulumi/pulumi";
import { AppCreateInputSchema, isLiveTransitionIssues, ORIENTATION_FIELDS, STORE_FIELDS, type App, type AppCreateInput, type AppUpdateInput } from "../../models/app";
import type { AdPublisherClient } from "../../client";
import { APP_CREATED_THIS_RUN } from "../../runtime/run-claims";
import type { RuntimeContext } from "../../runtime/runtime-context";
import { apiFieldsSchema, checkWith, failure } from "../common/check";
import { deleteIfPresent, unlessGone } from "../common/client";
import { asSet, changedFields, pick } from "../common/diff";
import { step } from "../common/errors";
import { GONE, type ResourceHandler } from "../handler";
import { managedFields, updatableFields, wholeObjectState, withoutAdoption } from "../common/fields";
import type { ResourceDefinition } from "../definition";
import { appLiveToInputs, type AppInputs, type AppOutputs, type AppChecked, type AppState } from "./schema";

/** The App definition a face serves: the package's, or a copy with other fields. */
type AppDefinition = ResourceDefinition<App, typeof AppInputs, typeof AppOutputs>;

/** The field lists a handler works with, read off the definition it serves. */
interface AppFields {
  readonly inputs: readonly (keyof AppChecked & string)[];
  readonly updatable: readonly (keyof AppChecked & string)[];
  readonly createOnly: readonly string[];
}

const NORMALIZERS = { orientations: asSet };

/** What the app's POST body carries: the program's fields without adoption. */
function desiredApp<T extends object>(inputs: T): Omit<T, "adoptId" | "adoptExisting"> {
  return withoutAdoption(inputs);
}

function fieldsOfDefinition(self: AppDefinition): AppFields {
  return { inputs: managedFields(self.inputs), updatable: updatableFields(self.inputs, self.replaceOnChanges), createOnly: self.replaceOnChanges };
}

/**
 * A PATCH carries the fields the model's rules judge together, since the API checks the body alone:
 * the store fields with isLive, the orientation fields together.
 */
function patchFor(updatable: AppFields["updatable"], changed: readonly string[], desired: AppCreateInput): AppUpdateInput {
  const fields = new Set(changed);
  if (fields.has("isLive") && desired.isLive === true) STORE_FIELDS.forEach((f) => fields.add(f));
  if (ORIENTATION_FIELDS.some((f) => fields.has(f))) ORIENTATION_FIELDS.forEach((f) => fields.add(f));
  return pick(desired, updatable.filter((f) => fields.has(f)) as (keyof AppCreateInput)[]);
}

async function adopt(client: AdPublisherClient, fields: AppFields, appId: string, desired: AppCreateInput): Promise<App> {
  const apps = client.management.apps;
  const existing = await unlessGone(() => apps.get(appId));
  if (!existing) throw new Error(`adoptId: there is no app "${appId}" to adopt (it does not exist or was deleted)`);
  const fixed = changedFields(existing, desired, fields.createOnly);
  if (fixed.length > 0) {
    throw new Error(`adoptId: app "${appId}" has a different ${fixed.join(" and ")}, which cannot change after creation; adopt it with the same value or create a new app`);
  }
  const patch = patchFor(fields.updatable, changedFields(existing, desired, fields.updatable, NORMALIZERS), desired);
  const issues = isLiveTransitionIssues(existing.isLive, patch);
  if (issues.length > 0) throw new Error(`adoptId: app "${appId}" is live: ${issues.join("; ")}`);
  if (Object.keys(patch).length > 0) await apps.update(appId, patch);
  return apps.get(appId);
}

export function appHandler(context: RuntimeContext, self: AppDefinition): ResourceHandler<AppChecked, AppState> {
  const apps = () => context.client.management.apps;
  const fields = fieldsOfDefinition(self);
  const checked = apiFieldsSchema(self, AppCreateInputSchema);
  return {
    async check(olds, news) {
      const extra: pulumi.dynamic.CheckFailure[] = [];
      if (olds.isLive === true && news.isLive === false) {
        extra.push(failure("isLive", "cannot change from true to false: a live app stays live (the API refuses the change)"));
      }
      return checkWith(checked, news, { extraIssues: extra, resourceInputs: self.resourceInputs });
    },

    async diff(_id, olds, news) {
      const desired = desiredApp(news);
      const replaces = changedFields(olds, desired, fields.createOnly);
      const changes = changedFields(olds, desired, fields.inputs, NORMALIZERS);
      return { changes: changes.length > 0, replaces, diffs: changes };
    },

    async create(inputs) {
      const desired = desiredApp(inputs);
      const { adoptId } = inputs;
      if (adoptId !== undefined) {
        const app = await step(`adopting app "${adoptId}"`, () => adopt(context.client, fields, adoptId, desired));
        return { id: app.id, outs: wholeObjectState(self.outputs, app, inputs) };
      }
      const created = await step(`creating app "${desired.nickname}"`, () => apps().create(desired));
      // Known to hold nothing but what this run puts in it: checks of its new ad locations list nothing.
      context.claims.claim(APP_CREATED_THIS_RUN, created.id, created.id);
      const app = await step(`reading app "${created.id}"`, () => apps().get(created.id));
      return { id: app.id, outs: wholeObjectState(self.outputs, app, inputs) };
    },

    async read(id, state) {
      const app = await step(`reading app "${id}"`, () => unlessGone(() => apps().get(id)));
      if (!app) return GONE;
      return { id, props: wholeObjectState(self.outputs, app, state ?? {}), inputs: appLiveToInputs(id, app, state, self.inputs) };
    },

    async update(id, olds, news) {
      const desired = desiredApp(news);
      const patch = patchFor(fields.updatable, changedFields(olds, desired, fields.updatable, NORMALIZERS), desired);
      if (Object.keys(patch).length > 0) await step(`updating app "${id}"`, () => apps().update(id, patch));
      const app = await step(`reading app "${id}"`, () => apps().get(id));
      return { outs: wholeObjectState(self.outputs, app, news) };
    },

    async delete(id) {
      await step(`deleting app "${id}"`, () => deleteIfPresent(() => apps().delete(id)));
    },
  };
}
