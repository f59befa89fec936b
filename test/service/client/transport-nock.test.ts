// The default transport under nock: retries and the attempt bound with the server's Retry-After.
import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient } from "../../../provider/client";
import { RateLimitError } from "../../../provider/client/errors";

// nock intercepts the client's default undici transport (no dispatcher injected), so this is the
// client exactly as users build it, against a scripted server.
const origin = "https://api.nock.test";
const config = { baseUrl: origin, clientId: "cid", clientSecret: "nock-secret", audience: "aud", retry: { baseDelayMs: 1, maxDelayMs: 5 } };
const app = { id: "a1", nickname: "N", orientations: ["portrait"], platform: "ios", is_live: false, is_test_mode_on: false, is_directed_at_kids_under_13: "NO" };

beforeEach(() => {
  nock.disableNetConnect();
  nock(origin).post("/v5/oauth/token").reply(200, { access_token: "t1", token_type: "Bearer", expires_in: 86400, scope: "" });
});
afterEach(() => {
  nock.cleanAll();
  nock.enableNetConnect();
});

describe("the default transport under nock", () => {
  // Connection resets are covered with MockAgent and the emulator's reset faults: nock's
  // replyWithError leaves an undici request waiting for its timeout instead of failing it.
  it("retries 503s, then returns the app", async () => {
    const scope = nock(origin)
      .get("/v5/apps/a1").times(2).reply(503, { detail: [] })
      .get("/v5/apps/a1").matchHeader("authorization", "Bearer t1").reply(200, app);
    const got = await createClient(config).management.apps.get("a1");
    expect(got).toMatchObject({ id: "a1", isDirectedAtKidsUnder13: "NO" });
    expect(scope.isDone()).toBe(true);
  });

  it("stops at the attempt bound on 429s and reports the server's Retry-After", async () => {
    const scope = nock(origin).get("/v5/apps/a1").times(2).reply(429, {}, { "Retry-After": "0" });
    const error = await createClient({ ...config, retry: { ...config.retry, maxAttempts: 2 } }).management.apps.get("a1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterSeconds).toBe(0);
    expect(String((error as Error).message)).not.toContain("nock-secret");
    expect(scope.isDone()).toBe(true);
  });
});
