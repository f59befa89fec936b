import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";

describe("npm run emulator entry point", () => {
  it("prints the credentials as the first stdout line, serves, and exits 0 on SIGTERM", async () => {
    const child = spawn(join(process.cwd(), "node_modules", ".bin", "tsx"), ["emulator/main.ts", "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const firstLine = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.once("line", resolve);
      child.once("exit", () => reject(new Error("emulator exited before printing")));
    });
    const info = JSON.parse(firstLine);
    expect(Object.keys(info)).toEqual([
      "url",
      "clientId",
      "clientSecret",
      "audience",
      "legacyUserId",
      "legacyUserSignature",
      "s2sToken",
      "s2sApiToken",
      "s2sApiSecret",
    ]);
    expect(info.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const token = await fetch(`${info.url}/v5/oauth/token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ client_id: info.clientId, client_secret: info.clientSecret, audience: info.audience, grant_type: "client_credentials" }),
    });
    expect(token.status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
