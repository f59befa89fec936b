// Public surface of pulumi-adpublisher. Resources, data sources and the client are wired here;
// each lives in its own module.
export * from "./config";
export { App, type AppArgs } from "./resources/app/resource";
export { AdLocation, type AdLocationArgs } from "./resources/ad-location/resource";
export { BlockList, type BlockListArgs } from "./resources/block-list/resource";
export { MonetizationSettings, type MonetizationSettingsArgs, type AdBlockingSettingsArgs, type AdExperienceSettingsArgs, type AdTargetingSettingsArgs } from "./resources/monetization-settings/resource";
export * from "./reports";
export * from "./lookups";
export * from "./s2s";
export { createClient, type AdPublisherClient, type ClientConfig, type RetryOptions } from "./client";
export {
  AdPublisherError, ApiValidationError, AuthenticationError, ConfigError, InputValidationError, JobExpiredError,
  JobTimeoutError, NetworkError, NotFoundError, RateLimitError, ResponseTooLargeError, ServerError, UnexpectedResponseError,
} from "./client";
