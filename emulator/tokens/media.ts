import type { RequestContext } from "../routes";

export function mediaTypeOf(ctx: RequestContext): string {
  return (ctx.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}
