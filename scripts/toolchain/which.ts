// Where a command is on PATH, as a shell would find it.
import { existsSync, statSync } from "node:fs";
import { delimiter, join } from "node:path";

export function which(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const candidate = join(dir, command);
    if (dir && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}
