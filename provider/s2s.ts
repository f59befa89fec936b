// The server-to-server attribution client for advertisers and measurement partners
// (`/api/v2/attributed_install`, `/api/v2/open`, `/event_service/v3/track`), from the package root. Settings: s2sUrl and s2sToken for installs and
// opens; s2sApiToken and s2sApiSecret for purchase events; given, or read from the environment
// (ADPUBLISHER_S2S_*) or any `get(key)` source such as a dynamic provider's config.
import { type ClientConfig, type S2sClient, createApiContext, createS2sClient } from "./client";
import { type ConfigSource, resolveSettings } from "./config";

export interface S2sClientOptions {
  /** Settings to use as they are (no environment lookup). */
  config?: ClientConfig;
  /** Where to read `adpublisher:<key>` settings before the environment. */
  source?: ConfigSource;
}

/** A typed client for `attributedInstall`, `open` and the signed `trackPurchase`. */
export function s2sClient(options: S2sClientOptions = {}): S2sClient {
  return createS2sClient(createApiContext(options.config ?? resolveSettings(options.source, process.env)));
}

export type { S2sClient, S2sSendOptions, PurchaseResult } from "./client";
export type { AttributedInstallArgs, AppOpenArgs, PurchaseArgs, PurchaseBody, S2sResponse } from "./models/s2s";
export { purchaseSignature } from "./client";
