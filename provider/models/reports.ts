// The report and S2S models in one place (types, schemas, enumerations).
export * from "./analytics-common";
export * from "./analytics-campaign";
export * from "./analytics-app";
export * from "./analytics-install";
export * from "./analytics-appcountry";
export * from "./analytics-monetization";
export * from "./analytics-alltime";
export * from "./mediation";
export * from "./s2s";
