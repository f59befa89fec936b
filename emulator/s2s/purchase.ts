// Body rules of POST /event_service/v3/track (the in-app purchase event body). The app_id
// is checked before the signature (the signature needs the app's signature field); the rest of
// the body after it, so an unsigned caller learns nothing about the body rules.
import { s2sReply, type S2sReply } from "./validation";

export interface PurchaseEvent {
  app_id: string;
  iap: { product_id: string; currency: string; price: number; localized_title?: string; localized_description?: string };
}

const DEVICE_IDS = ["gaid", "ifa", "uuid", "fire_adid"] as const;
const nonBlank = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

export function parsePurchaseBody(raw: string): { body: Record<string, unknown> } | { error: S2sReply } {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { error: s2sReply(400, "body must be JSON") };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { error: s2sReply(400, "body must be a JSON object") };
  return { body: body as Record<string, unknown> };
}

export function appIdOf(body: Record<string, unknown>): string | S2sReply {
  return nonBlank(body.app_id) ? body.app_id : s2sReply(400, "app_id is required");
}

export function validatePurchase(body: Record<string, unknown>): S2sReply {
  if (!DEVICE_IDS.some((k) => nonBlank(body[k]))) return s2sReply(400, "one of gaid, ifa, uuid or fire_adid is required");
  for (const k of DEVICE_IDS) if (body[k] !== undefined && typeof body[k] !== "string") return s2sReply(400, `${k} must be a string`);
  const iap = body.iap;
  if (typeof iap !== "object" || iap === null || Array.isArray(iap)) {
    return s2sReply(400, "iap is required: only purchase events are supported");
  }
  const p = iap as Record<string, unknown>;
  if (!nonBlank(p.product_id)) return s2sReply(400, "iap.product_id is required");
  if (typeof p.currency !== "string" || !/^[A-Z]{3}$/.test(p.currency)) return s2sReply(400, "iap.currency must be a three-letter ISO 4217 code");
  if (typeof p.price !== "number" || !Number.isFinite(p.price) || p.price < 0) return s2sReply(400, "iap.price must be a number >= 0");
  for (const k of ["localized_title", "localized_description"]) {
    if (p[k] !== undefined && typeof p[k] !== "string") return s2sReply(400, `iap.${k} must be a string`);
  }
  return s2sReply(200, "purchase event recorded");
}
