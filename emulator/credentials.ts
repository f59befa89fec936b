/** Everything a client needs to reach the emulator; `url` is base_url, whapi_url, reporting_url and s2s_url alike. */
export interface EmulatorCredentials {
  url: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  legacyUserId: string;
  legacyUserSignature: string;
  s2sToken: string;
  s2sApiToken: string;
  s2sApiSecret: string;
}

/** Deterministic defaults, so examples and docs can name them; override any with startEmulator({ credentials }). */
export const DEFAULT_CREDENTIALS: Omit<EmulatorCredentials, "url"> = {
  clientId: "emulator-client-id",
  clientSecret: "emulator-client-secret",
  audience: "https://api.adpublisher.emulator",
  legacyUserId: "emulator-user-id",
  legacyUserSignature: "emulator-user-signature",
  s2sToken: "emulator-s2s-token",
  s2sApiToken: "emulator-s2s-api-token",
  s2sApiSecret: "emulator-s2s-api-secret",
};

export function resolveCredentials(
  url: string,
  overrides: Partial<EmulatorCredentials> = {},
): EmulatorCredentials {
  const merged = { ...DEFAULT_CREDENTIALS };
  for (const key of Object.keys(DEFAULT_CREDENTIALS) as (keyof typeof DEFAULT_CREDENTIALS)[]) {
    const value = overrides[key];
    if (typeof value === "string" && value !== "") merged[key] = value;
  }
  // The url is where the server actually listens; an override cannot move it.
  return { url, ...merged };
}
