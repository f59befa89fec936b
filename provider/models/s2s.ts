// Server-to-server attribution: the fields of `/api/v2/attributed_install`, `/api/v2/open` and the in-app
// purchase events of `/event_service/v3/track`. Arguments are camelCase; the wire uses the API's snake_case names.
// The S2S token and API secret come from the client configuration, never from these arguments.
import { z } from "zod";
import { type Ctx, argsSchema, fail } from "./report-rules";

const present = (value: unknown) => typeof value === "string" && value.trim() !== "";

function checkStrings(ctx: Ctx, args: object, names: readonly string[], at = ""): void {
  const given = new Map<string, unknown>(Object.entries(args));
  for (const name of names) {
    const value = given.get(name);
    if (value !== undefined && typeof value !== "string") fail(ctx, `${at}${name}`, `must be a string`);
  }
}

function toWire(args: object, rename: Record<string, string>): Record<string, string> {
  const wire: Record<string, string> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value !== undefined) wire[rename[key] ?? key] = String(value);
  }
  return wire;
}

export interface AttributedInstallArgs {
  /** Click-through attribution; takes precedence when both ids are sent. */
  clickId?: string;
  /** View-through attribution. */
  completedViewId?: string;
}

const INSTALL_KEYS = ["clickId", "completedViewId"] as const;

export const attributedInstallArgs = argsSchema<AttributedInstallArgs, Record<string, string>>(
  "attributed install",
  INSTALL_KEYS,
  (args, ctx) => {
    checkStrings(ctx, args, INSTALL_KEYS);
    // Values may be blank, but the API requires at least one of click_id and completed_view_id.
    if (!present(args.clickId) && !present(args.completedViewId)) {
      fail(ctx, "clickId", "one of clickId or completedViewId is required (click_id / completed_view_id)");
    }
  },
  (args) => toWire(args, { clickId: "click_id", completedViewId: "completed_view_id" }),
);

export interface AppOpenArgs {
  /** The service's app id. */
  appId: string;
  idfa?: string;
  gaid?: string;
  /** Android id (Amazon apps; fallback for Android). */
  uuid?: string;
  clickId?: string;
  completedViewId?: string;
  trackingId?: string;
  version?: string;
  rejectedReason?: string;
  rejectedValue?: string;
  matchType?: string;
}

const OPEN_KEYS = [
  "appId", "idfa", "gaid", "uuid", "clickId", "completedViewId", "trackingId", "version", "rejectedReason",
  "rejectedValue", "matchType",
] as const;

export const appOpenArgs = argsSchema<AppOpenArgs, Record<string, string>>(
  "app open",
  OPEN_KEYS,
  (args, ctx) => {
    checkStrings(ctx, args, OPEN_KEYS);
    if (!present(args.appId)) fail(ctx, "appId", "is required (app_id)");
    if (!present(args.idfa) && !present(args.gaid) && !present(args.uuid)) {
      fail(ctx, "idfa", "one of idfa, gaid or uuid is required");
    }
    // The open endpoint requires click_id or completed_view_id for a rejected install.
    if (present(args.rejectedReason) && !present(args.clickId) && !present(args.completedViewId)) {
      fail(ctx, "rejectedReason", "a rejected install (rejectedReason) needs clickId or completedViewId");
    }
  },
  (args) =>
    toWire(args, {
      appId: "app_id", clickId: "click_id", completedViewId: "completed_view_id", trackingId: "tracking_id",
      rejectedReason: "rejected_reason", rejectedValue: "rejected_value", matchType: "match_type",
    }),
);

export interface PurchaseArgs {
  appId: string;
  /** The app's signature (the App's `signature` field); signed, not sent. */
  appSignature: string;
  gaid?: string;
  ifa?: string;
  /** Legacy Android id. */
  uuid?: string;
  fireAdid?: string;
  iap: {
    productId: string;
    /** Currency code, e.g. USD. */
    currency: string;
    price: number;
    localizedTitle?: string;
    localizedDescription?: string;
  };
}

export interface PurchaseBody {
  app_id: string;
  gaid?: string;
  ifa?: string;
  uuid?: string;
  fire_adid?: string;
  iap: { product_id: string; currency: string; price: number; localized_title?: string; localized_description?: string };
}

const PURCHASE_KEYS = ["appId", "appSignature", "gaid", "ifa", "uuid", "fireAdid", "iap"] as const;
const DEVICE_IDS = ["gaid", "ifa", "uuid", "fireAdid"] as const;

export const purchaseArgs = argsSchema<PurchaseArgs, { appSignature: string; body: PurchaseBody }>(
  "in-app purchase",
  PURCHASE_KEYS,
  (args, ctx) => {
    checkStrings(ctx, args, ["appId", "appSignature", ...DEVICE_IDS]);
    if (!present(args.appId)) fail(ctx, "appId", "is required (app_id)");
    if (!present(args.appSignature)) fail(ctx, "appSignature", "is required (it is part of the signature)");
    if (!DEVICE_IDS.some((name) => present(args[name]))) {
      fail(ctx, "gaid", "one device id is required: gaid, ifa, uuid or fireAdid");
    }
    const iap = args.iap as PurchaseArgs["iap"] | undefined;
    if (typeof iap !== "object" || iap === null) return fail(ctx, "iap", "is required (productId, currency, price)");
    if (!present(iap.productId)) fail(ctx, "iap.productId", "is required");
    if (typeof iap.currency !== "string" || !/^[A-Z]{3}$/.test(iap.currency)) {
      fail(ctx, "iap.currency", `must be a three-letter currency code such as USD (got ${JSON.stringify(iap.currency)})`);
    }
    if (typeof iap.price !== "number" || !Number.isFinite(iap.price) || iap.price < 0) {
      fail(ctx, "iap.price", `must be a non-negative number (got ${JSON.stringify(iap.price)})`);
    }
    checkStrings(ctx, iap, ["localizedTitle", "localizedDescription"], "iap.");
  },
  (args) => {
    const body: PurchaseBody = {
      app_id: args.appId,
      ...(args.gaid !== undefined && { gaid: args.gaid }),
      ...(args.ifa !== undefined && { ifa: args.ifa }),
      ...(args.uuid !== undefined && { uuid: args.uuid }),
      ...(args.fireAdid !== undefined && { fire_adid: args.fireAdid }),
      iap: {
        product_id: args.iap.productId,
        currency: args.iap.currency,
        price: args.iap.price,
        ...(args.iap.localizedTitle !== undefined && { localized_title: args.iap.localizedTitle }),
        ...(args.iap.localizedDescription !== undefined && { localized_description: args.iap.localizedDescription }),
      },
    };
    return { appSignature: args.appSignature, body };
  },
);

/** Success body of install and open: `{ message, status: 200 }`; anything else is kept. */
export const s2sResponse = z.looseObject({ message: z.string().optional(), status: z.union([z.number(), z.string()]).optional() });
export type S2sResponse = z.infer<typeof s2sResponse>;
