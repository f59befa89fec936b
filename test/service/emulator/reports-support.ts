/** Helpers for the analytics, mediation and S2S emulator tests (plain HTTP, nothing from provider/). */
import { request } from "node:http";
import type { EmulatorEndpoint } from "../../support/emulator";
import { call } from "../../support/emulator";

export interface RawResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A GET with a JSON body, as the analytics API shows v5 report requests (fetch cannot send one). */
export function getWithBody(url: string, token: string, body: unknown): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    const data = Buffer.from(JSON.stringify(body));
    const req = request(url, {
      method: "GET",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json;charset=UTF-8", "Content-Length": data.length },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(data);
  });
}

export interface SeededApp {
  id: string;
  signature: string;
  name: string;
}

/** The app every fresh emulator holds (emulator/management/seed.ts). */
export async function seededApp(emu: EmulatorEndpoint): Promise<SeededApp> {
  const res = await call<{ apps: SeededApp[] }>(emu.url, "GET", "/_emulator/state");
  const app = res.body.apps[0]!;
  return { id: app.id, signature: app.signature, name: app.name };
}

/** The legacy analytics credentials as a query string fragment. */
export function legacyAuth(emu: EmulatorEndpoint): string {
  const { legacyUserId, legacyUserSignature } = emu.credentials;
  return `userId=${encodeURIComponent(legacyUserId)}&userSignature=${encodeURIComponent(legacyUserSignature)}`;
}

/** Decodes a UTF-16LE TSV job result: checks the BOM, returns header and rows. */
export function decodeTsv(bytes: Buffer): string[][] {
  if (bytes[0] !== 0xff || bytes[1] !== 0xfe) throw new Error("missing UTF-16LE byte-order mark");
  return bytes.subarray(2).toString("utf16le").split("\n").filter((l) => l !== "").map((l) => l.split("\t"));
}

/** Splits a simple CSV (no quoted separators in our data except quoted names). */
export function decodeCsv(text: string): string[][] {
  return text.split("\r\n").filter((l) => l !== "").map((line) => {
    const cells: string[] = [];
    let cur = "";
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') (cur += '"'), i++;
        else if (ch === '"') quoted = false;
        else cur += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ",") cells.push(cur), (cur = "");
      else cur += ch;
    }
    cells.push(cur);
    return cells;
  });
}
