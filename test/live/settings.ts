// The live tier's settings: the service and credentials it runs against, from ADPUBLISHER_*, and
// a run id that marks every object it creates.
import { randomBytes } from "node:crypto";
import { createClient, type AdPublisherClient } from "../../provider/client";

/** What the live tier needs to reach a service; the provider reads the same variables. */
const REQUIRED = ["ADPUBLISHER_BASE_URL", "ADPUBLISHER_CLIENT_ID", "ADPUBLISHER_CLIENT_SECRET", "ADPUBLISHER_AUDIENCE"] as const;

/** Variables of the test harness itself, not settings of the provider. */
const HARNESS_VARIABLES = new Set(["ADPUBLISHER_E2E_RUN_DIR", "ADPUBLISHER_KEEP_E2E", "ADPUBLISHER_CACHE_DIR"]);

export interface LiveSettings {
  /** Every ADPUBLISHER_* setting given, for the Pulumi commands (the provider reads them there). */
  env: Record<string, string>;
  /** A client on the same account, for what the suite checks and sweeps outside Pulumi. */
  client: AdPublisherClient;
}

/** The service ADPUBLISHER_* names; a missing variable fails the run, naming it (never a skip). */
export function liveSettings(source: NodeJS.ProcessEnv = process.env): LiveSettings {
  const missing = REQUIRED.filter((name) => !source[name]);
  if (missing.length > 0) throw new Error(`npm run test:live needs ${missing.join(", ")}: the service and account to run against`);
  const env = Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[0].startsWith("ADPUBLISHER_") && !HARNESS_VARIABLES.has(entry[0]) && entry[1] !== undefined),
  );
  const client = createClient({
    baseUrl: env.ADPUBLISHER_BASE_URL!,
    clientId: env.ADPUBLISHER_CLIENT_ID!,
    clientSecret: env.ADPUBLISHER_CLIENT_SECRET!,
    audience: env.ADPUBLISHER_AUDIENCE!,
  });
  return { env, client };
}

/** A run id for every name the run gives, so that runs on one account never meet and a sweep finds only its own. */
export function newRunId(): string {
  return `adplive-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
}
