// Public surface of pulumi-adpublisher. Resources, data sources and the client are wired here;
// each lives in its own module.
export * from "./config";
export { App, type AppArgs } from "./resources/app";
export { AdLocation, type AdLocationArgs } from "./resources/ad-location";
export { BlockList, type BlockListArgs } from "./resources/block-list";
export { MonetizationSettings, type MonetizationSettingsArgs, type AdBlockingSettingsArgs, type AdExperienceSettingsArgs, type AdTargetingSettingsArgs } from "./resources/monetization-settings";
export * from "./reports";
export * from "./lookups";
export * from "./s2s";
export { createClient, type AdPublisherClient, type ClientConfig, type RetryOptions } from "./client";
export {
  AdPublisherError, ApiValidationError, AuthenticationError, ConfigError, InputValidationError, JobExpiredError,
  JobTimeoutError, NetworkError, NotFoundError, RateLimitError, ResponseTooLargeError, ServerError, UnexpectedResponseError,
} from "./client";
