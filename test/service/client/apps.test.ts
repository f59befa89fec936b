// The client's apps against the emulator: each call's representation, NotFoundError, and the
// API's refusals as ApiValidationError.
import { describe, expect, it } from "vitest";
import { ApiValidationError, InputValidationError, NotFoundError } from "../../../provider/client";
import { useEmulatorClient } from "../../support/emulator-client";
import { collect } from "../../support/collect";

const env = useEmulatorClient({ reset: true });

const draft = (nickname: string) => ({
  nickname,
  orientations: ["portrait", "landscape"] as ("portrait" | "landscape")[],
  defaultOrientation: "portrait" as const,
  isLive: false,
  isTestModeOn: true,
  testModeDuration: 30,
  isDirectedAtKidsUnder13: "NO" as const,
  platform: "android" as const,
});

describe("apps against the emulator", () => {
  it("create returns the partial representation in camelCase", async () => {
    const created = await env.client.management.apps.create(draft("Puzzle"));
    expect(created).toMatchObject({
      nickname: "Puzzle",
      orientations: ["portrait", "landscape"],
      defaultOrientation: "portrait",
      platform: "android",
      isLive: false,
      isTestModeOn: true,
      isDirectedAtKidsUnder13: "NO",
    });
    expect(typeof created.id).toBe("string");
  });

  it("get returns every field; update and delete work; a missing app is NotFoundError", async () => {
    const { id } = await env.client.management.apps.create(draft("Runner"));
    const app = await env.client.management.apps.get(id);
    expect(app).toMatchObject({ id, nickname: "Runner", testModeDuration: 30 });
    expect(app.metadata?.adLocationCounts).toEqual({ interstitial: 0, rewarded: 0, banner: 0 });

    const updated = await env.client.management.apps.update(id, {
      nickname: "Runner 2",
      isLive: true,
      storeAppId: "com.example.runner",
      storeAppUrl: "https://play.google.com/store/apps/details?id=com.example.runner",
      storeBundleId: "com.example.runner",
    });
    expect(updated).toMatchObject({ id, nickname: "Runner 2", isLive: true, storeAppId: "com.example.runner" });
    expect(updated.publishingApplication).toBeDefined();

    await env.client.management.apps.delete(id);
    // Read back: a soft-deleted app reads as gone (decision record 0004): 404 on get, absent from the list.
    const deleted = await env.client.management.apps.get(id).catch((e: unknown) => e);
    expect(deleted).toBeInstanceOf(NotFoundError);
    expect(deleted).toMatchObject({ status: 404, method: "GET", path: `/v5/apps/${id}` });
    expect((await collect(env.client.management.apps.list())).map((a) => a.id)).not.toContain(id);
    // ...and it is a soft delete: the service still holds the app, marked deleted.
    const state = (await (await fetch(`${env.emu.emulator.url}/_emulator/state`)).json()) as { apps: { id: string; deletedAt: number | null }[] };
    expect(state.apps.find((a) => a.id === id)?.deletedAt).toEqual(expect.any(Number));
    const missing = await env.client.management.apps.get("no-such-app").catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing).toMatchObject({ status: 404, method: "GET", path: "/v5/apps/no-such-app" });
    expect((missing as Error).message).toContain("no-such-app");
    expect(await env.emu.requestLines()).toContain("DELETE /v5/apps/" + id + " 204");
  });

  it("the server's refusal of is_live true -> false is an ApiValidationError with details", async () => {
    const { id } = await env.client.management.apps.create({
      ...draft("Live"),
      isLive: true,
      storeAppId: "1",
      storeAppUrl: "https://apps.apple.com/app/id1",
      storeBundleId: "com.example.live",
    });
    const error = await env.client.management.apps.update(id, { isLive: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error).toMatchObject({ status: 400 });
    expect((error as ApiValidationError).details.length).toBeGreaterThan(0);
    expect((error as ApiValidationError).details[0]).toEqual(
      expect.objectContaining({ loc: expect.any(Array), msg: expect.any(String), type: expect.any(String) }),
    );
  });

  it("invalid input is refused before anything is sent", async () => {
    await env.emu.clearRequests();
    const error = await env.client.management.apps.create({ ...draft("Bad"), defaultOrientation: undefined }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as InputValidationError).issues).toEqual([
      "defaultOrientation: is required when orientations holds both landscape and portrait",
    ]);
    expect(await env.emu.requests()).toEqual([]);
  });

  it("list walks every page; listPage returns one page with its envelope", async () => {
    for (const name of ["A1", "A2", "A3", "A4"]) await env.client.management.apps.create(draft(name));
    const all = await collect(env.client.management.apps.list({ limit: 2 }));
    const page = await env.client.management.apps.listPage({ limit: 2, page: 1 });
    expect(page).toMatchObject({ page: 1, limit: 2, total: all.length });
    expect(all.map((a) => a.nickname)).toEqual(expect.arrayContaining(["A1", "A2", "A3", "A4"]));
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    const pagesAsked = (await env.emu.requests()).filter((r) => r.method === "GET" && r.path === "/v5/apps");
    expect(pagesAsked.map((r) => (r.query as Record<string, string>).page)).toEqual([
      ...Array.from({ length: Math.ceil(all.length / 2) }, (_, i) => String(i + 1)),
      "1",
    ]);
  });

  it("keywordFilter and platformFilters reach the server as snake_case query parameters", async () => {
    await env.client.management.apps.create(draft("Keyword target"));
    const page = await env.client.management.apps.listPage({ keywordFilter: "Keyword", platformFilters: "android" });
    expect(page.items.map((a) => a.nickname)).toEqual(["Keyword target"]);
    const last = (await env.emu.requests()).at(-1);
    expect(last?.query).toMatchObject({ keyword_filter: "Keyword", platform_filters: "android" });
  });

  it("the v4 prefix serves the same shapes", async () => {
    const v4 = env.emu.client({ apiVersion: "v4" });
    const { id } = await v4.management.apps.create(draft("Old API"));
    expect((await v4.management.apps.get(id)).nickname).toBe("Old API");
    expect(await env.emu.requestLines()).toContain(`GET /v4/apps/${id} 200`);
  });
});
