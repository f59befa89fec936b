// The transport on undici against a local server: what it sends, timeouts, connection failures,
// and the client over it (tokens, camelCase, errors that carry no secret).
import { MockAgent, type Dispatcher } from "undici";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient } from "../../../provider/client";
import { AuthenticationError, NetworkError, NotFoundError, ServerError } from "../../../provider/client/errors";
import { createTransport } from "../../../provider/client/transport";

// undici's MockAgent, injected as the dispatcher (nock also intercepts undici here, but an
// injected dispatcher needs no global patching and is what users swap in too).
const origin = "https://api.example.test";
let agent: MockAgent;
beforeEach(() => {
  agent = new MockAgent();
  agent.disableNetConnect();
});
afterEach(async () => agent.close());

const config = () => ({
  baseUrl: origin,
  clientId: "cid",
  clientSecret: "very-secret",
  audience: "aud",
  dispatcher: agent,
  retry: { baseDelayMs: 1, maxDelayMs: 2 },
});

describe("transport on undici", () => {
  it("sends method, headers and body, and returns status, lower-case headers and the body", async () => {
    agent
      .get(origin)
      .intercept({ path: "/echo", method: "PUT", body: "payload", headers: { "x-a": "1" } })
      .reply(201, "done", { headers: { "X-Thing": "v" } });
    const send = createTransport({ dispatcher: agent });
    const res = await send({ method: "PUT", url: new URL(`${origin}/echo`), headers: { "x-a": "1" }, body: "payload", idempotent: true });
    expect(res.status).toBe(201);
    expect(res.headers["x-thing"]).toBe("v");
    expect(res.body.toString()).toBe("done");
  });

  it("times out a request and reports it as a NetworkError after the request was sent", async () => {
    agent.get(origin).intercept({ path: "/slow", method: "GET" }).reply(200, "late").delay(500);
    const send = createTransport({ dispatcher: agent, timeoutMs: 20 });
    const error = await send({ method: "GET", url: new URL(`${origin}/slow`), headers: {}, idempotent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ phase: "response", code: "TIMEOUT" });
  });

  it("fails at its deadline while still waiting for a connection, and aborts the request when it starts", async () => {
    // A dispatcher that queues the request and never starts it (as a pool with every connection busy).
    let queued: Dispatcher.DispatchHandler | undefined;
    const busy = { dispatch: (_options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) => ((queued = handler), false) } as unknown as Dispatcher;
    const send = createTransport({ dispatcher: busy, timeoutMs: 20 });
    const error = await send({ method: "GET", url: new URL(`${origin}/queued`), headers: {}, idempotent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ phase: "response", code: "TIMEOUT" });
    let abortedWith: Error | undefined;
    queued?.onRequestStart?.({ abort: (reason: Error) => void (abortedWith = reason) } as Dispatcher.DispatchController, {});
    expect(abortedWith?.message).toMatch(/within 20 ms/);
  });

  it("keeps the cause of a connection failure", async () => {
    agent.get(origin).intercept({ path: "/boom", method: "GET" }).replyWithError(new Error("socket hang up"));
    const send = createTransport({ dispatcher: agent });
    const error = await send({ method: "GET", url: new URL(`${origin}/boom`), headers: {}, idempotent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(Error);
  });
});

describe("client over MockAgent", () => {
  const token = () =>
    agent
      .get(origin)
      .intercept({ path: "/v5/oauth/token", method: "POST" })
      .reply(200, { access_token: "tok", token_type: "Bearer", expires_in: 86400, scope: "" });

  it("gets a token, then calls with it and maps snake_case to camelCase", async () => {
    token();
    agent
      .get(origin)
      .intercept({ path: "/v5/apps/a1/ad-locations", method: "GET", headers: { authorization: "Bearer tok" } })
      .reply(200, { items: [{ uuid: "u1", name: "Main", ad_type: "banner", type: "bidding" }] });
    const client = createClient({ ...config(), clientId: "mock-1" });
    expect(await client.management.adLocations.list("a1")).toEqual([{ uuid: "u1", name: "Main", adType: "banner", type: "bidding" }]);
  });

  it("maps 404 to NotFoundError and 5xx (after retries) to ServerError", async () => {
    token();
    agent.get(origin).intercept({ path: "/v5/apps/nope", method: "GET" }).reply(404, { detail: [{ msg: "app nope not found", type: "not_found" }] });
    agent.get(origin).intercept({ path: "/v5/apps/bad", method: "GET" }).reply(500, {}).times(4);
    const client = createClient({ ...config(), clientId: "mock-2" });
    await expect(client.management.apps.get("nope")).rejects.toThrow(NotFoundError);
    const error = await client.management.apps.get("bad").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 500, attempts: 4, method: "GET", path: "/v5/apps/bad" });
  });

  it("a token error names the code and never carries the secret", async () => {
    agent.get(origin).intercept({ path: "/v5/oauth/token", method: "POST" }).reply(401, { error: "invalid_client" });
    const client = createClient({ ...config(), clientId: "mock-3" });
    const error = await client.management.apps.get("x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(String((error as Error).message)).toContain("invalid_client");
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain("very-secret");
  });
});
