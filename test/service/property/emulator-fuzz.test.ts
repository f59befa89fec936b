// The hostile-input generators against the emulator over HTTP: every route of every
// family gets arbitrary paths, queries, headers and bodies. It never answers 5xx, keeps serving,
// and its error bodies keep the family's documented shape (decision records 0041-0049 where the API shows none).
import { connect } from "node:net";
import fc from "fast-check";
import { Agent, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRouteModules } from "../../../emulator/apis";
import { runParameters, SEED } from "./arbitraries";
import { fuzzRequest, type FuzzRequest, type Known } from "./emulator-requests";
import { familyOf, shapeProblem } from "./error-shapes";
import { call, EmulatorHarness, v4Token, v5Token } from "../../support/emulator";
import { reportLine } from "../../support/report-line";

// Deletes last, so the other routes still find the real app, location and list they may target.
const ROUTES = apiRouteModules
  .flatMap((module) => module())
  .map(({ method, path }) => ({ method, path }))
  .sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
const RUNS_PER_ROUTE = Number(process.env.PROPERTY_ROUTE_RUNS ?? 40);

let emu: EmulatorHarness;
let known: Known;
const agent = new Agent({ connections: 4 });
const seen = new Map<string, number>();

beforeAll(async () => {
  emu = await EmulatorHarness.start();
  const token = await v5Token(emu);
  const app = await call<{ id: string; signature: string }>(emu.url, "POST", "/v5/apps", {
    token,
    body: { nickname: "Fuzz target", orientations: ["portrait"], is_live: false, is_test_mode_on: false, is_directed_at_kids_under_13: "NO", platform: "android" },
  });
  const location = await call<{ uuid: string }>(emu.url, "POST", `/v5/apps/${app.body.id}/ad-locations`, { token, body: { name: "Fuzz target", ad_type: "banner", type: "bidding" } });
  const list = await call<{ id: string }>(emu.url, "POST", "/v5/lists", { token, body: { title: "Fuzz target", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB2-3"] } });
  expect([app.status, location.status, list.status]).toEqual([200, 200, 200]);
  known = {
    credentials: emu.credentials, v5Token: token, v4Token: await v4Token(emu), appId: app.body.id, appSignature: app.body.signature,
    adLocationUuid: location.body.uuid, listId: list.body.id,
  };
});

afterAll(async () => {
  await agent.close();
  await emu?.close();
  const lines = [...seen].sort().map(([key, n]) => `  ${n}\t${key}`).join("\n");
  const total = [...seen.values()].reduce((a, b) => a + b, 0);
  reportLine(`emulator fuzz (seed ${SEED}; replay with PROPERTY_SEED=${SEED}): ${total} requests, by family and status\n${lines}`);
});

async function send(req: FuzzRequest): Promise<{ status: number; type: string; text: string }> {
  const res = await request(`${emu.url}${req.path}`, { method: req.method as "GET", headers: req.headers, body: req.body, dispatcher: agent });
  return { status: res.statusCode, type: String(res.headers["content-type"] ?? ""), text: await res.body.text() };
}

describe.each(ROUTES)("$method $path", ({ method, path }) => {
  it("never answers 5xx, and keeps its family's error shape", async () => {
    const family = familyOf(path);
    await fc.assert(
      fc.asyncProperty(fuzzRequest(method, path, known), async (req) => {
        const res = await send(req);
        seen.set(`${family} ${res.status}`, (seen.get(`${family} ${res.status}`) ?? 0) + 1);
        expect(res.status, `${req.method} ${req.path.slice(0, 200)} -> ${res.text.slice(0, 300)}`).toBeLessThan(500);
        if (res.status < 400) return;
        expect(res.type, `${req.method} ${req.path.slice(0, 200)} ${JSON.stringify(req.headers).slice(0, 300)} -> ${res.status} ${res.text.slice(0, 200)}`).toMatch(/^application\/json/);
        const problem = shapeProblem(family, res.status, JSON.parse(res.text));
        expect(problem, `${req.method} ${req.path.slice(0, 200)} -> ${res.status} ${res.text.slice(0, 300)}`).toBeUndefined();
      }),
      // The all-time report sums every day since 2018 for every app: about a second a request here.
      runParameters(path.endsWith("/alltime") ? Math.ceil(RUNS_PER_ROUTE / 5) : RUNS_PER_ROUTE),
    );
  });
});

describe("after the fuzz", () => {
  it("survives bytes that are not HTTP at all", async () => {
    const { port } = new URL(emu.url);
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 2000 }), async (bytes) => {
        await new Promise<void>((resolve) => {
          const socket = connect(Number(port), "127.0.0.1", () => socket.end(Buffer.from(bytes)));
          socket.on("error", () => resolve());
          socket.on("close", () => resolve());
          socket.resume();
        });
      }),
      runParameters(50),
    );
  });

  it("still serves tokens, management calls and the request log", async () => {
    const token = await v5Token(emu);
    expect((await call(emu.url, "GET", "/v5/apps", { token })).status).toBe(200);
    expect((await call(emu.url, "POST", "/v5/lists", { token, body: { title: "After", type: "iab_content_taxonomy_1.0_service_default", elements: [] } })).status).toBe(200);
    expect((await call(emu.url, "GET", "/_emulator/requests")).status).toBe(200);
  });
});
