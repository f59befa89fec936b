// The MonetizationSettings resource's handler: takes over an app's settings, PATCHes only the
// leaves the program sets, and puts their earlier values back on delete.
import type { AdPublisherClient } from "../../client";
import { MonetizationSettingsUpdateInputSchema, type MonetizationSettings } from "../../models";
import type { RuntimeContext } from "../../runtime/runtime-context";
import { apiFieldsSchema, checkWith, failure, isChecked } from "../common/check";
import { unlessGone } from "../common/client";
import { changedFields } from "../common/diff";
import { step } from "../common/errors";
import { fieldsOf, fieldValues } from "../common/fields";
import type { Leaves } from "../common/leaves";
import { GONE, type ResourceHandler } from "../handler";
import type { EngineProps } from "../../pulumi-json/property-bag";
import { changedLeaves, managedLeaves, nest, planChange, settingsLeavesOf, wholeNullGroups } from "./plan";
import type { ResourceDefinition } from "../definition";
import { managedOriginals, SettingsResourceInputs, settingsLiveToInputs, type SettingsChecked, type SettingsInputs, type SettingsOutputs, type SettingsState } from "./schema";

/** The MonetizationSettings definition a face serves: the package's, or a copy with other fields. */
type SettingsDefinition = ResourceDefinition<MonetizationSettings, typeof SettingsInputs, typeof SettingsOutputs>;

const LIST_LEAF = "adBlockingSettings.blockedIabCategoriesV1List";
/** The package's settings groups: those `PATCH /v5/apps/{app_id}/monetization_settings` takes and the API returns, each an input and an output. */
const SETTINGS_GROUPS = fieldsOf(MonetizationSettingsUpdateInputSchema);

/**
 * The resource's state: the live groups, and the managed leaves' values before it managed them.
 * `groups`: the served definition's settings groups.
 */
export function settingsOutputs(appId: string, live: MonetizationSettings, originals: Leaves, groups: readonly string[] = SETTINGS_GROUPS): SettingsState {
  // The live settings' own groups that the definition declares (the client parsed them by the model).
  return { appId, ...fieldValues(live, groups), originalSettings: nest(originals) } as SettingsState;
}

/** The program's inputs without the read-only interstitialAllowSkip, which check reports on its own. */
function withoutReadOnly(news: EngineProps): { inputs: EngineProps; readOnlySet: boolean } {
  const experience = news.adExperienceSettings;
  if (!experience || typeof experience !== "object" || !("interstitialAllowSkip" in experience)) return { inputs: news, readOnlySet: false };
  const { interstitialAllowSkip: _readOnly, ...rest } = experience;
  return { inputs: { ...news, adExperienceSettings: rest }, readOnlySet: true };
}

/**
 * A remembered list id may name a list deleted since; the API then already moved its apps to the
 * default list (as `DELETE /v5/lists/{list_id}` does), so putting back the default list is what "as it was" means now.
 * Only for a list being put back: a list the program names must exist, and the API says so.
 */
async function withExistingList(client: AdPublisherClient, patch: Leaves, desired: Leaves = {}): Promise<Leaves> {
  const listId = patch[LIST_LEAF];
  if (typeof listId !== "string" || LIST_LEAF in desired) return patch;
  const list = await unlessGone(() => client.management.lists.get(listId));
  return list ? patch : { ...patch, [LIST_LEAF]: null };
}

/** PATCHes the leaves that differ (nothing when none do) and returns the settings afterwards. */
async function apply(client: AdPublisherClient, appId: string, patch: Leaves, live: MonetizationSettings): Promise<MonetizationSettings> {
  if (Object.keys(patch).length === 0) return live;
  return step(`updating the monetization settings of app "${appId}"`, () => client.management.monetization.update(appId, nest(patch)));
}

/**
 * Check, the leaves compared and PATCHed, and the groups kept in state all follow the definition it
 * serves (its inputs are the settings groups, plan.ts reads their leaves).
 */
export function monetizationSettingsHandler(context: RuntimeContext, self: SettingsDefinition): ResourceHandler<SettingsChecked, SettingsState> {
  const checked = apiFieldsSchema(self, MonetizationSettingsUpdateInputSchema);
  // What is compared, PATCHed and kept: the leaves and groups of the definition served.
  const leaves = settingsLeavesOf(self);
  const groups = fieldsOf(self.inputs).filter((field) => !Object.hasOwn(self.resourceInputs.shape, field));
  const managed = (settings: unknown) => managedLeaves(settings, leaves);
  const outputs = (appId: string, live: MonetizationSettings, originals: Leaves) => settingsOutputs(appId, live, originals, groups);
  const current = (appId: string): Promise<MonetizationSettings> =>
    step(`reading the monetization settings of app "${appId}"`, () => context.client.management.monetization.get(appId));
  return {
    async check(_olds, news) {
      const { inputs, readOnlySet } = withoutReadOnly(news);
      const extra = readOnlySet
        ? [failure("adExperienceSettings.interstitialAllowSkip", "is read-only (the service always sets it to true) and cannot be set")]
        : [];
      const result = checkWith(checked, inputs, { extraIssues: extra, resourceInputs: SettingsResourceInputs });
      // Refused: the engine shows the program's inputs, the read-only field included.
      return isChecked(result) ? result : { inputs: news, failures: result.failures };
    },

    async diff(_id, olds, news) {
      const replaces = changedFields(olds, news, self.replaceOnChanges);
      if (replaces.length > 0) return { changes: true, replaces, diffs: replaces };
      const diffs = changedLeaves(managed(olds.originalSettings), managed(news), olds);
      return { changes: diffs.length > 0, replaces: [], diffs };
    },

    /** Always takes over the app's existing settings (one record per app): that is its adoption. */
    async create(inputs) {
      const { appId } = inputs;
      const live = await current(appId);
      const plan = planChange({}, managed(inputs), live);
      return { id: appId, outs: outputs(appId, await apply(context.client, appId, plan.patch, live), plan.originals) };
    },

    async read(id, state) {
      const live = await step(`reading the monetization settings of app "${id}"`, () =>
        unlessGone(() => context.client.management.monetization.get(id)),
      );
      if (!live) return GONE;
      return { id, props: outputs(id, live, managedOriginals(live, state, leaves)), inputs: settingsLiveToInputs(id, live, state, leaves) };
    },

    async update(id, olds, news) {
      const live = await current(id);
      const desired = managed(news);
      const plan = planChange(managed(olds.originalSettings), desired, live);
      return { outs: outputs(id, await apply(context.client, id, await withExistingList(context.client, plan.patch, desired), live), plan.originals) };
    },

    /**
     * Puts back the values the managed fields had before this resource managed them, from state alone:
     * a PATCH of values already in place changes nothing, so no read is needed first.
     */
    async delete(id, state) {
      const originals = managed(state.originalSettings);
      if (Object.keys(originals).length === 0) return;
      const patch = await withExistingList(context.client, wholeNullGroups(originals, originals));
      await step(`restoring the monetization settings of app "${id}"`, () =>
        unlessGone(() => context.client.management.monetization.update(id, nest(patch))),
      );
    },
  };
}
