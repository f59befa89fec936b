// The limiter step: every send, retries included, waits for the request's limiter.
import { describe, expect, it } from "vitest";
import type { HttpRequest } from "../../../provider/client/http";
import type { RequestLimiter } from "../../../provider/client/http";
import { withLimiter } from "../../../provider/client/limiter";
import { withRetry } from "../../../provider/client/retry";
import { createApiContext } from "../../../provider/client/api-context";
import { TokenCache } from "../../../provider/client/tokens";
import { instantClock } from "../../support/instant-clock";
import { noWait, request, scriptedTransport, type Scripted } from "./fake-transport";

function countingLimiter(): RequestLimiter & { seen: string[] } {
  const seen: string[] = [];
  return { seen, acquire: (req: HttpRequest) => void seen.push(`${req.method} ${req.url.pathname}`) };
}

describe("the limiter step", () => {
  it("awaits the request's limiter before every send, retries included", async () => {
    const own = countingLimiter();
    const transport = scriptedTransport([{ status: 503 }, { status: 200 }]);
    const send = withRetry(withLimiter(transport), { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1, maxElapsedMs: 1000 }, noWait);
    await send({ ...request("GET"), limiter: own });
    expect(own.seen).toEqual(["GET /v5/apps", "GET /v5/apps"]);
    expect(transport.calls).toHaveLength(2);
  });

  it("a limiter that throws stops the request before it is sent", async () => {
    const refusing: RequestLimiter = {
      acquire: () => {
        throw new Error("quota spent");
      },
    };
    const transport = scriptedTransport([{ status: 200 }]);
    await expect(withLimiter(transport)({ ...request("GET"), limiter: refusing })).rejects.toThrow("quota spent");
    expect(transport.calls).toHaveLength(0);
  });
});

describe("the limiter step in the client's pipeline", () => {
  it("takes a permit for every send of a call: the retry after a 429 and the re-send after a 401, not the token requests", async () => {
    const token: Scripted = { status: 200, body: { access_token: "t", token_type: "Bearer", expires_in: 86400 } };
    const transport = scriptedTransport([token, { status: 429, headers: { "retry-after": "0" } }, { status: 401 }, token, { status: 200, body: {} }]);
    const config = { baseUrl: "https://api.example.test", clientId: "c", clientSecret: "s", audience: "a" };
    const clock = instantClock();
    const ctx = createApiContext(config, { transport, clock, tokenCache: new TokenCache() });
    const limiter = countingLimiter();
    await ctx.send({ method: "GET", path: "/v5/apps", auth: "bearer", limiter });
    expect(limiter.seen).toEqual(["GET /v5/apps", "GET /v5/apps", "GET /v5/apps"]);
    expect(transport.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      "POST /v5/oauth/token", "GET /v5/apps", "GET /v5/apps", "POST /v5/oauth/token", "GET /v5/apps",
    ]);
    expect(clock.sleeps).toEqual([0]);
  });
});
