// The S2S APIs' fields: attributed installs, opens, in-app purchases.
// `$APP` stands for an app the service knows (opens and purchases name one).
import { rulesOf } from "./case";

export const KNOWN_APP = "$APP";

const install = rulesOf("POST /api/v2/attributed_install", "S2S API: Attributed install request", {});

export const installCases = [
  install.passes("a click id", { clickId: "click-1" }),
  install.passes("a completed view id", { completedViewId: "view-1" }),
  install.passes("both (click_id takes precedence)", { clickId: "click-1", completedViewId: "view-1" }),
  install.fails("one of click_id and completed_view_id is required", {}, "clickId", "one of the two"),
  install.fails("a blank value counts as omitted", { clickId: "  " }, "clickId", "one of the two"),
];

const open = rulesOf("POST /api/v2/open", "S2S API: Open (app launch) request", { appId: KNOWN_APP, gaid: "gaid-1" });

export const openCases = [
  open.passes("an app and a gaid"),
  open.passes("an idfa", { gaid: undefined, idfa: "idfa-1" }),
  open.passes("a uuid (Amazon)", { gaid: undefined, uuid: "uuid-1" }),
  open.passes("every optional field", { clickId: "c", trackingId: "t", version: "1.2", matchType: "m" }),
  open.passes("a rejected install with its click id", { rejectedReason: "fraud", rejectedValue: "x", clickId: "click-1" }),
  open.passes("a rejected install with its completed view id", { rejectedReason: "fraud", completedViewId: "view-1" }),
  open.refusedByState("app_id is an app of the service", { appId: "no-such-app" }, "appId", "service app id"),
  open.fails("app_id is required", { appId: undefined }, "appId", "required"),
  open.fails("one of idfa, gaid, uuid is required", { gaid: undefined }, "idfa", "one device id"),
  open.fails("a rejected install needs click_id or completed_view_id", { rejectedReason: "fraud" }, "rejectedReason", "required for rejected installs"),
];

const purchase = rulesOf("POST /event_service/v3/track", "S2S API: In-app purchase event body", {
  appId: KNOWN_APP,
  gaid: "gaid-1",
  iap: { productId: "gems-100", currency: "USD", price: 0.99 },
});
const iap = (fields: Record<string, unknown>) => ({ iap: { productId: "gems-100", currency: "USD", price: 0.99, ...fields } });

export const purchaseCases = [
  purchase.passes("a purchase"),
  purchase.passes("an ifa", { gaid: undefined, ifa: "ifa-1" }),
  purchase.passes("a legacy uuid", { gaid: undefined, uuid: "uuid-1" }),
  purchase.passes("a fire_adid", { gaid: undefined, fireAdid: "fire-1" }),
  purchase.passes("a free item and the optional texts", iap({ price: 0, localizedTitle: "100 gems", localizedDescription: "A bag" })),
  purchase.refusedByState("app_id is an app of the service (its signature signs the event)", { appId: "no-such-app" }, "appId", "service app id"),
  purchase.fails("app_id is required", { appId: undefined }, "appId", "required"),
  purchase.fails("one device id is required", { gaid: undefined }, "gaid", "one of gaid, ifa, uuid, fire_adid"),
  purchase.fails("the iap object is required (only purchase events)", { iap: undefined }, "iap", "required"),
  purchase.fails("product_id is required", iap({ productId: undefined }), "iap.productId", "required"),
  purchase.fails("currency is a currency code", iap({ currency: "dollars" }), "iap.currency", "currency code"),
  purchase.fails("price is a number", iap({ price: "0.99" }), "iap.price", "number"),
  purchase.fails("price is not negative", iap({ price: -1 }), "iap.price", "number"),
  purchase.fails("localized_title is a string", iap({ localizedTitle: 5 }), "iap.localizedTitle", "string"),
];
