// The AdLocation resource's handler: check, diff, create (safe to repeat, with adoption), read,
// update and delete over the management API's ad-location endpoints.
import type * as pulumi from "@pulumi/pulumi";
import { ApiValidationError, type AdPublisherClient } from "../../client";
import { AdLocationCreateInputSchema, type AdLocation, type AdLocationCreateInput } from "../../models/ad-location";
import { APP_CREATED_THIS_RUN, type Claims } from "../../runtime/run-claims";
import type { RuntimeContext } from "../../runtime/runtime-context";
import { apiFieldsSchema, checkWith, failure, isChecked, UNKNOWN } from "../common/check";
import { deleteIfPresent } from "../common/client";
import { asCountryTargeting, changedFields, pick } from "../common/diff";
import { step } from "../common/errors";
import { GONE, type PlannedInputs, type ResourceHandler, type Stored, type Unchecked } from "../handler";
import { pricesNotVisibleWarning } from "./schema";
import { recordRename } from "./renames";
import { AdLocationViews } from "./views";
import { fieldsOf, fieldValues, isAdoption, managedFields, updatableFields } from "../common/fields";
import type { ResourceDefinition } from "../definition";
import {
  // The resource-level inputs (appId, adoption) are the kind's own; a definition's copies differ in the API's fields.
  AdLocationResourceInputs, adLocationId, adLocationLiveToInputs, parseAdLocationId, UNIQUE_NAME_PER_APP,
  type AdLocationChecked, type AdLocationInputs, type AdLocationOutputs, type AdLocationState, type LiveAdLocation,
} from "./schema";

const NORMALIZERS = { countryTargeting: asCountryTargeting };

/** The AdLocation definition a face serves: the package's, or a copy with other fields. */
type AdLocationDefinition = ResourceDefinition<LiveAdLocation, typeof AdLocationInputs, typeof AdLocationOutputs>;

/** The handler's field lists and schemas, read off the definition it serves. */
type Shape = ReturnType<typeof shapeOf>;
function shapeOf(self: AdLocationDefinition) {
  const checked = apiFieldsSchema(self, AdLocationCreateInputSchema);
  const createFields = fieldsOf(checked);
  const outputFields = fieldsOf(self.outputs);
  return {
    checked,
    inputs: managedFields(self.inputs),
    replaces: self.replaceOnChanges,
    updatable: updatableFields(self.inputs, self.replaceOnChanges),
    /** The create body: the program's fields of the API's POST. */
    desired: (inputs: AdLocationChecked): AdLocationCreateInput => fieldValues(inputs, createFields),
    /**
     * The state: each output as the service has it, else as the program set it (a list leaves
     * fields out); adoption as given. Parsed by the output schema, which keeps its fields and no other.
     */
    outputs(appId: string, location: LiveAdLocation | AdLocation, inputs: Stored<AdLocationState>): AdLocationState {
      const values: Stored<AdLocationState> = { ...location, appId };
      return self.outputs.parse(Object.fromEntries(outputFields.map((f) => [f, isAdoption(f) ? inputs[f] : (values[f] ?? inputs[f])])));
    },
  };
}

/** A value a preview knows: a string, not the engine's placeholder. */
function known(value: unknown): value is string {
  return typeof value === "string" && value !== UNKNOWN;
}

/** An app's list; an app that is gone has none. */
function listOrNone(views: AdLocationViews, appId: string): Promise<LiveAdLocation[]> {
  return views.lists.get(appId).catch((error: unknown) => {
    if ((error as { status?: number }).status === 404) return [];
    throw error;
  });
}

function isNameTaken(error: unknown): error is ApiValidationError {
  return error instanceof ApiValidationError && error.details.some((d) => d.loc.includes("name"));
}

/** The API's refusals of a create or rename, said in terms of the program's properties. */
function explainConflict(error: unknown, appId: string, want: AdLocationCreateInput): never {
  if (error instanceof ApiValidationError && error.hasType("existing_fixed_cpm")) {
    throw new Error(`an ad location "${want.name}" (${want.adType}) already exists in app ${appId} and is not auto_cpm, so a fixed_cpm location cannot take its place; set adoptExisting: true to manage it, or choose another name`);
  }
  if (isNameTaken(error)) {
    throw new Error(`name: app ${appId} already has an ad location "${want.name}" with adType ${want.adType}; ${UNIQUE_NAME_PER_APP} (${error.message})`);
  }
  throw error;
}

/** What the runtime context holds for ad locations: the client, each app's list as this run knows it, the claims. */
interface Runtime {
  readonly client: AdPublisherClient;
  readonly views: AdLocationViews;
  readonly claims: Claims;
  warn(message: string): Promise<void>;
}

/**
 * The claims' kind of the locations this run created, took over or diffed: one run never gives one
 * location to two resources.
 */
const CLAIMED_LOCATION = "AdLocation.uuid";
/** The claims' kind of the apps whose unreadable prices this run has already warned about. */
const PRICES_WARNED = "AdLocation.pricesNotVisibleWarned";

/**
 * Takes over an existing location for the program. The fields PATCH cannot change (the definition's
 * replacing ones) must already match; of the rest, those the list shows are sent when they differ,
 * and those it leaves out (country targeting) whenever the program sets them, since no read shows
 * what they hold.
 */
async function adopt({ client, views }: Runtime, shape: Shape, appId: string, inputs: Pick<AdLocationChecked, "adoptId" | "adoptExisting">, want: AdLocationCreateInput): Promise<LiveAdLocation | AdLocation | undefined> {
  const all = await views.lists.get(appId);
  const found = typeof inputs.adoptId === "string"
    ? all.find((l) => l.uuid === inputs.adoptId)
    : all.find((l) => l.name === want.name && l.adType === want.adType);
  if (!found) {
    if (typeof inputs.adoptId === "string") throw new Error(`adoptId: app ${appId} has no ad location "${inputs.adoptId}"`);
    return undefined; // adoptExisting with nothing to adopt: create it
  }
  // fixed_cpm over an auto_cpm location is the API's own takeover (the auto_cpm one is replaced): let create do it.
  if (found.type === "auto_cpm" && want.type === "fixed_cpm") return undefined;
  const fixed = changedFields(found, want, shape.replaces.filter((f) => Object.hasOwn(want, f)));
  if (fixed.length > 0) throw new Error(`cannot adopt ad location ${found.uuid}: its ${fixed.map((f) => `${f} is ${String(found[f])}`).join(" and ")}, which cannot change; adopt with the same values`);
  const patch = pick(want, changedFields(found, want, shape.updatable, NORMALIZERS));
  if (Object.keys(patch).length === 0) return { ...found };
  views.unsure(appId);
  return client.management.adLocations.update(appId, found.uuid, patch);
}

/**
 * A create is safe to repeat: a run killed after the API created a location leaves it on
 * the service but not in the state, and the next `up` creates it again. (name, adType) is unique per
 * app, so the API refuses; a location there with the same type is that earlier create, and is taken
 * over as adoptExisting would. Another type, or a location this run already holds (two resources
 * declaring one location), is a real conflict and explained.
 */
async function repeatOrExplain(runtime: Runtime, shape: Shape, error: unknown, appId: string, inputs: AdLocationChecked, want: AdLocationCreateInput): Promise<LiveAdLocation | AdLocation> {
  const { views, claims } = runtime;
  views.unsure(appId);
  if (!isNameTaken(error)) explainConflict(error, appId, want);
  const found = (await views.lists.get(appId)).find((l) => l.name === want.name && l.adType === want.adType);
  if (!found || found.type !== want.type || claims.isClaimed(CLAIMED_LOCATION, found.uuid)) explainConflict(error, appId, want);
  return (await adopt(runtime, shape, appId, { ...inputs, adoptExisting: true }, want)) ?? explainConflict(error, appId, want);
}

/**
 * The preview knows the service's refusal: a new or renamed location whose
 * (name, adType) a location on the account already has, which no resource of this run holds. At
 * most one list per existing app that gets new or renamed locations, kept for the run with the
 * run's own writes applied; none for an app this run created (nothing can be in it but what the
 * run made, and that is claimed); an unchanged location reads nothing, so a no-op preview makes no
 * call. A create over an unrecorded location of the same name, adType
 * and type (an interrupted run's, decision 0008), or over an auto_cpm one by a fixed_cpm location
 * (the API's own takeover), is no refusal: the preview announces the adoption instead.
 */
async function pairTakenOnAccount(
  runtime: Runtime,
  olds: Unchecked<AdLocationChecked>,
  news: PlannedInputs<AdLocationChecked>,
): Promise<pulumi.dynamic.CheckFailure | undefined> {
  const { appId, name, adType, type } = news;
  if (!known(appId) || !known(name) || !known(adType) || !known(type)) return undefined;
  if (news.adoptId !== undefined || news.adoptExisting === true) return undefined;
  const isNew = typeof olds.name !== "string";
  const renamed = !isNew && (olds.name !== name || olds.adType !== adType || olds.appId !== appId);
  if (!isNew && !renamed) return undefined;
  if (runtime.claims.isClaimed(APP_CREATED_THIS_RUN, appId)) return undefined;
  const all = await step(`listing the ad locations of app ${appId}`, () => listOrNone(runtime.views, appId));
  const found = all.find((l) => l.name === name && l.adType === adType);
  if (!found || runtime.claims.isClaimed(CLAIMED_LOCATION, found.uuid)) return undefined;
  if (isNew && (found.type === type || (found.type === "auto_cpm" && type === "fixed_cpm"))) {
    await runtime.warn(
      `ad location "${name}" (${adType}) in app ${appId}: create takes over the existing ${found.type} location ${found.uuid}, which no resource of this program holds ` +
        `(${found.type === type ? "an interrupted run's create, decision 0008" : "the API's own fixed_cpm takeover"}); no second location is made`,
    );
    return undefined;
  }
  const manage = `adoptId: "${found.uuid}", or \`pulumi import adpublisher:index:AdLocation <name> ${appId}/${found.uuid}\``;
  return failure("name",
    `app ${appId} already has an ad location "${name}" (${adType}) of type ${found.type} (uuid ${found.uuid}), which no resource of this program holds ` +
      `under that name; ${UNIQUE_NAME_PER_APP}, so the service would refuse this ${isNew ? "create" : "rename"}. ` +
      (isNew
        ? `Choose another name, or manage that location (${manage})`
        : `If a resource of this program renames that location away in this update (a swap or a chain of renames), the renames cannot be ` +
          `applied in one update: rename through a temporary name first; otherwise choose another name, or manage that location (${manage})`));
}

export function adLocationHandler(context: RuntimeContext, self: AdLocationDefinition): ResourceHandler<AdLocationChecked, AdLocationState> {
  const shape = shapeOf(self);
  const client = () => context.client;
  const views = new AdLocationViews(context.loaders, (appId) => client().management.adLocations.list(appId));
  const claim = (uuid: string) => context.claims.claim(CLAIMED_LOCATION, uuid, uuid);
  /** `urn`: the resource whose call this is, where the face knows it, for the warnings shown on it. */
  const runtime = (urn?: string): Runtime => ({ client: client(), views, claims: context.claims, warn: (message) => context.warn(message, urn) });
  return {
    async check(olds, news, urn) {
      const result = checkWith(shape.checked, news, { resourceInputs: AdLocationResourceInputs });
      if (!isChecked(result)) return result;
      const taken = await pairTakenOnAccount(runtime(urn), olds, result.inputs);
      return taken ? { inputs: news, failures: [taken] } : result;
    },

    async diff(id, olds, news) {
      claim(id.slice(id.lastIndexOf("/") + 1)); // a resource of this run holds it: not to be taken over
      const replaces = changedFields(olds, news, shape.replaces);
      const changes = changedFields(olds, news, shape.inputs, NORMALIZERS);
      // A replacement in the same app under the same (name, adType) would collide with the old
      // location (the uniqueness rule of ad locations), so the old one must go first.
      const collides = replaces.length > 0 && !replaces.includes("appId") && olds.name === news.name && olds.adType === news.adType;
      // A diff of recovery's (a pending create against the live object) may lack what a program always sets.
      const renamed = replaces.length === 0 && typeof news.name === "string" && olds.name !== news.name;
      if (renamed && typeof news.appId === "string") recordRename(context.renames, news.appId, String(news.adType), String(olds.name), news.name);
      return { changes: changes.length > 0, replaces, deleteBeforeReplace: collides, diffs: changes };
    },

    async create(inputs) {
      const { appId } = inputs;
      const want = shape.desired(inputs);
      const adopting = inputs.adoptId !== undefined || inputs.adoptExisting === true;
      const adopted = adopting ? await step(`adopting ad location "${want.name}" in app ${appId}`, () => adopt(runtime(), shape, appId, inputs, want)) : undefined;
      const location = adopted ?? (await step(`creating ad location "${want.name}" in app ${appId}`, () =>
        client().management.adLocations.create(appId, want).catch((error: unknown) => repeatOrExplain(runtime(), shape, error, appId, inputs, want))));
      claim(location.uuid);
      views.wrote(appId, location);
      return { id: adLocationId(appId, location.uuid), outs: shape.outputs(appId, location, inputs) };
    },

    async read(id, state, urn) {
      const { appId, uuid } = parseAdLocationId(id);
      const all = await step(`listing the ad locations of app ${appId}`, () => listOrNone(views, appId));
      const live = all.find((l) => l.uuid === uuid);
      if (!live) return GONE;
      // A drift check (refresh) must not read as "prices checked": said once per app and run.
      if (state && live.type === "fixed_cpm" && !context.claims.isClaimed(PRICES_WARNED, appId)) {
        context.claims.claim(PRICES_WARNED, appId, appId);
        await context.warn(pricesNotVisibleWarning(appId, all.filter((l) => l.type === "fixed_cpm")), urn);
      }
      // The list leaves out country_targeting and there is no single GET: outputs and inputs keep it as last written.
      return { id, props: shape.outputs(appId, live, state ?? {}), inputs: adLocationLiveToInputs(id, live, state, self.inputs) };
    },

    async update(id, olds, news) {
      const { appId, uuid } = parseAdLocationId(id);
      const want = shape.desired(news);
      const patch = pick(want, changedFields(olds, want, shape.updatable, NORMALIZERS));
      const location = await step(`updating ad location ${uuid} in app ${appId}`, () =>
        client().management.adLocations.update(appId, uuid, patch).catch((error: unknown) => {
          views.unsure(appId);
          return explainConflict(error, appId, want);
        }));
      views.wrote(appId, location);
      return { outs: shape.outputs(appId, location, news) };
    },

    async delete(id) {
      const { appId, uuid } = parseAdLocationId(id);
      await step(`deleting ad location ${uuid} in app ${appId}`, () => deleteIfPresent(() => client().management.adLocations.delete(appId, uuid)).catch((error: unknown) => {
        views.unsure(appId);
        throw error;
      }));
      views.removed(appId, uuid);
    },
  };
}
