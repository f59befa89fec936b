// getApp and getApps (`GET /v5/apps/{app_id}`, `GET /v5/apps`): reads only, for apps a stack does not manage.
import { type AppsClient, NotFoundError } from "../client";
import type { AppListItem } from "../models/app";
import type { FunctionContext } from "../functions/function-context";
import { collect, managementClient, orNotFound } from "./client";
import { AmbiguousLookupError } from "./errors";
import type { GetAppArgs, GetAppResult, GetAppsArgs, GetAppsResult } from "./schemas";

export async function runGetApps(args: GetAppsArgs, ctx: FunctionContext): Promise<GetAppsResult> {
  const apps = await collect(managementClient(ctx, "getApps").apps.list(args));
  return { ids: apps.map((app) => app.id), apps };
}

/**
 * By nickname and platform: the list's keyword filter also matches store names and parts of
 * nicknames, so the matches are narrowed to the exact nickname, which must then be unique.
 */
async function idByNickname(apps: AppsClient, nickname: string, platform: string): Promise<string> {
  const listed = await collect(apps.list({ keywordFilter: nickname, platformFilters: platform as GetAppArgs["platform"] }));
  const exact = listed.filter((app: AppListItem) => app.nickname === nickname && app.platform === platform);
  const wanted = `nickname "${nickname}" on ${platform}`;
  if (exact.length === 1) return exact[0].id;
  if (exact.length > 1) {
    const ids = exact.map((app) => app.id);
    throw new AmbiguousLookupError(`getApp: ${exact.length} apps have the ${wanted} (ids ${ids.join(", ")}); look the app up by id`, ids);
  }
  const near = listed.map((app) => `"${app.nickname}" (${app.id})`);
  const hint = near.length > 0 ? `; the keyword also matches ${near.slice(0, 5).join(", ")}${near.length > 5 ? ", ..." : ""}` : "";
  throw new NotFoundError(`getApp: there is no app with the ${wanted}${hint}`);
}

export async function runGetApp(args: GetAppArgs, ctx: FunctionContext): Promise<GetAppResult> {
  const apps = managementClient(ctx, "getApp").apps;
  const id = args.id ?? (await idByNickname(apps, args.nickname as string, args.platform as string));
  const { signature: _secret, ...app } = await orNotFound("getApp", `app "${id}"`, () => apps.get(id));
  return app;
}
