// The emulator's S2S rules on their own: blank values, required ids, the purchase signature.
import { describe, expect, it } from "vitest";
import { purchaseSignature, signatureMatches } from "../../../emulator/s2s/signature";
import { validatePurchase } from "../../../emulator/s2s/purchase";
import { checkToken, normalizeParams, validateAttributedInstall, validateOpen } from "../../../emulator/s2s/validation";

describe("S2S rules", () => {
  it("treats blank values as not sent", () => {
    expect(normalizeParams({ token: "t", click_id: "  ", completed_view_id: "" })).toEqual({ params: { token: "t" } });
    expect(validateAttributedInstall({ token: "t" })).toEqual({ status: 400, body: { message: "one of click_id or completed_view_id is required", status: 400 } });
    expect(validateAttributedInstall({ token: "t", completed_view_id: "v" }).status).toBe(200);
    expect(checkToken({}, "t")?.status).toBe(401);
    expect(checkToken({ token: "x" }, "t")?.status).toBe(401);
    expect(checkToken({ token: "t" }, "t")).toBeUndefined();
  });

  it("requires app_id and a device id for opens", () => {
    const exists = (id: string) => id === "app-a";
    expect(validateOpen({ app_id: "app-a" }, exists).body.message).toBe("one of idfa, gaid or uuid is required");
    expect(validateOpen({ app_id: "nope", gaid: "g" }, exists).status).toBe(400);
    expect(validateOpen({ app_id: "app-a", gaid: "g", rejected_reason: "fraud" }, exists).status).toBe(400);
    expect(validateOpen({ app_id: "app-a", gaid: "g" }, exists).status).toBe(200);
  });

  it("signs action:pia, secret, app signature and the raw body", () => {
    const body = '{"app_id":"a"}';
    // Known answer from coreutils and python3 (hashlib.sha256), not from node:crypto:
    // printf 'action:pia\nsecret\nsig\n{"app_id":"a"}' | sha256sum
    const expected = "8a3b6c9e9b41e7b3b2d0be2795a1e5c14feafcbd6ee017e8ae8f4659c4b6ca00";
    expect(purchaseSignature("secret", "sig", body)).toBe(expected);
    // printf 'action:pia\nS\nA\n{}' | sha256sum
    expect(purchaseSignature("S", "A", "{}")).toBe("dd503ac113be974a86747ade606dc41352875903ec4099aa7a4de87c77caca17");
    expect(signatureMatches(expected, expected.toUpperCase())).toBe(true);
    expect(signatureMatches(expected, purchaseSignature("secret", "sig", `${body} `))).toBe(false);
  });

  it("validates the purchase body", () => {
    const iap = { product_id: "gems", currency: "USD", price: 1.99 };
    expect(validatePurchase({ app_id: "a", gaid: "g", iap }).status).toBe(200);
    expect(validatePurchase({ app_id: "a", iap }).status).toBe(400);
    expect(validatePurchase({ app_id: "a", ifa: "i", iap: { ...iap, currency: "usd" } }).status).toBe(400);
    expect(validatePurchase({ app_id: "a", ifa: "i", iap: { ...iap, price: "1" } }).status).toBe(400);
    expect(validatePurchase({ app_id: "a", ifa: "i", event: "level_up" }).body.message).toMatch(/only purchase events/);
  });
});
