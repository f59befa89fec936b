// The mediation reporting limiters a process shares, so that every client keeps to the API's
// limit of 40 requests per 10 minutes per account together.
import type { Clock } from "../clock";
import { requireSetting, type ClientConfig } from "../config";
import { MEDIATION_RATE_LIMIT, SlidingWindowLimiter } from "./sliding-window-limiter";

import type { MediationVersion } from "../../models/mediation";

/**
 * Mediation reporting's limiters: one per reporting URL, API version and account, per clock (a
 * limiter measures its window on the clock of the clients that share it). The service counts
 * requests per account whichever client sends them, so every client of one process should share
 * one set: the runtime's process scope holds it and hands it to the clients it builds; a client
 * made without one has a set of its own.
 */
export class MediationLimiters {
  private readonly byClock = new WeakMap<Clock, Map<string, SlidingWindowLimiter>>();

  /** The limiter requests of this config and version wait for. */
  for(config: ClientConfig, version: MediationVersion, clock: Clock): SlidingWindowLimiter {
    const account = version === "v2" ? requireSetting(config, "clientId") : requireSetting(config, "legacyUserId");
    const key = `${requireSetting(config, "reportingUrl")}|${version}|${account}`;
    let byKey = this.byClock.get(clock);
    if (!byKey) this.byClock.set(clock, (byKey = new Map()));
    let limiter = byKey.get(key);
    if (!limiter) byKey.set(key, (limiter = new SlidingWindowLimiter({ ...MEDIATION_RATE_LIMIT, clock })));
    return limiter;
  }
}
