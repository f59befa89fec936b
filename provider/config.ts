/**
 * Provider configuration: stack config `adpublisher:<key>` first, then the environment variable
 * `ADPUBLISHER_<UPPER_SNAKE>` (design.md contract). No base URL has a default.
 */
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
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** Keys whose values are secrets: set them with `pulumi config set --secret`. */
export const SECRET_SETTING_KEYS: readonly SettingKey[] = ["clientSecret", "legacyUserSignature", "s2sApiSecret"];

export type ProviderSettings = Partial<Record<Exclude<SettingKey, "apiVersion">, string>> & {
  apiVersion?: "v5" | "v4";
};

/** Anything with a `get(key)`: the dynamic provider's ConfigureRequest.config or a pulumi.Config. */
export interface ConfigSource {
  get(key: string): string | undefined;
}

export function envVarName(key: SettingKey): string {
  return `ADPUBLISHER_${key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase()}`;
}

let stackConfig: ConfigSource | undefined;

/** Called by the provider host's `configure` with the stack's config (secrets arrive decrypted). */
export function setStackConfig(source: ConfigSource | undefined): void {
  stackConfig = source;
}

function fromStack(source: ConfigSource | undefined, key: SettingKey): string | undefined {
  if (!source) return undefined;
  try {
    return source.get(`adpublisher:${key}`) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Resolves every setting; `source` defaults to the config handed to `configure`. */
export function resolveSettings(source: ConfigSource | undefined = stackConfig, env: NodeJS.ProcessEnv = process.env): ProviderSettings {
  const settings: Record<string, string> = {};
  for (const key of SETTING_KEYS) {
    const value = fromStack(source, key) ?? env[envVarName(key)];
    if (value !== undefined && value !== "") settings[key] = value;
  }
  const apiVersion = settings.apiVersion ?? "v5";
  if (apiVersion !== "v5" && apiVersion !== "v4") {
    throw new Error(`adpublisher:apiVersion (or ${envVarName("apiVersion")}) must be "v5" or "v4", got "${apiVersion}"`);
  }
  return { ...settings, apiVersion } as ProviderSettings;
}

/** The message for a missing setting, naming both places it can come from. */
export function missingSettingMessage(key: SettingKey): string {
  const how = SECRET_SETTING_KEYS.includes(key) ? `pulumi config set --secret adpublisher:${key}` : `pulumi config set adpublisher:${key}`;
  return `adpublisher:${key} is not set: run \`${how} <value>\` or set ${envVarName(key)}`;
}
