// The management API's monetization settings endpoints: `GET` and `PATCH /v5/apps/{app_id}/monetization_settings`.
import { json, type Reply, type RequestContext } from "../routes";
import { pathApp } from "./common";
import { monetizationView, parseMonetizationPatch } from "./monetization-rules";

export function getMonetization(ctx: RequestContext): Reply {
  return json(200, monetizationView(pathApp(ctx).monetization));
}

export function updateMonetization(ctx: RequestContext): Reply {
  const app = pathApp(ctx);
  for (const change of parseMonetizationPatch(ctx.json(), app.monetization, ctx.state)) change(app.monetization);
  return json(200, monetizationView(app.monetization));
}
