// The typed client's entry point: builds every API family over one shared context, and exports
// the client's types and errors.
import { createApiContext, type ApiContext, type ContextOptions } from "./api-context";
import type { ClientConfig } from "./config";
import { createManagementClient } from "./management";
import { reportFamilies } from "./reports";

/**
 * The API families: each lives in its own module and is built from the one shared ApiContext
 * (one pipeline: transport, limiter step, retry, tokens, clock). Adding a family is one line here.
 */
const families = {
  management: createManagementClient,
  ...reportFamilies,
} satisfies Record<string, (ctx: ApiContext) => unknown>;

/** The typed client for every API of the service: management, analytics, mediation reporting, S2S. */
export type AdPublisherClient = { [F in keyof typeof families]: ReturnType<(typeof families)[F]> };

/**
 * Nothing is checked here: a missing setting is a ConfigError from the first call that needs it.
 * `options` swap the clock (tests drive time), the jitter source, the token cache or the transport.
 */
export function createClient(config: ClientConfig, options: ContextOptions = {}): AdPublisherClient {
  const ctx = createApiContext(config, options);
  const client: Partial<Record<keyof typeof families, unknown>> = {};
  for (const [name, build] of Object.entries(families)) client[name as keyof typeof families] = build(ctx);
  return client as AdPublisherClient;
}

export type { ClientConfig, SettingKey, UrlSettingKey } from "./config";
export { environmentVariableFor, isLoopbackHost } from "./config";
export * from "./errors";
export type { ApiContext, ApiRequest, ContextOptions, QueryValue, StreamingResponse } from "./api-context";
export { createApiContext } from "./api-context";
export type { BodyStream, HttpMethod, HttpRequest, HttpResponse, Layer, RequestLimiter, Send } from "./http";
export type { Clock } from "./clock";
export { systemClock } from "./clock";
export type { RetryOptions, RetryDecision, AttemptOutcome } from "./retry-policy";
export { DEFAULT_RETRY_OPTIONS, shouldRetry, parseRetryAfter, backoffDelay } from "./retry-policy";
export type { TokenSource } from "./auth";
export { TokenCache } from "./tokens";
export type { TokenCredentials, AccessToken } from "./tokens";
export { WireNames, managementWireNames, fromWire, snakeToCamel } from "./casing";
export type { ManagementClient, AppsClient, AdLocationsClient, ListsClient, MonetizationClient } from "./management";
export type { Page } from "./paging";
export type * from "../models";
export * from "./reports";
