// Unexpected handler errors in the emulator become a 500 JSON without detail, and it keeps serving.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EmulatorServer } from "../../../emulator/server";
import { call } from "../../support/emulator";

// A route module that fails the way a buggy handler would, mounted on a real server.
const failing = () => [
  {
    method: "GET",
    path: "/boom",
    handler: () => {
      throw new Error("handler bug");
    },
  },
];

describe("unexpected handler errors", () => {
  const server = new EmulatorServer({}, [failing]);
  beforeAll(() => server.listen());
  afterAll(() => server.close());

  it("become a 500 JSON, are logged without detail, and the emulator keeps serving", async () => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const res = await call(server.credentials.url, "GET", "/boom?secret=hunter2", { headers: { Authorization: "Bearer top-secret" } });
    const written = stderr.mock.calls.map((c) => String(c[0])).join("");
    stderr.mockRestore();
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: [{ msg: "Internal server error", type: "internal_error" }] });
    expect(written).toContain("GET /boom");
    expect(written).not.toContain("hunter2");
    expect(written).not.toContain("top-secret");
    expect((await call(server.credentials.url, "GET", "/_emulator/requests")).status).toBe(200);
    const again = await call(server.credentials.url, "GET", "/boom");
    expect(again.status).toBe(500);
  });
});
