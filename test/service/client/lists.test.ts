// The client's block lists against the emulator: CRUD, paging, and bad codes refused before sending.
import { describe, expect, it } from "vitest";
import {
  AmbiguousCreateError,
  InputValidationError,
  NotFoundError,
  ServerError,
} from "../../../provider/client";
import { DEFAULT_LIST_TYPE } from "../../../provider/models";
import { useEmulatorClient } from "../../support/emulator-client";
import { collect } from "../../support/collect";

const env = useEmulatorClient({ reset: true });

const list = (title: string, elements = ["IAB7-39"]) => ({ title, type: DEFAULT_LIST_TYPE, elements });

describe("block lists against the emulator", () => {
  it("create, get, replace (PUT) and delete", async () => {
    const { id } = await env.client.management.lists.create(list("Gambling", ["IAB9-7", "IAB7-39"]));
    expect(await env.client.management.lists.get(id)).toMatchObject({ id, title: "Gambling", type: DEFAULT_LIST_TYPE, elements: ["IAB9-7", "IAB7-39"] });

    const replaced = await env.client.management.lists.replace(id, list("Gambling v2", ["IAB3-1"]));
    expect(replaced).toEqual({ id, title: "Gambling v2", type: DEFAULT_LIST_TYPE, elements: ["IAB3-1"] });

    await env.client.management.lists.delete(id);
    await expect(env.client.management.lists.get(id)).rejects.toBeInstanceOf(NotFoundError);
    const lines = await env.emu.requestLines();
    expect(lines.filter((l) => l.startsWith("DELETE") || l.startsWith("PUT"))).toEqual([
      `PUT /v5/lists/${id} 200`,
      `DELETE /v5/lists/${id} 204`,
    ]);
  });

  it("list walks all pages; summary items carry totalElements", async () => {
    for (const title of ["L1", "L2", "L3"]) await env.client.management.lists.create(list(title));
    const all = await collect(env.client.management.lists.list({ limit: 2 }));
    expect(all.map((l) => l.title)).toEqual(expect.arrayContaining(["L1", "L2", "L3"]));
    const summary = await env.client.management.lists.listPage({ summary: true, keywordFilter: "L2" });
    expect(summary.items).toEqual([expect.objectContaining({ title: "L2", totalElements: 1 })]);
    expect((await env.emu.requests()).at(-1)?.query).toMatchObject({ summary: "true", keyword_filter: "L2" });
  });

  it("a tier-1 code is refused before sending, saying why", async () => {
    await env.emu.clearRequests();
    const error = await env.client.management.lists.create(list("Tier one", ["IAB1"])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as Error).message).toContain("elements[0]: IAB1 is a tier-1 category");
    expect(await env.emu.requests()).toEqual([]);
  });

  it("deleting a missing list is NotFoundError", async () => {
    await expect(env.client.management.lists.delete("missing-list")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("an ambiguous create (500) is surfaced, not re-sent: lists have no natural key", async () => {
    await env.emu.faults([{ method: "POST", path: "^/v5/lists$", times: 1, status: 500 }]);
    await env.emu.clearRequests();
    const error = await env.client.management.lists.create(list("Once")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AmbiguousCreateError);
    expect((error as Error).cause).toBeInstanceOf(ServerError);
    expect((error as Error).message).toContain("it was not re-sent");
    expect((await env.emu.requestLines()).filter((l) => l.startsWith("POST"))).toEqual(["POST /v5/lists 500"]);
  });
});
