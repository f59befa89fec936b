import { MonetizationSettingsUpdateInputSchema, nonEmptyText, type MonetizationSettings, type MonetizationSettingsUpdateInput } from "../models";
import { checkWith, failure } from "./common/check";
import { providerClient, unlessGone } from "./common/client";
import { step } from "./common/errors";
import { valuesAt, type Leaves } from "./common/leaves";
import type { ResourceHandler } from "./host";
import { changedLeaves, managedLeaves, MONETIZATION_LEAVES, nest, planChange, wholeNullGroups } from "./monetization-plan";

const InputSchema = MonetizationSettingsUpdateInputSchema.extend({ appId: nonEmptyText() });
/** One settings record per app (000), so one MonetizationSettings per app: the rule both faces keep. */
export const ONE_SETTINGS_PER_APP = "an app has one settings record, so declare one MonetizationSettings per app and put all its fields there";
const LIST_LEAF = "adBlockingSettings.blockedIabCategoriesV1List";

type Props = Record<string, unknown>;

function outputs(appId: string, live: MonetizationSettings, originals: Leaves): Props {
  const { adBlockingSettings, adExperienceSettings, adTargetingSettings } = live;
  return { appId, adBlockingSettings, adExperienceSettings, adTargetingSettings, originalSettings: nest(originals) };
}

function nonNull(leaves: Leaves): Leaves {
  return Object.fromEntries(Object.entries(leaves).filter(([, value]) => value !== null));
}

/** The program's inputs without the read-only interstitialAllowSkip, which check reports on its own. */
function withoutReadOnly(news: Props): { inputs: Props; readOnlySet: boolean } {
  const experience = news.adExperienceSettings;
  if (!experience || typeof experience !== "object" || !("interstitialAllowSkip" in experience)) return { inputs: news, readOnlySet: false };
  const { interstitialAllowSkip: _readOnly, ...rest } = experience as Props;
  return { inputs: { ...news, adExperienceSettings: rest }, readOnlySet: true };
}

/**
 * A remembered list id may name a list deleted since; the API then already moved its apps to the
 * default list (000, States), so putting back the default list is what "as it was" means now.
 * Only for a list being put back: a list the program names must exist, and the API says so.
 */
async function withExistingList(patch: Leaves, desired: Leaves = {}): Promise<Leaves> {
  const listId = patch[LIST_LEAF];
  if (typeof listId !== "string" || LIST_LEAF in desired) return patch;
  const list = await unlessGone(() => providerClient().management.lists.get(listId));
  return list ? patch : { ...patch, [LIST_LEAF]: null };
}

/** PATCHes the leaves that differ (nothing when none do) and returns the settings afterwards. */
async function apply(appId: string, patch: Leaves, live: MonetizationSettings): Promise<MonetizationSettings> {
  if (Object.keys(patch).length === 0) return live;
  const body = nest(patch) as MonetizationSettingsUpdateInput;
  return step(`updating the monetization settings of app "${appId}"`, () => providerClient().management.monetization.update(appId, body));
}

function current(appId: string): Promise<MonetizationSettings> {
  return step(`reading the monetization settings of app "${appId}"`, () => providerClient().management.monetization.get(appId));
}

export const monetizationSettingsHandler: ResourceHandler = {
  async check(_olds, news) {
    const { inputs, readOnlySet } = withoutReadOnly(news);
    const extra = readOnlySet
      ? [failure("adExperienceSettings.interstitialAllowSkip", "is read-only (the service always sets it to true) and cannot be set")]
      : [];
    const result = checkWith(InputSchema, inputs, { extraIssues: extra });
    return { inputs: news, failures: result.failures };
  },

  async diff(_id, olds, news) {
    if (olds.appId !== news.appId) return { changes: true, replaces: ["appId"], diffs: ["appId"] };
    const diffs = changedLeaves(managedLeaves(olds.originalSettings), managedLeaves(news), olds);
    return { changes: diffs.length > 0, replaces: [], diffs };
  },

  /** Always takes over the app's existing settings (one record per app, 000): that is its adoption. */
  async create(inputs) {
    const appId = inputs.appId as string;
    const live = await current(appId);
    const plan = planChange({}, managedLeaves(inputs), live);
    return { id: appId, outs: outputs(appId, await apply(appId, plan.patch, live), plan.originals) };
  },

  async read(id, props) {
    const live = await step(`reading the monetization settings of app "${id}"`, () =>
      unlessGone(() => providerClient().management.monetization.get(id)),
    );
    if (!live) return { id: "", props: {} };
    // No state is an import (plugin face): every writable field that has a value becomes managed
    // at that value, so the generated program reproduces the settings and a later delete changes
    // nothing. A null (default list, no OS bound) stays unmanaged: generated code drops nulls.
    const originals = props ? managedLeaves(props.originalSettings) : nonNull(valuesAt(live, MONETIZATION_LEAVES));
    // Inputs: the managed leaves with their live values, so a refresh shows drift and the next up puts it back.
    const inputs = { appId: id, ...nest(valuesAt(live, Object.keys(originals))) };
    return { id, props: outputs(id, live, originals), inputs };
  },

  async update(id, olds, news) {
    const live = await current(id);
    const desired = managedLeaves(news);
    const plan = planChange(managedLeaves(olds.originalSettings), desired, live);
    return { outs: outputs(id, await apply(id, await withExistingList(plan.patch, desired), live), plan.originals) };
  },

  /**
   * Puts back the values the managed fields had before this resource managed them, from state alone:
   * a PATCH of values already in place changes nothing, so no read is needed first (issue 10).
   */
  async delete(id, props) {
    const originals = managedLeaves(props.originalSettings);
    if (Object.keys(originals).length === 0) return;
    const patch = await withExistingList(wholeNullGroups(originals, originals));
    await step(`restoring the monetization settings of app "${id}"`, () =>
      unlessGone(() => providerClient().management.monetization.update(id, nest(patch) as MonetizationSettingsUpdateInput)),
    );
  },
};
