// The S2S arguments: the id rules of attributed installs and app opens.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { appOpenArgs, attributedInstallArgs, purchaseArgs } from "../../../provider/models/s2s";
import { formatIssues } from "../../../provider/models/rules";

function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : formatIssues(result.error);
}

describe("attributed install", () => {
  it("needs a click id or a completed view id (blank does not count)", () => {
    expect(issues(attributedInstallArgs, {})).toEqual(["clickId: one of clickId or completedViewId is required (click_id / completed_view_id)"]);
    expect(issues(attributedInstallArgs, { clickId: " ", completedViewId: "" })).toHaveLength(1);
    expect(attributedInstallArgs.parse({ completedViewId: "v1" })).toEqual({ completed_view_id: "v1" });
    expect(attributedInstallArgs.parse({ clickId: "c1", completedViewId: "" })).toEqual({ click_id: "c1", completed_view_id: "" });
  });
});

describe("app open", () => {
  it("needs appId and one of idfa, gaid, uuid", () => {
    expect(issues(appOpenArgs, {})).toEqual(["appId: is required (app_id)", "idfa: one of idfa, gaid or uuid is required"]);
    expect(appOpenArgs.parse({ appId: "a1", gaid: "g", uuid: "u", trackingId: "t", matchType: "m" })).toEqual({
      app_id: "a1", gaid: "g", uuid: "u", tracking_id: "t", match_type: "m",
    });
  });
  it("a rejected install needs the click or view id", () => {
    expect(issues(appOpenArgs, { appId: "a1", idfa: "i", rejectedReason: "fraud" })).toEqual([
      "rejectedReason: a rejected install (rejectedReason) needs clickId or completedViewId",
    ]);
    expect(appOpenArgs.parse({ appId: "a1", idfa: "i", rejectedReason: "fraud", rejectedValue: "v", clickId: "c" })).toEqual({
      app_id: "a1", idfa: "i", rejected_reason: "fraud", rejected_value: "v", click_id: "c",
    });
  });
  it("refuses non-string ids and unknown arguments", () => {
    expect(issues(appOpenArgs, { appId: 5, gaid: "g", deviceId: "d" })).toEqual([
      expect.stringMatching(/^deviceId: is not an argument of app open/),
      "appId: must be a string",
      "appId: is required (app_id)",
    ]);
  });
});

describe("in-app purchase", () => {
  const valid = { appId: "a1", appSignature: "sig", gaid: "g", iap: { productId: "gems", currency: "USD", price: 0.99 } };
  it("builds the snake_case body and keeps the app signature out of it", () => {
    expect(purchaseArgs.parse({ ...valid, fireAdid: "f", iap: { ...valid.iap, localizedTitle: "Gems" } })).toEqual({
      appSignature: "sig",
      body: { app_id: "a1", gaid: "g", fire_adid: "f", iap: { product_id: "gems", currency: "USD", price: 0.99, localized_title: "Gems" } },
    });
  });
  it("needs one device id among gaid, ifa, uuid, fireAdid", () => {
    expect(issues(purchaseArgs, { ...valid, gaid: undefined })).toEqual(["gaid: one device id is required: gaid, ifa, uuid or fireAdid"]);
  });
  it("checks the iap object", () => {
    expect(issues(purchaseArgs, { ...valid, iap: { productId: "", currency: "usd", price: -1 } })).toEqual([
      "iap.productId: is required",
      'iap.currency: must be a three-letter currency code such as USD (got "usd")',
      "iap.price: must be a non-negative number (got -1)",
    ]);
    expect(issues(purchaseArgs, { ...valid, iap: undefined })).toEqual(["iap: is required (productId, currency, price)"]);
    expect(issues(purchaseArgs, { ...valid, appId: "", appSignature: "" })).toEqual([
      "appId: is required (app_id)",
      "appSignature: is required (it is part of the signature)",
    ]);
  });
});
