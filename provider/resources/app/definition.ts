// The App resource's definition: its schemas, rules, handler and discovery (apps read a page at a
// time), from which both faces and every feature derive.
import { NotFoundError } from "../../client";
import { inBatches } from "../common/in-batches";
import { readableBase, slug } from "../common/readable-names";
import type { App } from "../../models/app";
import type { ResourceDefinition } from "../definition";
import { appReview } from "./review-words";
import { changeOf, tokensOf } from "../definition";
import { appHandler } from "./handler";
import { APP_REPLACE_FIELDS, APP_SECRET_OUTPUTS, AppInputs, AppOutputs, AppResourceInputs, appLiveToInputs } from "./schema";
import { appDashboardName } from "./dashboard-name";

/** Apps are read a few at a time: enough to hide latency, few enough to stay polite. */
const PARALLEL_APPS = 4;
const PAGE_SIZE = 100;

export const appDefinition: ResourceDefinition<App, typeof AppInputs, typeof AppOutputs> = {
  name: "App",
  slug: "app",
  tokens: tokensOf("App"),
  description:
    `An app of the publisher account; its id is the app id. Deleting it is the API's soft delete. ${changeOf(APP_REPLACE_FIELDS)} replaces it, which makes a new app with a new id: protect production apps.`,
  inputs: AppInputs,
  outputs: AppOutputs,
  resourceInputs: AppResourceInputs,
  replaceOnChanges: APP_REPLACE_FIELDS,
  secretOutputs: APP_SECRET_OUTPUTS,
  id: { describe: "the app id", parse: (id) => ({ appId: id }) },
  rules: {},
  references: {},
  handler: appHandler,
  liveToInputs: appLiveToInputs,
  adoption: (id) => ({ adoptId: id }),
  notes: {
    replacement: "Replacing an app makes a new app with a new id (and a new signature) and soft-deletes the old one: protect production apps (`protect: true`).",
  },
  dashboardName: appDashboardName,
  review: appReview,
  deletable: true,
  discovery: {
    scope: "account",
    // Every app (paged), and one GET each, a page at a time: the list does not carry every field.
    async *list(context) {
      const { apps } = context.client.management;
      const read = async (ids: readonly string[]) => (await inBatches(ids, PARALLEL_APPS, (id) => apps.get(id).catch((error: unknown) => {
        // Deleted between the list and this read: it is no longer on the account.
        if (error instanceof NotFoundError) return undefined;
        throw error;
      }))).filter((app): app is App => app !== undefined);
      let page: string[] = [];
      for await (const item of apps.list({ limit: PAGE_SIZE })) {
        page.push(item.id);
        if (page.length < PAGE_SIZE) continue;
        yield* await read(page);
        page = [];
      }
      yield* await read(page);
    },
    idOf: (app) => app.id,
    names(app) {
      const base = readableBase(app.nickname, "app", app.id);
      return [base, `${base}-${slug(app.platform)}`];
    },
    label: (app) => `app "${app.nickname}" (${app.platform})`,
    standalone: true,
    app: { nickname: (app) => app.nickname },
  },
};
