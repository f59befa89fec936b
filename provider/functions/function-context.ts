// What every provider function (report or lookup) runs with besides its arguments: the face's
// runtime context (settings resolved once, one client, the clock), where progress goes, and the
// poll tuning tests inject. The base reports/ and lookups/ stand on; nothing here imports Pulumi:
// the command line and the plugin use it too.
import {
  type AdPublisherClient, type ClientConfig, type Clock, ConfigError, InputValidationError, type PollOptions, type SettingKey,
  environmentVariableFor,
} from "../client";
import { MediationLimiters } from "../client/reports/mediation-limiters";
import { createRuntimeContext, type RuntimeContext } from "../runtime/runtime-context";
import { processScope } from "../runtime/process-scope";

export interface ReportOptions {
  /**
   * Where settings come from. Default: inside a Pulumi program, `new pulumi.Config("adpublisher")`
   * then the environment; elsewhere the environment alone.
   */
  config?: ClientConfig;
  /** Receives one line per step of a queued job (and mediation rate-limit waits). */
  onProgress?: (message: string) => void;
  /** Poll tuning for tests (a fake clock, no jitter); the deadline is the `timeoutSeconds` argument. */
  poll?: Pick<PollOptions, "clock" | "random" | "initialDelayMs" | "factor" | "maxDelayMs">;
  /** Replaces the shared mediation limiter (tests drive it on a fake clock). */
  mediationLimiter?: { acquire(): Promise<void>; delayMs?(): number };
}

/** The resolved form every runner takes. */
export interface FunctionContext {
  /** The face's settings, resolved once in its runtime context. */
  readonly config: ClientConfig;
  /** The face's one client. */
  readonly client: AdPublisherClient;
  /** The clock of every wait: retries, job polls, rate limits. */
  readonly clock: Clock;
  /** The limiters mediation reports wait for, shared by the process's contexts. */
  readonly mediationLimiters: MediationLimiters;
  progress: (message: string) => void;
  poll: NonNullable<ReportOptions["poll"]>;
  mediationLimiter?: ReportOptions["mediationLimiter"];
}

/**
 * A function's context on a face's runtime context (default: settings from the environment).
 * `options.config` or a poll clock make a runtime of their own: those settings, that clock.
 */
export function functionContext(options: ReportOptions = {}, runtime?: RuntimeContext): FunctionContext {
  const own = options.config !== undefined || options.poll?.clock !== undefined || runtime === undefined;
  const base = own
    ? createRuntimeContext({ settings: options.config ?? runtime?.settings, clock: options.poll?.clock ?? runtime?.clock, shared: runtime?.shared ?? processScope() })
    : runtime;
  return {
    get config() {
      return base.settings;
    },
    get client() {
      return base.client;
    },
    clock: base.clock,
    mediationLimiters: base.shared.mediationLimiters,
    progress: options.onProgress ?? (() => undefined),
    poll: options.poll ?? {},
    mediationLimiter: options.mediationLimiter,
  };
}

/**
 * Every setting the report needs, checked before any call, so a missing credential fails with
 * the key and the variable named instead of after a job was queued.
 */
export function requireSettings(config: ClientConfig, keys: readonly SettingKey[], why: string): void {
  const missing = keys.filter((key) => typeof config[key] !== "string" || (config[key] as string).trim() === "");
  if (missing.length === 0) return;
  const named = missing.map((key) => `adpublisher:${key} (or ${environmentVariableFor(key)})`).join(", ");
  throw new ConfigError(`${why} needs ${named}: not set`);
}

/** Settings per family (every bearer token comes from `POST /v5/oauth/token`). */
export const BEARER_SETTINGS = ["baseUrl", "clientId", "clientSecret", "audience"] as const satisfies readonly SettingKey[];
export const LEGACY_ANALYTICS_SETTINGS = ["legacyAnalyticsUrl", "legacyUserId", "legacyUserSignature"] as const satisfies readonly SettingKey[];

/** A data-source argument that is not passed on to the client (api, version, timeoutSeconds, path). */
export interface ExtraRule {
  name: string;
  value: unknown;
  /** Undefined when fine, else the rule broken. */
  check: (value: unknown) => string | undefined;
}

/** Checks the data source's own arguments, naming each argument and its rule. */
export function checkExtras(what: string, rules: readonly ExtraRule[]): void {
  const issues = rules.flatMap((rule) => {
    if (rule.value === undefined) return [];
    const broken = rule.check(rule.value);
    return broken ? [`${rule.name}: ${broken}`] : [];
  });
  if (issues.length > 0) throw new InputValidationError(`${what} arguments`, issues);
}

export const oneOfRule = (name: string, value: unknown, allowed: readonly string[]): ExtraRule => ({
  name,
  value,
  check: (v) => (allowed.includes(v as string) ? undefined : `must be one of ${allowed.join(", ")} (got ${JSON.stringify(v)})`),
});

export const timeoutRule = (value: unknown): ExtraRule => ({
  name: "timeoutSeconds",
  value,
  check: (v) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? undefined : `must be a positive number of seconds (got ${JSON.stringify(v)})`),
});

/** Splits the data source's own arguments from the ones the client validates. */
export function splitArgs<A extends object, K extends keyof A>(args: A, own: readonly K[]): [Pick<A, K>, Omit<A, K>] {
  const mine: Partial<A> = {};
  const rest: Partial<A> = { ...args };
  for (const key of own) {
    mine[key] = args[key];
    delete rest[key];
  }
  return [mine as Pick<A, K>, rest as Omit<A, K>];
}
