// The management API's models: one zod schema per domain, giving types, checks and response parsing.
export * from "./rules";
export * from "./api-error";
export * from "./token";
export * from "./countries";
export * from "./app";
export * from "./ad-location";
export * from "./block-list";
export * from "./monetization";
