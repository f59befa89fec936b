// The emulator's block-list endpoints over HTTP: the default list, create, read, replace, delete
// and the element rules.
import { describe, expect, it } from "vitest";
import { type DetailBody, type Page, useEmulator } from "../../support/emulator";

interface ListItem {
  id: string;
  title: string;
  type: string;
  elements: string[];
  date_created: string;
  date_modified: string;
}

interface SettingsBody {
  ad_blocking_settings: { blocked_iab_categories_v1_list: string | null };
}

const ctx = useEmulator({ reset: true });
const TYPE = "iab_content_taxonomy_1.0_service_default";
const ISO_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

async function createList(token: string, title: string, elements: string[] = ["IAB1-1"]) {
  const res = await ctx.emu.api("POST", "/v5/lists", { token, body: { title, type: TYPE, elements } });
  expect(res.status).toBe(200);
  return res.body.id as string;
}

describe("block lists", () => {
  it("includes the service default list among long items, with ISO timestamps", async () => {
    const res = await ctx.emu.api<Page<ListItem>>("GET", "/v5/lists");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 25, total: 1 });
    const [item] = res.body.items;
    expect(Object.keys(item!).sort()).toEqual(["date_created", "date_modified", "elements", "id", "title", "type"]);
    expect(item!.type).toBe(TYPE);
    expect(item!.date_created).toMatch(ISO_SECONDS);
    expect(item!.elements.every((e) => /^IAB\d+-\d+$/.test(e))).toBe(true);
  });

  it("creates with {id}, reads one, and serves the summary form with total_elements", async () => {
    const token = await ctx.emu.token();
    const id = await createList(token, "Mine", ["IAB7-39", "IAB25-3"]);
    const one = await ctx.emu.api("GET", `/v5/lists/${id}`, { token });
    expect(one.body).toEqual({ id, title: "Mine", type: TYPE, date_created: expect.stringMatching(ISO_SECONDS), date_modified: expect.stringMatching(ISO_SECONDS), elements: ["IAB7-39", "IAB25-3"] });
    const summary = await ctx.emu.api("GET", "/v5/lists?summary=true&keyword_filter=mine", { token });
    expect(summary.body.items).toEqual([{ id, title: "Mine", type: TYPE, date_created: one.body.date_created, date_modified: one.body.date_modified, total_elements: 2 }]);
  });

  it.each([
    ["a tier-1 code", ["IAB7"], "body.elements.0", "tier1_not_allowed"],
    ["an unknown tier-2 code", ["IAB7-46"], "body.elements.0", "value_error"],
    ["garbage", ["adult"], "body.elements.0", "value_error"],
    ["a duplicate", ["IAB1-1", "IAB1-1"], "body.elements.1", "duplicate"],
  ])("refuses %s", async (_label, elements, location, type) => {
    const res = await ctx.emu.api("POST", "/v5/lists", { body: { title: "Bad", type: TYPE, elements } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual([{ loc: location.split("."), msg: expect.any(String), type }]);
  });

  it("refuses an empty type and a missing title; takes a type beyond the one shown", async () => {
    const res = await ctx.emu.api<DetailBody>("POST", "/v5/lists", { body: { type: "", elements: [] } });
    expect(res.status).toBe(400);
    expect(res.body.detail.map((d) => [d.loc.join("."), d.type])).toEqual([["body.title", "missing"], ["body.type", "string_too_short"]]);
    // The API does not show the type enumeration: another type is kept, its elements are not IAB-checked.
    const other = await ctx.emu.api("POST", "/v5/lists", { body: { title: "Domains", type: "advertiser_domains", elements: ["example.com"] } });
    expect(other.status).toBe(200);
  });

  it("sorts by title or date in both directions and pages", async () => {
    const token = await ctx.emu.token();
    await createList(token, "b list");
    await ctx.emu.advanceClock(5);
    await createList(token, "a list");
    await ctx.emu.advanceClock(5);
    await createList(token, "c list");
    const titles = async (query: string) =>
      (await ctx.emu.api<Page<{ title: string }>>("GET", `/v5/lists?keyword_filter=list&${query}`, { token })).body.items.map((l) => l.title);
    expect(await titles("sort=title")).toEqual(["a list", "b list", "c list"]);
    expect(await titles("sort=title&direction=DESC")).toEqual(["c list", "b list", "a list"]);
    expect(await titles("sort=date_created&direction=DESC")).toEqual(["c list", "a list", "b list"]);
    expect(await titles("sort=date_created&limit=2&page=2")).toEqual(["c list"]);
    expect((await ctx.emu.api("GET", `/v5/lists?types_filter=${TYPE}`, { token })).body.total).toBe(4);
    expect((await ctx.emu.api("GET", "/v5/lists?types_filter=other", { token })).body.total).toBe(0);
  });

  it.each([["direction=asc"], ["sort=name"], ["summary=maybe"], ["limit=0"]])("refuses %s", async (query) => {
    const res = await ctx.emu.api<DetailBody>("GET", `/v5/lists?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.detail[0].loc[0]).toBe("query");
  });

  it("replaces with PUT, moving date_modified", async () => {
    const token = await ctx.emu.token();
    const id = await createList(token, "Old");
    await ctx.emu.advanceClock(60);
    const put = await ctx.emu.api("PUT", `/v5/lists/${id}`, { token, body: { title: "New", type: TYPE, elements: ["IAB2-3"] } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ id, title: "New", type: TYPE, elements: ["IAB2-3"] });
    const one = (await ctx.emu.api<{ date_created: string; date_modified: string }>("GET", `/v5/lists/${id}`, { token })).body;
    expect(Date.parse(one.date_modified) - Date.parse(one.date_created)).toBeGreaterThanOrEqual(60_000);
  });

  it("deletes with 204; apps that used the list revert to the default (null)", async () => {
    const token = await ctx.emu.token();
    const id = await createList(token, "Used");
    const app = (await ctx.emu.api<Page<{ id: string }>>("GET", "/v5/apps", { token })).body.items[0]!.id;
    const settings = `/v5/apps/${app}/monetization_settings`;
    await ctx.emu.api("PATCH", settings, { token, body: { ad_blocking_settings: { blocked_iab_categories_v1_list: id } } });
    expect((await ctx.emu.api<SettingsBody>("GET", settings, { token })).body.ad_blocking_settings.blocked_iab_categories_v1_list).toBe(id);
    expect((await ctx.emu.api("DELETE", `/v5/lists/${id}`, { token })).status).toBe(204);
    expect((await ctx.emu.api<SettingsBody>("GET", settings, { token })).body.ad_blocking_settings.blocked_iab_categories_v1_list).toBeNull();
    const gone = await ctx.emu.api("GET", `/v5/lists/${id}`, { token });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ detail: [{ msg: `List ${id} not found`, type: "not_found" }] });
    expect((await ctx.emu.api("DELETE", `/v5/lists/${id}`, { token })).status).toBe(404);
  });

  it("refuses to change or delete the service default list with 403", async () => {
    const token = await ctx.emu.token();
    const id = (await ctx.emu.api<Page<{ id: string }>>("GET", "/v5/lists", { token })).body.items[0]!.id;
    const del = await ctx.emu.api("DELETE", `/v5/lists/${id}`, { token });
    expect(del.status).toBe(403);
    expect(del.body).toEqual({ detail: [{ msg: expect.any(String), type: "forbidden" }] });
    expect((await ctx.emu.api("PUT", `/v5/lists/${id}`, { token, body: { title: "x", type: TYPE, elements: [] } })).status).toBe(403);
  });
});
