// Redaction of network failure causes: no error message quotes a credential the request carried.
import { MockAgent } from "undici";
import { describe, expect, it } from "vitest";
import { NetworkError } from "../../../provider/client/errors";
import { redactError, secretsOf } from "../../../provider/client/redact";
import { createTransport } from "../../../provider/client/transport";

describe("redaction of network failure causes", () => {
  it("finds the credentials a request carries", () => {
    const secrets = secretsOf({
      headers: { authorization: "Bearer tok-123", "x-service-signature": "abcd1234", accept: "application/json" },
      body: JSON.stringify({ client_id: "id", client_secret: "sec-456", nested: { api_token: "tok-789" } }),
    });
    expect(secrets).toEqual(["Bearer tok-123", "tok-123", "abcd1234", "sec-456", "tok-789"]);
    const inQuery = secretsOf({ url: new URL("https://h.test/metrics/app?userId=u1&userSignature=sig-999&token=s2s-777"), headers: {} });
    expect(inQuery).toEqual(["sig-999", "s2s-777"]);
  });

  it("rewrites only the errors whose chain quotes a secret, keeping name and code", () => {
    const clean = new Error("connect ECONNREFUSED");
    expect(redactError(clean, ["sec-456"])).toBe(clean);
    const leaky = Object.assign(new Error("bad header Bearer sec-456"), { code: "UND_ERR_X" });
    const outer = new Error("wrapper", { cause: leaky });
    const redacted = redactError(outer, ["sec-456"]) as Error;
    expect(redacted.message).toBe("wrapper");
    expect((redacted.cause as Error).message).toBe("bad header Bearer [redacted]");
    expect(redacted.cause).toMatchObject({ code: "UND_ERR_X" });
    expect(JSON.stringify(redacted, ["message", "cause", "stack"])).not.toContain("sec-456");
  });

  it("the transport's NetworkError never carries the request's secret", async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent
      .get("https://api.example.test")
      .intercept({ path: "/v5/oauth/token", method: "POST" })
      .replyWithError(new Error("failed while sending client_secret=super-secret-value"));
    const send = createTransport({ dispatcher: agent });
    const error = await send({
      method: "POST",
      url: new URL("https://api.example.test/v5/oauth/token"),
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_secret: "super-secret-value" }),
      idempotent: true,
    }).catch((e: unknown) => e);
    await agent.close();
    expect(error).toBeInstanceOf(NetworkError);
    let text = "";
    for (let e: unknown = error; e instanceof Error; e = e.cause) text += `${e.message}\n${e.stack}\n`;
    expect(text).toContain("[redacted]");
    expect(text).not.toContain("super-secret-value");
  });
});
