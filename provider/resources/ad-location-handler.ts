import type * as pulumi from "@pulumi/pulumi";
import { ApiValidationError } from "../client";
import { AdLocationCreateInputSchema, type AdLocationCreateInput, type AdLocationSummary, type AdLocationUpdateInput } from "../models/ad-location";
import { checkWith, failure, programInputs } from "./common/check";
import { deleteIfPresent, providerClient } from "./common/client";
import { CoalescingLoader } from "./common/coalesce";
import { asCountryTargeting, changedFields, pick } from "./common/diff";
import { step } from "./common/errors";
import { recordRename } from "./ad-location-renames";
import type { ResourceHandler } from "./host";

type Props = Record<string, unknown>;
const INPUT_FIELDS = ["appId", "name", "adType", "type", "countryTargeting"] as const;
/** uuid, ad_type and type cannot be updated (000 PATCH ad-locations): delete and recreate. */
/** Inputs whose change replaces the location (a new uuid, its history starts over; 000 PATCH). */
export const REPLACE_FIELDS = ["appId", "adType", "type"] as const;
const UPDATABLE = ["name", "countryTargeting"] as const;
const NORMALIZERS = { countryTargeting: asCountryTargeting };

const locations = new CoalescingLoader<AdLocationSummary[]>((appId) => providerClient().management.adLocations.list(appId));

export function adLocationId(appId: string, uuid: string): string {
  return `${appId}/${uuid}`;
}

export function parseAdLocationId(id: string): { appId: string; uuid: string } {
  const slash = id.lastIndexOf("/");
  if (slash <= 0 || slash === id.length - 1) throw new Error(`ad location id "${id}" is not of the form <appId>/<uuid>`);
  return { appId: id.slice(0, slash), uuid: id.slice(slash + 1) };
}

function desired(inputs: Props): AdLocationCreateInput {
  return pick(programInputs(inputs), ["name", "adType", "type", "countryTargeting"]) as AdLocationCreateInput;
}

function outputs(appId: string, location: Props, inputs: Props): Props {
  return {
    appId, uuid: location.uuid, name: location.name, adType: location.adType, type: location.type,
    countryTargeting: location.countryTargeting ?? inputs.countryTargeting,
    adoptId: inputs.adoptId, adoptExisting: inputs.adoptExisting,
  };
}

/** Locations this provider process created, took over or diffed: one run never gives one location to two resources. */
const claimedThisRun = new Set<string>();

function isNameTaken(error: unknown): error is ApiValidationError {
  return error instanceof ApiValidationError && error.details.some((d) => d.loc.includes("name"));
}

/** The API's refusals of a create or rename, said in terms of the program's properties. */
function explainConflict(error: unknown, appId: string, want: AdLocationCreateInput): never {
  if (error instanceof ApiValidationError && error.hasType("existing_fixed_cpm")) {
    throw new Error(`an ad location "${want.name}" (${want.adType}) already exists in app ${appId} and is not auto_cpm, so a fixed_cpm location cannot take its place; set adoptExisting: true to manage it, or choose another name`);
  }
  if (isNameTaken(error)) {
    throw new Error(`name: app ${appId} already has an ad location "${want.name}" with adType ${want.adType}; (name, adType) must be unique within an app (${error.message})`);
  }
  throw error;
}

async function adopt(appId: string, inputs: Props, want: AdLocationCreateInput): Promise<Props | undefined> {
  const all = await locations.get(appId);
  const found = typeof inputs.adoptId === "string"
    ? all.find((l) => l.uuid === inputs.adoptId)
    : all.find((l) => l.name === want.name && l.adType === want.adType);
  if (!found) {
    if (typeof inputs.adoptId === "string") throw new Error(`adoptId: app ${appId} has no ad location "${inputs.adoptId}"`);
    return undefined; // adoptExisting with nothing to adopt: create it
  }
  // fixed_cpm over an auto_cpm location is the API's own takeover (000 States): let create do it.
  if (found.type === "auto_cpm" && want.type === "fixed_cpm") return undefined;
  const fixed = (["adType", "type"] as const).filter((f) => found[f] !== want[f]);
  if (fixed.length > 0) throw new Error(`cannot adopt ad location ${found.uuid}: its ${fixed.map((f) => `${f} is ${found[f]}`).join(" and ")}, which cannot change; adopt with the same values`);
  const patch = pick(want, [...(found.name !== want.name ? ["name"] : []), "countryTargeting"]) as AdLocationUpdateInput;
  if (Object.keys(patch).length === 0) return { ...found };
  locations.invalidate(appId);
  return providerClient().management.adLocations.update(appId, found.uuid, patch);
}

/**
 * A create is safe to repeat (issue 12): a run killed after the API created a location leaves it on
 * the service but not in the state, and the next `up` creates it again. (name, adType) is unique per
 * app, so the API refuses; a location there with the same type is that earlier create, and is taken
 * over as adoptExisting would. Another type, or a location this run already holds (two resources
 * declaring one location), is a real conflict and explained.
 */
async function repeatOrExplain(error: unknown, appId: string, inputs: Props, want: AdLocationCreateInput): Promise<Props> {
  if (!isNameTaken(error)) explainConflict(error, appId, want);
  locations.invalidate(appId);
  const found = (await locations.get(appId)).find((l) => l.name === want.name && l.adType === want.adType);
  if (!found || found.type !== want.type || claimedThisRun.has(found.uuid)) explainConflict(error, appId, want);
  return (await adopt(appId, { ...inputs, adoptExisting: true }, want)) ?? explainConflict(error, appId, want);
}

export const adLocationHandler: ResourceHandler = {
  async check(_olds, news) {
    const extra: pulumi.dynamic.CheckFailure[] = [];
    if (typeof news.appId !== "string" || news.appId === "") extra.push(failure("appId", "is required: the id of the app that holds the location"));
    if (news.adoptId !== undefined && (typeof news.adoptId !== "string" || news.adoptId === "")) extra.push(failure("adoptId", "must be the uuid of an existing ad location"));
    if (news.adoptExisting !== undefined && typeof news.adoptExisting !== "boolean") extra.push(failure("adoptExisting", "must be true or false"));
    return checkWith(AdLocationCreateInputSchema, news, { extraIssues: extra, notInSchema: ["appId", "adoptId", "adoptExisting"] });
  },

  async diff(id, olds, news) {
    claimedThisRun.add(id.slice(id.lastIndexOf("/") + 1)); // a resource of this run holds it: not to be taken over
    const want = programInputs(news);
    const replaces = changedFields(olds, want, REPLACE_FIELDS);
    const changes = changedFields(olds, want, INPUT_FIELDS, NORMALIZERS);
    // A replacement in the same app under the same (name, adType) would collide with the old
    // location (uniqueness, 000 Ad locations restriction 1), so the old one must go first.
    const collides = replaces.length > 0 && !replaces.includes("appId") && olds.name === want.name && olds.adType === want.adType;
    const renamed = replaces.length === 0 && typeof want.name === "string" && olds.name !== want.name;
    if (renamed && typeof want.appId === "string") recordRename(want.appId, String(want.adType), String(olds.name), want.name as string);
    return { changes: changes.length > 0, replaces, deleteBeforeReplace: collides, diffs: changes };
  },

  async create(inputs) {
    const appId = String(inputs.appId);
    const want = desired(inputs);
    const adopting = typeof inputs.adoptId === "string" || inputs.adoptExisting === true;
    const adopted = adopting ? await step(`adopting ad location "${want.name}" in app ${appId}`, () => adopt(appId, inputs, want)) : undefined;
    const location = adopted ?? (await step(`creating ad location "${want.name}" in app ${appId}`, () =>
      providerClient().management.adLocations.create(appId, want).catch((error: unknown) => repeatOrExplain(error, appId, inputs, want))));
    claimedThisRun.add(String(location.uuid));
    locations.invalidate(appId);
    return { id: adLocationId(appId, String(location.uuid)), outs: outputs(appId, location, inputs) };
  },

  async read(id, props) {
    const { appId, uuid } = parseAdLocationId(id);
    const all = await step(`listing the ad locations of app ${appId}`, () => locations.get(appId).catch((error: unknown) => {
      if ((error as { status?: number }).status === 404) return [] as AdLocationSummary[];
      throw error;
    }));
    const live = all.find((l) => l.uuid === uuid);
    if (!live) return { id: "", props: {} };
    // The list does not carry country_targeting and there is no single GET: it stays as last written.
    const outs = outputs(appId, { ...live, countryTargeting: props?.countryTargeting }, props ?? {});
    return { id, props: outs, inputs: { ...pick(outs, INPUT_FIELDS), adoptId: props?.adoptId, adoptExisting: props?.adoptExisting } };
  },

  async update(id, olds, news) {
    const { appId, uuid } = parseAdLocationId(id);
    const want = desired(news);
    const patch = pick(want, changedFields(olds, want, UPDATABLE, NORMALIZERS)) as AdLocationUpdateInput;
    const location = await step(`updating ad location ${uuid} in app ${appId}`, () =>
      providerClient().management.adLocations.update(appId, uuid, patch).catch((error: unknown) => explainConflict(error, appId, want)));
    locations.invalidate(appId);
    return { outs: outputs(appId, location, news) };
  },

  async delete(id) {
    const { appId, uuid } = parseAdLocationId(id);
    await step(`deleting ad location ${uuid} in app ${appId}`, () => deleteIfPresent(() => providerClient().management.adLocations.delete(appId, uuid)));
    locations.invalidate(appId);
  },
};
