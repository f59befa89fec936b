// The emulator's request log keeps credentials out: redacted signatures, tokens and misplaced
// OAuth credentials.
import { describe, expect, it } from "vitest";
import { type LoggedRequest, type LogBody, useEmulator } from "../../support/emulator";

const ctx = useEmulator({ reset: true });

async function log(): Promise<LoggedRequest[]> {
  return (await ctx.emu.call<LogBody>("GET", "/_emulator/requests")).body.requests;
}

describe("the request log keeps credentials out", () => {
  it("redacts the legacy userSignature and the S2S token, and keeps the other parameters", async () => {
    const { legacyUserId, legacyUserSignature, s2sToken } = ctx.emu.credentials;
    const legacy = await ctx.emu.call("GET", `/metrics/app?dateMin=2024-06-03&dateMax=2024-06-03&userId=${legacyUserId}&userSignature=${legacyUserSignature}`);
    expect(legacy.status).toBe(200);
    const s2s = await ctx.emu.call("GET", `/api/v2/attributed_install?token=${s2sToken}&click_id=c-1`);
    expect(s2s.status).toBe(200);
    const wrong = await ctx.emu.call("GET", "/api/v2/attributed_install?TOKEN=guess-1&Token=guess-2&click_id=c-2");
    expect(wrong.status).toBe(401);

    const entries = await log();
    expect(entries.map((e) => e.query)).toEqual([
      { dateMin: "2024-06-03", dateMax: "2024-06-03", userId: legacyUserId, userSignature: "[redacted]" },
      { token: "[redacted]", click_id: "c-1" },
      { TOKEN: "[redacted]", Token: "[redacted]", click_id: "c-2" },
    ]);
    const text = (await ctx.emu.call("GET", "/_emulator/requests")).text;
    for (const secret of [legacyUserSignature, s2sToken, "guess-1", "guess-2"]) expect(text).not.toContain(secret);
  });

  it("redacts every value of a repeated credential and OAuth credentials misplaced in a URL", async () => {
    await ctx.emu.call("GET", "/v5/apps?access_token=a1&client_secret=c1&refresh_token=r1&password=p1&user_signature=u1&userSignature=x&userSignature=y&page=2");
    const [entry] = await log();
    expect(entry?.query).toEqual({
      access_token: "[redacted]", client_secret: "[redacted]", refresh_token: "[redacted]", password: "[redacted]",
      user_signature: "[redacted]", userSignature: ["[redacted]", "[redacted]"], page: "2",
    });
  });
});
