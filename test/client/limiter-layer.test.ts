import { describe, expect, it } from "vitest";
import type { HttpRequest } from "../../provider/client/http";
import { withLimiters, type RequestLimiter } from "../../provider/client/limiter";
import { withRetry } from "../../provider/client/retry";
import { noWait, request, scriptedTransport } from "./fake-transport";

function countingLimiter(): RequestLimiter & { seen: string[] } {
  const seen: string[] = [];
  return { seen, acquire: (req: HttpRequest) => void seen.push(`${req.method} ${req.url.pathname}`) };
}

describe("withLimiters", () => {
  it("awaits the client-wide limiters and the request's own limiter before every send, retries included", async () => {
    const global = countingLimiter();
    const own = countingLimiter();
    const transport = scriptedTransport([{ status: 503 }, { status: 200 }]);
    const send = withRetry(withLimiters([global])(transport), { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1, maxElapsedMs: 1000 }, noWait);
    await send({ ...request("GET"), limiter: own });
    expect(global.seen).toEqual(["GET /v5/apps", "GET /v5/apps"]);
    expect(own.seen).toEqual(["GET /v5/apps", "GET /v5/apps"]);
  });

  it("a limiter that throws stops the request before it is sent", async () => {
    const refusing: RequestLimiter = {
      acquire: () => {
        throw new Error("quota spent");
      },
    };
    const transport = scriptedTransport([{ status: 200 }]);
    await expect(withLimiters([refusing])(transport)(request("GET"))).rejects.toThrow("quota spent");
    expect(transport.calls).toHaveLength(0);
  });
});
