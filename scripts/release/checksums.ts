// The release's SHA256SUMS file: a SHA-256 of each artifact, so a user can check what they downloaded.
import { createHash } from "node:crypto";
import { createReadStream, writeFileSync } from "node:fs";
import { join } from "node:path";

export const SUMS = "SHA256SUMS";

function sha256(file: string): Promise<string> {
  return new Promise((done, fail) => {
    const hash = createHash("sha256");
    createReadStream(file).on("data", (chunk) => hash.update(chunk)).on("error", fail).on("end", () => done(hash.digest("hex")));
  });
}

/** `SHA256SUMS` in `sha256sum`'s format (`sha256sum -c SHA256SUMS` checks it), one line per file. */
export async function writeChecksums(out: string, files: readonly string[]): Promise<string> {
  const lines = await Promise.all([...files].sort().map(async (name) => `${await sha256(join(out, name))}  ${name}`));
  writeFileSync(join(out, SUMS), `${lines.join("\n")}\n`);
  return SUMS;
}
