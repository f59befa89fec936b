// The emulator's entry point as a process: the credentials line, serving, a clean exit on SIGTERM,
// and the warning beyond loopback.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { exposureWarning, isLoopbackHost } from "../../../emulator/exposure";

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

  it("warns on stderr when --host goes beyond loopback, before it binds", async () => {
    // 192.0.2.1 (TEST-NET-1) is no address of this machine: the bind fails, so nothing is exposed.
    const child = spawn(join(process.cwd(), "node_modules", ".bin", "tsx"), ["emulator/main.ts", "--port", "0", "--host", "192.0.2.1"], { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    expect(stderr).toContain("emulator: warning: --host 192.0.2.1 is not a loopback address. The emulator holds test credentials");
    expect(stderr).toContain("emulator: failed to start");
    expect(code).toBe(1);
  });
});

describe("which hosts are loopback", () => {
  it.each(["127.0.0.1", "127.8.9.10", "::1", "[::1]", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1", "localhost", "LOCALHOST"])("%s is", (host) => {
    expect(isLoopbackHost(host)).toBe(true);
    expect(exposureWarning(host)).toBeUndefined();
  });

  it.each(["0.0.0.0", "::", "10.0.0.5", "192.0.2.1", "app.localhost", "example.com", "::ffff:10.0.0.1"])("%s is not", (host) => {
    expect(isLoopbackHost(host)).toBe(false);
    expect(exposureWarning(host)).toContain(`--host ${host} is not a loopback address`);
  });
});
