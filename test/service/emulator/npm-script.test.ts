// `npm run emulator`: prints its credentials first, serves, and leaves nothing running after SIGTERM.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";

// The design's command, exactly: `npm run --silent emulator -- --port <n>`. SIGTERM to npm must
// stop the emulator too (the script execs tsx, so no shell sits in between to swallow it).
describe("npm run emulator", () => {
  it("prints the JSON first, serves, and leaves nothing running after SIGTERM", async () => {
    const child = spawn("npm", ["run", "--silent", "emulator", "--", "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
    const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
    const firstLine = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once("line", resolve);
      child.once("exit", () => reject(new Error("npm run emulator exited before printing")));
    });
    const { url } = JSON.parse(firstLine) as { url: string };
    expect((await fetch(`${url}/_emulator/state`)).status).toBe(200);

    child.kill("SIGTERM");
    await exited;
    // The port closes once the emulator process itself has stopped.
    let closed = false;
    for (let i = 0; i < 50 && !closed; i++) {
      closed = await fetch(`${url}/_emulator/state`).then(() => false, () => true);
      if (!closed) await new Promise((r) => setTimeout(r, 100));
    }
    expect(closed).toBe(true);
  });
});
