// The updates a stack's backend has applied, each with the state it left: the list from the
// backend's update history, the states from the checkpoints it keeps per update. A file backend
// (`file://`) keeps both in its history folder (`<stack>-<time>.history.json` and
// `<stack>-<time>.checkpoint.json`, compressed when the backend compresses); any other backend is
// asked through the Pulumi CLI (`pulumi stack history --json`, `pulumi stack export --version N`),
// which Pulumi Cloud answers; a DIY backend in a bucket (S3, PostgreSQL) keeps the same folder
// there, and a copy of it on disk is read as a file backend's. It only reads.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stateFileText } from "../discovery/stack-state";
import { parseStackExport, type StateResource } from "../pulumi-json/stack-export";
import { parseCliHistory, parseHistoryEntry, parseWhoami } from "../pulumi-json/stack-history";

export type CheckpointResource = StateResource;

export interface StackUpdate {
  /** 1 for the stack's first update (Pulumi Cloud's numbering; a file backend's in the same order). */
  version: number;
  kind: string;
  result: string;
  /** Epoch milliseconds. */
  startTime: number;
  endTime: number;
  /** The commit the update deployed, as the CLI records it (`git.head` of the update's environment). */
  commit?: string;
  /** The stack's resources once the update ended, read when asked; undefined when the backend kept no checkpoint of it. */
  resources?: () => Promise<CheckpointResource[]>;
}

/** The stack's history could not be read: the message names the command or the file. */
export class StackHistoryError extends Error {}

function resourcesOf(text: string, source: string): CheckpointResource[] {
  return parseStackExport(text, source).deployment.resources ?? [];
}

export interface HistoryOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stack?: string;
  /** A copy of the backend's history folder for the stack (a DIY backend in a bucket), read instead of asking the backend. */
  historyDir?: string;
}

function run(args: string[], options: HistoryOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("pulumi", [...args, ...(options.stack ? ["--stack", options.stack] : [])], { cwd: options.cwd, env: options.env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", (error) => reject(new StackHistoryError(`could not run \`pulumi\` (${error.message}): is the Pulumi CLI on PATH?`)));
    child.on("close", (code) => {
      if (code === 0) resolve(stdout);
      else reject(new StackHistoryError(`\`pulumi ${args.join(" ")}\` failed (exit code ${code})${stderr.trim() ? `: ${stderr.trim().split("\n")[0]}` : ""}`));
    });
  });
}

/** The project's name, the first `name:` of Pulumi.yaml. */
function projectName(cwd: string): string {
  const file = ["Pulumi.yaml", "Pulumi.yml"].map((f) => join(cwd, f)).find(existsSync);
  const name = file ? /^name:\s*["']?([^"'\s#]+)/m.exec(readFileSync(file, "utf8"))?.[1] : undefined;
  if (!name) throw new StackHistoryError(`${cwd} has no Pulumi.yaml with a project name`);
  return name;
}

/** A file backend's history folder: by project (the layout since CLI 3.61), or the older one by stack. */
function fileHistoryDir(root: string, project: string, stack: string): string | undefined {
  const short = stack.split("/").pop() ?? stack;
  return [join(root, ".pulumi", "history", project, short), join(root, ".pulumi", "history", short)].find(existsSync);
}

/** `prefix`: the stack's file names' (`<stack>-`); none: every history file of the folder. */
function fromHistoryFolder(dir: string, prefix?: string): StackUpdate[] {
  const files = readdirSync(dir);
  // Named `<stack>-<unix nanoseconds>.history.json[.gz|.zst]`: the name orders them.
  const entries = files
    .map((file) => ({ file, match: /^(.*-(\d+))\.history\.json(\.gz|\.zst)?$/.exec(file) }))
    .filter((e): e is { file: string; match: RegExpExecArray } => e.match !== null && (prefix === undefined || e.match[1].startsWith(prefix)))
    .sort((a, b) => (BigInt(a.match[2]) < BigInt(b.match[2]) ? -1 : 1));
  return entries.map(({ file, match }, index) => {
    const info = parseHistoryEntry(stateFileText(readFileSync(join(dir, file)), file), join(dir, file));
    const checkpoint = files.find((f) => f.startsWith(`${match[1]}.checkpoint.json`));
    return {
      version: index + 1, kind: info.kind, result: info.result ?? "", startTime: info.startTime * 1000, endTime: (info.endTime ?? info.startTime) * 1000,
      commit: info.environment?.["git.head"],
      resources: checkpoint ? async () => resourcesOf(stateFileText(readFileSync(join(dir, checkpoint)), checkpoint), join(dir, checkpoint)) : undefined,
    };
  });
}

/** Every update of the stack, oldest first, with the checkpoint each left. */
export async function stackUpdates(options: HistoryOptions): Promise<{ stack: string; updates: StackUpdate[] }> {
  const stack = options.stack ?? (await run(["stack", "--show-name"], { ...options, stack: undefined })).trim();
  if (options.historyDir !== undefined) return { stack, updates: fromHistoryFolder(options.historyDir) };
  const url = parseWhoami(await run(["whoami", "--json"], { ...options, stack: undefined }), "`pulumi whoami --json`");
  if (url.startsWith("file://")) {
    const dir = fileHistoryDir(fileURLToPath(url), projectName(options.cwd), stack);
    return { stack, updates: dir ? fromHistoryFolder(dir, `${stack.split("/").pop() ?? stack}-`) : [] };
  }
  const history = parseCliHistory(await run(["stack", "history", "--json", "--show-secrets=false"], { ...options, stack }), "`pulumi stack history --json`");
  const ordered = [...history].sort((a, b) => a.version - b.version);
  const updates: StackUpdate[] = [];
  for (const entry of ordered) {
    // Each state is exported only when a change of the selection needs it (changes.ts).
    const update: StackUpdate = {
      version: entry.version, kind: entry.kind, result: entry.result ?? "",
      startTime: Date.parse(entry.startTime), endTime: Date.parse(entry.endTime ?? entry.startTime), commit: entry.environment?.["git.head"],
    };
    const source = `\`pulumi stack export --version ${entry.version}\``;
    update.resources = async () => resourcesOf(await run(["stack", "export", "--version", String(entry.version)], { ...options, stack }), source);
    updates.push(update);
  }
  return { stack, updates };
}
