// The flags of `adpublisher discover`, checked before any call to the service.
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { PROTECT_CHOICES, type ProtectChoice } from "../discovery/program/build";
import { PROGRAM_LANGUAGES, type ProgramLanguage } from "../discovery/program/languages";
import { UsageError } from "./flags";

export type DiscoverMode =
  | { mode: "import"; out?: string; report?: string }
  | { mode: "program"; language: ProgramLanguage; out: string; project: string; protect: ProtectChoice; allSettings: boolean; report?: string }
  | { mode: "unmanaged"; states: string[] };

const PROGRAM_FLAGS = ["name", "project", "protect", "all-settings"] as const;

export function parseDiscoverFlags(argv: string[]): DiscoverMode | "help" {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv, strict: true, allowPositionals: true,
      options: {
        out: { type: "string" }, language: { type: "string" }, report: { type: "string" },
        name: { type: "string" }, project: { type: "string" }, protect: { type: "string" }, "all-settings": { type: "boolean" },
        unmanaged: { type: "boolean" }, help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]);
  }
  if (values.help) return "help";
  const { out, language, report, protect } = values as Record<string, string | undefined>;
  // --project is the earlier spelling of --name.
  const name = (values.name ?? values.project) as string | undefined;
  if (values.unmanaged) {
    const extra = (["out", "language", "report", ...PROGRAM_FLAGS] as const).filter((flag) => values[flag] !== undefined);
    if (extra.length > 0) throw new UsageError(`--unmanaged takes stack export files only, not --${extra[0]}`);
    if (positionals.length === 0) throw new UsageError("--unmanaged needs one or more files from `pulumi stack export`");
    const missing = positionals.find((file) => !existsSync(file) || !statSync(file).isFile());
    if (missing !== undefined) throw new UsageError(`--unmanaged: ${missing} is not a file`);
    return { mode: "unmanaged", states: positionals };
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}" (stack export files go after --unmanaged)`);
  if (report !== undefined) inExistingFolder("--report", report);
  if (language === undefined) {
    const extra = PROGRAM_FLAGS.find((flag) => values[flag] !== undefined);
    if (extra !== undefined) throw new UsageError(`--${extra} applies only with --language`);
    if (out !== undefined) inExistingFolder("--out", out);
    return { mode: "import", out, report };
  }
  if (!(PROGRAM_LANGUAGES as readonly string[]).includes(language)) throw new UsageError(`--language must be one of ${PROGRAM_LANGUAGES.join(", ")} (got "${language}")`);
  if (out === undefined) throw new UsageError(`--language ${language} needs --out DIR, the folder to write the program to`);
  if (existsSync(out) && (!statSync(out).isDirectory() || readdirSync(out).length > 0)) throw new UsageError(`--out must be a new or empty folder (${out} is not)`);
  const project = name ?? "adpublisher-account";
  if (!/^[A-Za-z0-9_.-]+$/.test(project)) throw new UsageError(`--name must hold only letters, digits, _ . and - (got "${project}")`);
  if (protect !== undefined && !(PROTECT_CHOICES as readonly string[]).includes(protect)) {
    throw new UsageError(`--protect must be one of ${PROTECT_CHOICES.join(", ")} (got "${protect}")`);
  }
  inExistingFolder("--out", out);
  return {
    mode: "program", language: language as ProgramLanguage, out, project,
    protect: (protect ?? "apps") as ProtectChoice, allSettings: values["all-settings"] === true, report,
  };
}

function inExistingFolder(flag: string, path: string): void {
  const folder = dirname(resolve(path));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new UsageError(`${flag} must be in an existing folder (${folder} does not exist)`);
}
