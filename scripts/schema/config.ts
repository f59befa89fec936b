// Provider configuration in schema.json: every `adpublisher:*` key of provider/config.ts.
import { environmentVariableFor } from "../../provider/client/config";
import { SECRET_SETTING_KEYS, SETTING_KEYS } from "../../provider/config";
import type { PropertySpec } from "./pulumi-spec";

type Key = (typeof SETTING_KEYS)[number];

/** What each key is for (docs/configuration.md, "Settings"); typed by the keys, so a new key needs its text. */
const MEANING: Record<Key, string> = {
  baseUrl: "Base URL of the management API and its token endpoint (`{base_url}`). No default.",
  clientId: "API client id (token requests).",
  clientSecret: "API client secret (token requests).",
  audience: "Audience of v5 access tokens.",
  apiVersion: "Management API version and token flow: `v5` (the default) or `v4`.",
  legacyAnalyticsUrl: "Base URL of the legacy analytics API (`{whapi_url}`). No default.",
  legacyUserId: "User id for legacy analytics and mediation v1 reports.",
  legacyUserSignature: "User signature for legacy analytics and mediation v1 reports.",
  reportingUrl: "Base URL of mediation reporting (`{reporting_url}`). No default.",
  s2sUrl: "Base URL of server-to-server attribution (`{s2s_url}`). No default.",
  s2sToken: "Public S2S token (attributed installs and app opens).",
  s2sApiToken: "API token of the S2S in-app purchase endpoint.",
  s2sApiSecret: "API secret that signs S2S in-app purchase events.",
};

/**
 * The environment variable is named in the description, not in `defaultInfo`: generated SDKs read
 * a `defaultInfo` variable themselves and pass its value as a provider input, which would put
 * secrets read from the environment into an explicit provider's state. The plugin reads the
 * environment itself, as the dynamic provider does.
 */
export function configVariables(): Record<string, PropertySpec> {
  return Object.fromEntries(
    SETTING_KEYS.map((key) => {
      const secret = SECRET_SETTING_KEYS.includes(key);
      const description = `${MEANING[key]} Falls back to the environment variable \`${environmentVariableFor(key)}\`.${secret ? " A secret: set it with `pulumi config set --secret`." : ""}`;
      return [key, { type: "string", description, ...(secret && { secret: true }) } satisfies PropertySpec];
    }),
  );
}
