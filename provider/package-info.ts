import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The version of the installed pulumi-adpublisher (found from this file, in source or in dist/). */
export function packageVersion(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, "package.json");
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
    if (pkg.name === "pulumi-adpublisher") return pkg.version ?? "0.0.0";
  }
  return "0.0.0";
}
