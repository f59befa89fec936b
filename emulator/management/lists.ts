// The management API's block-list endpoints: `GET /v5/lists`, and `POST`, `GET`, `PUT` and
// `DELETE` of one list.
import { detailError, invalid, loc, notFound } from "../errors";
import type { BlockListRecord } from "../model";
import { json, noContent, type Reply, type RequestContext } from "../routes";
import { Checker, objectBody } from "./check";
import { enumQuery, paginate, paging } from "./common";
import { isTier1Code, isTier2Code } from "./iab";

/**
 * The API does not show a block list's type enumeration: any type is taken, and elements are
 * checked as IAB 1.0 tier-2 codes for the IAB category types (`iab_...`), whose format the API gives.
 */
const isIabType = (type: string) => type.startsWith("iab_");

/** Timestamps of lists: ISO 8601 UTC to the second (the API does not show the format). */
function timestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

function longForm(list: BlockListRecord) {
  return {
    id: list.id,
    title: list.title,
    type: list.type,
    date_created: timestamp(list.createdAt),
    date_modified: timestamp(list.modifiedAt),
    elements: [...list.elements],
  };
}

function shortForm(list: BlockListRecord) {
  const { elements: _elements, ...rest } = longForm(list);
  return { ...rest, total_elements: list.elements.length };
}

function pathList(ctx: RequestContext): BlockListRecord {
  const list = ctx.state.lists.get(ctx.params.list_id!);
  if (!list) throw notFound(`List ${ctx.params.list_id} not found`);
  return list;
}

function writableList(ctx: RequestContext): BlockListRecord {
  const list = pathList(ctx);
  if (list.isServiceDefault) throw detailError(403, "The service default list cannot be changed or deleted", "forbidden");
  return list;
}

/** title, type and elements: tier-2 IAB 1.0 codes only, tier-1 refused. */
function parseListBody(value: unknown) {
  const check = new Checker(objectBody(value));
  check.onlyKeys(["title", "type", "elements"], ["id", "date_created", "date_modified", "total_elements"]);
  const title = check.string("title", { required: true, min: 1 });
  const type = check.string("type", { required: true, min: 1 });
  const elements = check.array("elements", { required: true });
  elements?.forEach((code, i) => {
    if (typeof code !== "string" || code === "") return check.fail(["elements", i], "Input should be a non-empty string", "string_type");
    if (typeof type === "string" && isIabType(type)) {
      if (isTier1Code(code)) return check.fail(["elements", i], `${code} is a tier-1 category; only tier-2 codes (IAB<n>-<m>) are accepted`, "tier1_not_allowed");
      if (!isTier2Code(code)) return check.fail(["elements", i], `${code} is not an IAB Content Taxonomy 1.0 tier-2 code`, "value_error");
    }
    if (elements.indexOf(code) !== i) return check.fail(["elements", i], `Duplicate element ${code}`, "duplicate");
    return undefined;
  });
  check.done();
  return { title: title!, type: type!, elements: elements as string[] };
}

const SORT_FIELDS = ["title", "date_modified", "date_created"] as const;

/** GET /lists: keyword_filter, types_filter, sort, direction (ASC default), summary, paging. */
export function listLists(ctx: RequestContext): Reply {
  const { page, limit } = paging(ctx);
  const sort = enumQuery(ctx, "sort", SORT_FIELDS) ?? "date_created";
  const direction = enumQuery(ctx, "direction", ["ASC", "DESC"] as const) ?? "ASC";
  const summary = booleanQuery(ctx, "summary");
  const keyword = (ctx.query.get("keyword_filter") ?? "").toLowerCase();
  const type = ctx.query.get("types_filter");
  const key = (l: BlockListRecord): string | number =>
    sort === "title" ? l.title.toLowerCase() : sort === "date_modified" ? l.modifiedAt : l.createdAt;
  const lists = [...ctx.state.lists.values()]
    .filter((l) => (keyword === "" || l.title.toLowerCase().includes(keyword)) && (!type || l.type === type))
    .map((l, order) => ({ l, order }))
    .sort((a, b) => {
      const ka = key(a.l);
      const kb = key(b.l);
      const byKey = ka < kb ? -1 : ka > kb ? 1 : a.order - b.order;
      return direction === "ASC" ? byKey : -byKey;
    })
    .map(({ l }) => l);
  const items = paginate(lists, page, limit).map((l): object => (summary ? shortForm(l) : longForm(l)));
  return json(200, { items, page, limit, total: lists.length });
}

function booleanQuery(ctx: RequestContext, name: string): boolean {
  const value = (ctx.query.get(name) ?? "").toLowerCase();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  throw invalid(loc("query", name), "Input should be a valid boolean", "bool_parsing");
}

export function getList(ctx: RequestContext): Reply {
  return json(200, longForm(pathList(ctx)));
}

export function createList(ctx: RequestContext): Reply {
  const body = parseListBody(ctx.json());
  const now = ctx.clock.now();
  const id = ctx.state.ids.objectId();
  ctx.state.lists.set(id, { id, ...body, createdAt: now, modifiedAt: now, isServiceDefault: false });
  return json(200, { id });
}

export function replaceList(ctx: RequestContext): Reply {
  const list = writableList(ctx);
  Object.assign(list, parseListBody(ctx.json()), { modifiedAt: ctx.clock.now() });
  return json(200, { id: list.id, title: list.title, type: list.type, elements: [...list.elements] });
}

/** `DELETE /v5/lists/{list_id}`: irreversible; apps that used the list go back to the default list. */
export function deleteList(ctx: RequestContext): Reply {
  const list = writableList(ctx);
  ctx.state.lists.delete(list.id);
  for (const app of ctx.state.apps.values()) {
    const blocking = app.monetization.ad_blocking_settings;
    if (blocking.blocked_iab_categories_v1_list === list.id) blocking.blocked_iab_categories_v1_list = null;
  }
  return noContent();
}
