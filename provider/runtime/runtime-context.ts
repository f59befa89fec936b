// What a provider process runs resources with: settings, one client, claims, loaders and a clock
// per context, and the services the contexts of one process share.
import { createClient, type AdPublisherClient, type ClientConfig } from "../client";
import { systemClock, type Clock } from "../client/clock";
import { type ConfigSource, resolveSettings } from "../config";
import { MediationLimiters } from "../client/reports/mediation-limiters";
import { Claims } from "./run-claims";
import { EngineLog } from "./engine-log";
import { Loaders } from "./loaders";
import { Renames } from "./renames";

/**
 * What a runtime context shares with the other contexts of its process: made once per process
 * (process-scope.ts) by the face that starts it, or per context when none is given.
 */
export interface SharedServices {
  /** Mediation reporting counts requests per account whichever client sends them. */
  readonly mediationLimiters: MediationLimiters;
  /** Warnings for the engine's output (`pulumi preview` and `up`). */
  readonly engineLog: EngineLog;
}

export function createSharedServices(args: readonly string[] = process.argv.slice(2)): SharedServices {
  return { mediationLimiters: new MediationLimiters(), engineLog: new EngineLog(args) };
}

/**
 * What a face (dynamic-provider host, plugin, program-side data sources, command line) builds once
 * and hands to the resource handlers and functions: the settings,
 * one client, what this run has claimed, the coalesced loaders and the clock. Nothing of the kind
 * lives at module level, so two providers in one process share nothing.
 */
export interface RuntimeContext {
  /** Stack config `adpublisher:*` (or a provider's arguments), then ADPUBLISHER_*; resolved and checked once, at first use. */
  readonly settings: ClientConfig;
  /** The one client, built at first use (a no-op preview builds none). */
  readonly client: AdPublisherClient;
  readonly clock: Clock;
  /** What this run has handed out: settings per app, ad locations. */
  readonly claims: Claims;
  /** Ad location renames seen this run (a cycle is refused at preview). */
  readonly renames: Renames;
  readonly loaders: Loaders;
  /** What this context shares with the process's other contexts. */
  readonly shared: SharedServices;
  /** Shows a warning in the engine's output (stderr outside an engine), on the resource `urn` names if given; never fails. */
  warn(message: string, urn?: string): Promise<void>;
}

export interface RuntimeOptions {
  /** Where `adpublisher:<key>` settings come from before the environment (stack config, a provider's arguments). */
  source?: ConfigSource;
  env?: NodeJS.ProcessEnv;
  /** Settings as they are (no config source, no environment). */
  settings?: ClientConfig;
  /** A client made elsewhere (tests, the command line's own). */
  client?: AdPublisherClient;
  clock?: Clock;
  /** The process scope's services (default: a set of this context's own). */
  shared?: SharedServices;
}

/** Builds a face's context; settings and client are made at first use, once. */
export function createRuntimeContext(options: RuntimeOptions = {}): RuntimeContext {
  const clock = options.clock ?? systemClock;
  let settings: ClientConfig | undefined = options.settings;
  let client: AdPublisherClient | undefined = options.client;
  const shared = options.shared ?? createSharedServices();
  const context: RuntimeContext = {
    get settings() {
      return (settings ??= resolveSettings(options.source, options.env ?? process.env));
    },
    get client() {
      return (client ??= createClient(context.settings, { clock, mediationLimiters: shared.mediationLimiters }));
    },
    clock,
    claims: new Claims(),
    renames: new Renames(),
    loaders: new Loaders(clock),
    shared,
    warn: (message, urn) => shared.engineLog.warn(message, urn),
  };
  return context;
}

/** A context around a given client (the command line builds its client from the environment). */
export function contextWithClient(client: AdPublisherClient): RuntimeContext {
  return createRuntimeContext({ client });
}
