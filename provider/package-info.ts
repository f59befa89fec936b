// Where the installed package is, its version, and the schema.json the plugin serves.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The folder of the installed pulumi-adpublisher (found from this file, in source or in dist/). */
export function packageRoot(): string | undefined {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, "package.json");
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string };
    if (pkg.name === "pulumi-adpublisher") return dir;
  }
  return undefined;
}

/** The version of the installed pulumi-adpublisher. */
export function packageVersion(): string {
  const root = packageRoot();
  if (!root) return "0.0.0";
  return (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version?: string }).version ?? "0.0.0";
}

/** The package schema the provider plugin serves and the SDKs were generated from (schema.json at the package root). */
export function packageSchemaJson(): string {
  const root = packageRoot();
  if (!root) throw new Error("cannot find the pulumi-adpublisher package folder that holds schema.json");
  return readFileSync(join(root, "schema.json"), "utf8");
}
