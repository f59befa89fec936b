// The one request pipeline of the client: every call, buffered or streamed, management,
// tokens, reports and S2S, goes through the same layers around one transport:
//
//   bearer auth (one token source, renewal on a 401)
//     -> retry (retry-policy.ts decides; waits on the one clock)
//       -> limiter step (a permit per attempt)
//         -> transport (undici under the injected Dispatcher, or a test's Send)
//
// Style: undici interceptors, octokit's request + plugins: each layer is `(next) => send`.
import { withBearerAuth, type TokenSource } from "./auth";
import { systemClock, type Clock } from "./clock";
import { joinUrl, requireBaseUrl, requireSetting, type ClientConfig } from "./config";
import type { HttpRequest, HttpResponse, Send } from "./http";
import { withLimiter } from "./limiter";
import { resolveRetryOptions, retryDependencies, withRetry } from "./retry";
import { TokenCache, type TokenCredentials } from "./tokens";
import { createTransport } from "./transport";

export interface PipelineOptions {
  /** The clock of every wait: retry backoff, limiters, token expiry, job polling (default: real time). */
  clock?: Clock;
  /** In [0, 1), for retry jitter (default Math.random). */
  random?: () => number;
  /** Default: a cache of this client's own (one client per runtime context: nothing shared beyond it). */
  tokenCache?: TokenCache;
  /** Replaces the undici transport (tests: a scripted fake). Users swap `config.dispatcher` instead. */
  transport?: Send;
}

export type Auth = { bearer: "v5" | "v4" } | "none";

export interface Pipeline {
  readonly clock: Clock;
  send(request: HttpRequest, auth: Auth): Promise<HttpResponse>;
}

function tokenCredentials(config: ClientConfig, version: "v5" | "v4"): TokenCredentials {
  const base = requireBaseUrl(config, "baseUrl");
  return {
    version,
    tokenUrl: joinUrl(base, version === "v5" ? "/v5/oauth/token" : "/v4/token"),
    clientId: requireSetting(config, "clientId"),
    clientSecret: requireSetting(config, "clientSecret"),
    audience: version === "v5" ? requireSetting(config, "audience") : undefined,
  };
}

export function createPipeline(config: ClientConfig, options: PipelineOptions = {}): Pipeline {
  const clock = options.clock ?? systemClock;
  const transport = options.transport ?? createTransport(config);
  const plain = withRetry(withLimiter(transport), resolveRetryOptions(config.retry), retryDependencies(clock, options.random));
  // Token expiry is judged on the same clock; a cache on another clock would judge it wrongly.
  const tokenCache = options.tokenCache ?? new TokenCache(() => clock.now());
  const authed = (version: "v5" | "v4"): Send => {
    // Built at the first call that needs a token and kept, like the rest of the config the
    // pipeline reads at creation: parsing the URLs on every call was part of each call's CPU. A
    // missing setting is not kept: each call throws it again.
    let credentials: TokenCredentials | undefined;
    const credentialsOf = () => (credentials ??= tokenCredentials(config, version));
    const source: TokenSource = {
      getToken: () => tokenCache.get(credentialsOf(), plain),
      invalidate: (token) => tokenCache.invalidate(credentialsOf(), token),
    };
    return withBearerAuth(source)(plain);
  };
  const bearer = { v5: authed("v5"), v4: authed("v4") };
  return { clock, send: (request, auth) => (auth === "none" ? plain : bearer[auth.bearer])(request) };
}
