import type { AdPublisherClient } from "../client";
import { providerClient } from "../resources/common/client";

/**
 * What a face (dynamic-provider host, plugin, program-side data sources, command line) hands to
 * the resource handlers and functions: the one client of that face (issue 15, "One runtime context").
 */
export interface RuntimeContext {
  readonly client: AdPublisherClient;
}

/** The context of this process, built from the provider's configuration on first use. */
export function processContext(): RuntimeContext {
  return {
    get client() {
      return providerClient();
    },
  };
}

/** A context around a given client (the command line builds its client from the environment). */
export function contextWithClient(client: AdPublisherClient): RuntimeContext {
  return { client };
}
