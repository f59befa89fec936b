// The management API's app endpoints: `GET /v5/apps` with its filters and pages, and `POST`,
// `GET`, `PATCH` and soft `DELETE` of one app.
import { PLATFORMS, type Platform } from "../model";
import { json, noContent, type Reply, type RequestContext } from "../routes";
import { parseCreateApp, parseUpdateApp } from "./app-rules";
import { appCreateView, appFullView, appListItem, appUpdateView } from "./app-views";
import { enumQuery, paginate, paging, pathApp } from "./common";
import { applyStoreListing, insertApp } from "./records";

/** `GET /v5/apps`: keyword_filter (name or nickname), platform_filters, direction, page, limit. */
export function listApps(ctx: RequestContext): Reply {
  const { page, limit } = paging(ctx);
  const direction = enumQuery(ctx, "direction", ["asc", "desc"] as const) ?? "asc";
  const platforms = platformFilter(ctx);
  const keyword = (ctx.query.get("keyword_filter") ?? "").toLowerCase();
  let apps = ctx.state.liveApps().filter((app) => {
    if (platforms && !platforms.includes(app.platform)) return false;
    if (keyword === "") return true;
    return app.nickname.toLowerCase().includes(keyword) || (app.name ?? "").toLowerCase().includes(keyword);
  });
  if (direction === "desc") apps = apps.reverse();
  return json(200, { items: paginate(apps, page, limit).map(appListItem), page, limit, total: apps.length });
}

/** One platform: "android, ios or amazon" (`GET /v5/apps`). */
function platformFilter(ctx: RequestContext): Platform[] | undefined {
  const platform = enumQuery(ctx, "platform_filters", PLATFORMS);
  return platform === undefined ? undefined : [platform];
}

export function createApp(ctx: RequestContext): Reply {
  const app = insertApp(ctx.state, parseCreateApp(ctx.json()));
  return json(200, appCreateView(app));
}

export function getApp(ctx: RequestContext): Reply {
  return json(200, appFullView(pathApp(ctx)));
}

export function updateApp(ctx: RequestContext): Reply {
  const app = pathApp(ctx);
  const patch = parseUpdateApp(ctx.json(), app);
  const wasTestMode = app.is_test_mode_on;
  Object.assign(app, patch);
  // A test-mode period starts when test mode goes on or its duration is set again.
  if (!app.is_test_mode_on) app.testModeSince = null;
  else if (!wasTestMode || patch.test_mode_duration !== undefined) app.testModeSince = ctx.clock.now();
  if (app.is_live) applyStoreListing(app);
  return json(200, appUpdateView(app));
}

export function deleteApp(ctx: RequestContext): Reply {
  const app = pathApp(ctx);
  app.deletedAt = ctx.clock.now();
  return noContent();
}
