// The management API's apps: `GET /v5/apps` page by page, and `POST`, `GET`, `PATCH` and `DELETE`
// of `/v5/apps/{app_id}`.
import {
  AppCreatedSchema,
  AppCreateInputSchema,
  AppListPageSchema,
  AppListQuerySchema,
  AppSchema,
  AppUpdatedSchema,
  AppUpdateInputSchema,
  type App,
  type AppCreated,
  type AppCreateInput,
  type AppListItem,
  type AppListPage,
  type AppListQuery,
  type AppUpdated,
  type AppUpdateInput,
} from "../../models/app";
import { managementWireNames } from "../casing";
import type { ApiContext } from "../api-context";
import { paginate } from "../paging";
import { ambiguousCreateError, isAmbiguousFailure } from "../safe-create";
import { parseInput } from "../validate";
import { wireQuery } from "./wire-query";

export interface AppsClient {
  /** Every app, page after page (starting at query.page, default 1). */
  list(query?: AppListQuery): AsyncIterable<AppListItem>;
  listPage(query?: AppListQuery): Promise<AppListPage>;
  create(input: AppCreateInput): Promise<AppCreated>;
  /** Throws NotFoundError on 404. */
  get(appId: string): Promise<App>;
  update(appId: string, patch: AppUpdateInput): Promise<AppUpdated>;
  /** Soft delete (204). */
  delete(appId: string): Promise<void>;
}

export function createAppsClient(ctx: ApiContext): AppsClient {
  const apps = `/${ctx.apiVersion}/apps`;
  const one = (appId: string) => `${apps}/${encodeURIComponent(appId)}`;

  const listPage = async (query: AppListQuery = {}) => {
    const valid = parseInput(AppListQuerySchema, query, "app list query");
    return ctx.json({ method: "GET", path: apps, query: wireQuery(valid), auth: "bearer" }, AppListPageSchema);
  };

  return {
    list: (query = {}) => paginate((page) => listPage({ ...query, page }), query.page ?? 1),
    listPage,
    async create(input) {
      const body = managementWireNames.toWire(parseInput(AppCreateInputSchema, input, "app"));
      try {
        return await ctx.json({ method: "POST", path: apps, json: body, auth: "bearer" }, AppCreatedSchema);
      } catch (error) {
        if (!isAmbiguousFailure(error)) throw error;
        throw ambiguousCreateError("the app", `List the apps (nickname "${input.nickname}") before trying again.`, error);
      }
    },
    get: (appId) => ctx.json({ method: "GET", path: one(appId), auth: "bearer" }, AppSchema),
    async update(appId, patch) {
      const body = managementWireNames.toWire(parseInput(AppUpdateInputSchema, patch, "app update"));
      return ctx.json({ method: "PATCH", path: one(appId), json: body, auth: "bearer" }, AppUpdatedSchema);
    },
    async delete(appId) {
      await ctx.send({ method: "DELETE", path: one(appId), auth: "bearer", notFoundMeansDone: true });
    },
  };
}
