// The flags of `adpublisher discover`, checked before any call to the service.
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { UsageError } from "./flags";

export type DiscoverMode =
  | { mode: "import"; out?: string; report?: string }
  | { mode: "typescript"; out: string; project: string; report?: string }
  | { mode: "unmanaged"; states: string[] };

export const LANGUAGES = ["typescript"] as const;

export function parseDiscoverFlags(argv: string[]): DiscoverMode | "help" {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv, strict: true, allowPositionals: true,
      options: {
        out: { type: "string" }, language: { type: "string" }, report: { type: "string" }, project: { type: "string" },
        unmanaged: { type: "boolean" }, help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]);
  }
  if (values.help) return "help";
  const { out, language, report, project } = values as Record<string, string | undefined>;
  if (values.unmanaged) {
    const extra = (["out", "language", "report", "project"] as const).filter((flag) => values[flag] !== undefined);
    if (extra.length > 0) throw new UsageError(`--unmanaged takes stack export files only, not --${extra[0]}`);
    if (positionals.length === 0) throw new UsageError("--unmanaged needs one or more files from `pulumi stack export`");
    const missing = positionals.find((file) => !existsSync(file) || !statSync(file).isFile());
    if (missing !== undefined) throw new UsageError(`--unmanaged: ${missing} is not a file`);
    return { mode: "unmanaged", states: positionals };
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}" (stack export files go after --unmanaged)`);
  if (report !== undefined) inExistingFolder("--report", report);
  if (language === undefined) {
    if (project !== undefined) throw new UsageError("--project applies only with --language typescript");
    if (out !== undefined) inExistingFolder("--out", out);
    return { mode: "import", out, report };
  }
  if (!(LANGUAGES as readonly string[]).includes(language)) throw new UsageError(`--language must be one of ${LANGUAGES.join(", ")} (got "${language}")`);
  if (out === undefined) throw new UsageError("--language typescript needs --out DIR, the folder to write the program to");
  if (existsSync(out) && (!statSync(out).isDirectory() || readdirSync(out).length > 0)) throw new UsageError(`--out must be a new or empty folder (${out} is not)`);
  const name = project ?? "adpublisher-account";
  if (!/^[A-Za-z0-9_.-]+$/.test(name)) throw new UsageError(`--project must hold only letters, digits, _ . and - (got "${name}")`);
  inExistingFolder("--out", out);
  return { mode: "typescript", out, project: name, report };
}

function inExistingFolder(flag: string, path: string): void {
  const folder = dirname(resolve(path));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new UsageError(`${flag} must be in an existing folder (${folder} does not exist)`);
}
