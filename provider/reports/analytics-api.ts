// Which analytics family a data source asks: version 5 (`{baseUrl}/v5/analytics`, bearer token)
// by default, or the legacy `/metrics` family when the argument
// `api: "legacy"` is given. The choice is per call, not a setting, so one program can compare
// both while an account migrates; legacy needs its own three settings.
import type { AnalyticsClient } from "../client";
import {
  BEARER_SETTINGS, type ExtraRule, LEGACY_ANALYTICS_SETTINGS, type FunctionContext, checkExtras, oneOfRule, requireSettings, splitArgs,
} from "../functions/function-context";

export const ANALYTICS_APIS = ["v5", "legacy"] as const;
export type AnalyticsApi = (typeof ANALYTICS_APIS)[number];

/** Arguments every analytics data source takes besides the report's own. */
export interface AnalyticsApiArgs {
  /** "v5" (default) or "legacy" (needs adpublisher:legacyAnalyticsUrl, legacyUserId, legacyUserSignature). */
  api?: AnalyticsApi;
}

/** Arguments of the data sources whose report runs as a queued job. */
export interface JobArgs {
  /** Deadline for the whole run (queue, poll, read, one re-queue), in seconds. Default 900. */
  timeoutSeconds?: number;
}

export function analyticsClient(ctx: FunctionContext, api: AnalyticsApi, what: string): AnalyticsClient {
  requireSettings(ctx.config, api === "v5" ? BEARER_SETTINGS : LEGACY_ANALYTICS_SETTINGS, `the ${what} (${api})`);
  // The face's one client, on the run's one clock: retry waits and job polls alike (tests drive the emulator's).
  return api === "v5" ? ctx.client.analytics : ctx.client.legacyAnalytics;
}

/**
 * What every analytics data source does first: take `api` and its other own arguments (`own`)
 * out of the report's, check them (the api choice, then the source's `rules`), and pick the
 * client of the chosen family. `what` names the source in both kinds of error.
 */
export function openAnalytics<A extends AnalyticsApiArgs, K extends keyof A = never>(
  what: string,
  ctx: FunctionContext,
  args: A,
  own: readonly K[] = [],
  rules: (own: Pick<A, K | "api">) => ExtraRule[] = () => [],
): { api: AnalyticsApi; client: AnalyticsClient; own: Pick<A, K | "api">; reportArgs: Omit<A, K | "api"> } {
  const [mine, reportArgs] = splitArgs<A, K | "api">(args, ["api", ...own]);
  checkExtras(what, [oneOfRule("api", mine.api, ANALYTICS_APIS), ...rules(mine)]);
  const api = mine.api ?? "v5";
  return { api, client: analyticsClient(ctx, api, what), own: mine, reportArgs };
}

/** Drops undefined values so defaults spread under the caller's arguments stay visible. */
export function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
