/**
 * Provider configuration: stack config `adpublisher:<key>` first, then the environment variable
 * `ADPUBLISHER_<UPPER_SNAKE>`, in every face and command alike. No base URL has a default.
 */
import { environmentVariableFor, type ClientConfig, type SettingKey } from "./client/config";

export const SETTING_KEYS = [
  "baseUrl",
  "clientId",
  "clientSecret",
  "audience",
  "apiVersion",
  "legacyAnalyticsUrl",
  "legacyUserId",
  "legacyUserSignature",
  "reportingUrl",
  "s2sUrl",
  "s2sToken",
  "s2sApiToken",
  "s2sApiSecret",
] as const satisfies readonly SettingKey[];

/** Keys whose values are secrets: set them with `pulumi config set --secret`. */
export const SECRET_SETTING_KEYS: readonly SettingKey[] = ["clientSecret", "legacyUserSignature", "s2sApiSecret"];

/** Anything with a `get(key)`: the dynamic provider's ConfigureRequest.config or a pulumi.Config. */
export interface ConfigSource {
  get(key: string): string | undefined;
}

function fromStack(source: ConfigSource | undefined, key: SettingKey): string | undefined {
  try {
    return source?.get(`adpublisher:${key}`) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every setting from `source` (the config handed to a provider's `configure`, a program's stack
 * config), else the environment. A face resolves them once, into its runtime context.
 */
export function resolveSettings(source: ConfigSource | undefined, env: NodeJS.ProcessEnv = process.env): ClientConfig {
  const settings: Record<string, string> = {};
  for (const key of SETTING_KEYS) {
    const value = fromStack(source, key) ?? env[environmentVariableFor(key)];
    if (value !== undefined && value !== "") settings[key] = value;
  }
  const apiVersion = settings.apiVersion ?? "v5";
  if (apiVersion !== "v5" && apiVersion !== "v4") {
    throw new Error(`adpublisher:apiVersion (or ${environmentVariableFor("apiVersion")}) must be "v5" or "v4", got "${apiVersion}"`);
  }
  return { ...settings, apiVersion };
}
