// purchaseSignature: the X-Service-Signature of in-app purchase events, against a fixed vector.
import { describe, expect, it } from "vitest";
import { purchaseSignature } from "../../../provider/client/s2s/signature";

describe("purchaseSignature", () => {
  it("is the hex SHA-256 of action:pia, secret, app signature and the exact body, newline-separated", () => {
    const body = '{"app_id":"a1","gaid":"g","iap":{"product_id":"gems","currency":"USD","price":0.99}}';
    // Known answer from coreutils, not from node:crypto:
    // printf 'action:pia\nsecret-1\napp-sig\n{"app_id":"a1","gaid":"g","iap":{"product_id":"gems","currency":"USD","price":0.99}}' | sha256sum
    expect(purchaseSignature("secret-1", "app-sig", body)).toBe("9a2baf424dd1194adc003c677d72bbfbef3014c1e0c25068b8fc4151e0906f10");
  });
  it("changes with any byte of the body (whitespace included)", () => {
    const a = purchaseSignature("s", "sig", '{"a":1}');
    expect(purchaseSignature("s", "sig", '{"a": 1}')).not.toBe(a);
    expect(purchaseSignature("s", "sig2", '{"a":1}')).not.toBe(a);
  });
  it("matches a fixed vector", () => {
    // Known answer from coreutils and python3 (hashlib.sha256), not from node:crypto:
    // printf 'action:pia\nS\nA\n{}' | sha256sum
    expect(purchaseSignature("S", "A", "{}")).toBe("dd503ac113be974a86747ade606dc41352875903ec4099aa7a4de87c77caca17");
  });
});
