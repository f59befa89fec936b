import type * as pulumi from "@pulumi/pulumi";
import { AppCreateInputSchema, isLiveTransitionIssues, type App, type AppCreateInput, type AppUpdateInput } from "../../models/app";
import type { AdPublisherClient } from "../../client";
import { APP_CREATED_THIS_RUN } from "../../runtime/run-claims";
import type { RuntimeContext } from "../../runtime/runtime-context";
import { checkWith, failure } from "../common/check";
import { deleteIfPresent, unlessGone } from "../common/client";
import { asSet, changedFields, pick } from "../common/diff";
import { step } from "../common/errors";
import { GONE, type ResourceHandler, type Stored } from "../handler";
import { adoptionOf, withoutAdoption } from "../common/fields";
import { APP_INPUT_FIELDS, APP_REPLACE_FIELDS, APP_UPDATABLE_FIELDS, AppInputs, AppResourceInputs, appLiveToInputs, type AppChecked, type AppState } from "./schema";

const UPDATABLE = APP_UPDATABLE_FIELDS;
const CREATE_ONLY = APP_REPLACE_FIELDS;
const NORMALIZERS = { orientations: asSet };

/** What the app's POST body carries: the program's fields without adoption. */
function desiredApp<T extends object>(inputs: T): Omit<T, "adoptId" | "adoptExisting"> {
  return withoutAdoption(inputs);
}

function outputs(app: App, inputs: Stored<AppState> | AppChecked): AppState {
  return { ...app, ...adoptionOf(AppInputs, inputs) };
}

/** A PATCH carries the fields its rules tie together: store fields with isLive, orientations together. */
function patchFor(changed: readonly string[], desired: AppCreateInput): AppUpdateInput {
  const fields = new Set(changed);
  if (fields.has("isLive") && desired.isLive === true) ["storeAppId", "storeAppUrl", "storeBundleId"].forEach((f) => fields.add(f));
  if (fields.has("orientations") || fields.has("defaultOrientation")) ["orientations", "defaultOrientation"].forEach((f) => fields.add(f));
  return pick(desired, UPDATABLE.filter((f) => fields.has(f)));
}

async function adopt(client: AdPublisherClient, appId: string, desired: AppCreateInput): Promise<App> {
  const apps = client.management.apps;
  const existing = await unlessGone(() => apps.get(appId));
  if (!existing) throw new Error(`adoptId: there is no app "${appId}" to adopt (it does not exist or was deleted)`);
  const fixed = changedFields(existing, desired, CREATE_ONLY);
  if (fixed.length > 0) {
    throw new Error(`adoptId: app "${appId}" has a different ${fixed.join(" and ")}, which cannot change after creation; adopt it with the same value or create a new app`);
  }
  const patch = patchFor(changedFields(existing, desired, UPDATABLE, NORMALIZERS), desired);
  const issues = isLiveTransitionIssues(existing.isLive, patch);
  if (issues.length > 0) throw new Error(`adoptId: app "${appId}" is live: ${issues.join("; ")}`);
  if (Object.keys(patch).length > 0) await apps.update(appId, patch);
  return apps.get(appId);
}

export function appHandler(context: RuntimeContext): ResourceHandler<AppChecked, AppState> {
  const apps = () => context.client.management.apps;
  return {
    async check(olds, news) {
      const extra: pulumi.dynamic.CheckFailure[] = [];
      if (olds.isLive === true && news.isLive === false) {
        extra.push(failure("isLive", "cannot change from true to false: a live app stays live (the API refuses the change)"));
      }
      return checkWith(AppCreateInputSchema, news, { extraIssues: extra, resourceInputs: AppResourceInputs });
    },

    async diff(_id, olds, news) {
      const desired = desiredApp(news);
      const replaces = changedFields(olds, desired, CREATE_ONLY);
      const changes = changedFields(olds, desired, APP_INPUT_FIELDS, NORMALIZERS);
      return { changes: changes.length > 0, replaces, diffs: changes };
    },

    async create(inputs) {
      const desired = desiredApp(inputs);
      const { adoptId } = inputs;
      if (adoptId !== undefined) {
        const app = await step(`adopting app "${adoptId}"`, () => adopt(context.client, adoptId, desired));
        return { id: app.id, outs: outputs(app, inputs) };
      }
      const created = await step(`creating app "${desired.nickname}"`, () => apps().create(desired));
      // Known to hold nothing but what this run puts in it: checks of its new ad locations list nothing.
      context.claims.claim(APP_CREATED_THIS_RUN, created.id, created.id);
      const app = await step(`reading app "${created.id}"`, () => apps().get(created.id));
      return { id: app.id, outs: outputs(app, inputs) };
    },

    async read(id, state) {
      const app = await step(`reading app "${id}"`, () => unlessGone(() => apps().get(id)));
      if (!app) return GONE;
      return { id, props: outputs(app, state ?? {}), inputs: appLiveToInputs(id, app, state) };
    },

    async update(id, olds, news) {
      const desired = desiredApp(news);
      const patch = patchFor(changedFields(olds, desired, UPDATABLE, NORMALIZERS), desired);
      if (Object.keys(patch).length > 0) await step(`updating app "${id}"`, () => apps().update(id, patch));
      const app = await step(`reading app "${id}"`, () => apps().get(id));
      return { outs: outputs(app, news) };
    },

    async delete(id) {
      await step(`deleting app "${id}"`, () => deleteIfPresent(() => apps().delete(id)));
    },
  };
}
