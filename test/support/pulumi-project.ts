// A Pulumi project with one stack in a file:// backend, run through the real CLI offline: the
// harness of the e2e tests.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { requireGo } from "../../scripts/toolchain/go-env";
import { offlinePulumiEnv } from "../../scripts/toolchain/pulumi-env";
import type { E2eWorkspace } from "./e2e-workspace";
import { parseEventLog, type PulumiEvents } from "./pulumi-events";

const COMMAND_TIMEOUT_MS = 5 * 60_000;
/** The system's own folders, for a PATH with nothing of the project's on it. */
const SYSTEM_PATH = ["/usr/local/bin", "/usr/bin", "/bin"];

function pathWithGo(path: string): string {
  const go = requireGo();
  return [dirname(go), path].join(delimiter);
}

export interface PulumiResult extends PulumiEvents {
  command: string;
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface ProjectOptions {
  /** TypeScript source of index.ts; for a YAML project, the Pulumi.yaml body after name and runtime. */
  program?: string;
  /** A folder that already holds the project (Pulumi.yaml, index.ts, ...): used as it is, nothing written. */
  existingDir?: string;
  /** `yaml`: a Pulumi YAML project run by the official YAML language host, whose resources the
   * package's provider plugin serves (found on PATH in the workspace's node_modules/.bin).
   * `python`, `go`: a project in `existingDir`, run by our stand-in hosts; `java`: one run
   * by the official Java host (mvn and java from the system's folders). */
  runtime?: "nodejs" | "yaml" | "python" | "go" | "java";
  /** How a plugin project finds the plugin: `path` (default) puts node_modules/.bin on PATH;
   * `project` names that folder in Pulumi.yaml (`plugins.providers`) and leaves PATH alone;
   * `installed`: only the Pulumi toolchain and the system's folders on PATH (nothing of ours, and
   * the system's Node is whatever it is), so the plugin must come from `installPlugin`;
   * `downloaded`: the same, with the engine's automatic plugin acquisition on, so the engine itself
   * installs the plugin the program needs (from where `env` points PULUMI_PLUGIN_DOWNLOAD_URL_OVERRIDES). */
  pluginFrom?: "path" | "project" | "installed" | "downloaded";
  /** With pluginFrom `project`: the folder named in `plugins.providers` (default: the workspace's node_modules/.bin). */
  pluginDir?: string;
  /** Plain stack config, e.g. { "adpublisher:baseUrl": url }. */
  config?: Record<string, string>;
  /** Secret stack config, stored encrypted in the stack file. */
  secrets?: Record<string, string>;
  /** Extra environment for every pulumi command (and so the language host and provider). */
  env?: Record<string, string>;
  /** Type-check the program with ts-node (slower); default is transpile-only. */
  typeCheck?: boolean;
  /** How long one pulumi command may run before it is killed (default 5 minutes; the benchmark's large stacks take longer). */
  commandTimeoutMs?: number;
  /** When given, each engine command writes the CLI's own Go CPU profile there (`--profiling`), as `<command>-<n>.<pid>.cpu`. */
  engineProfileDir?: string;
}

/** A Pulumi project with one stack in a file:// backend, in a temp folder below the workspace. */
export class PulumiProject {
  readonly dir: string;
  /** PULUMI_HOME: the project's own plugin cache and credentials. */
  readonly home: string;
  /** The environment every pulumi command of this project runs with (backend, passphrase, toolchain on PATH). */
  readonly env: NodeJS.ProcessEnv;
  private readonly runtime: NonNullable<ProjectOptions["runtime"]>;
  private readonly yamlHeader: string;
  private counter = 0;
  private readonly commandTimeoutMs: number;
  private readonly engineProfileDir: string | undefined;

  private constructor(readonly workspace: E2eWorkspace, readonly name: string, options: ProjectOptions) {
    const projects = join(workspace.root, "projects");
    mkdirSync(projects, { recursive: true });
    this.dir = options.existingDir ?? mkdtempSync(join(projects, `${name}-`));
    // A plugin installed from its archive runs from the plugin cache, and on a user's machine no
    // node_modules is above that: its home is outside the workspace, whose node_modules it could
    // otherwise load from without anyone noticing.
    const isolated = options.pluginFrom === "installed" || options.pluginFrom === "downloaded";
    this.home = isolated ? mkdtempSync(join(tmpdir(), "adpublisher-pulumi-home-")) : join(this.dir, ".pulumi-home");
    this.runtime = options.runtime ?? "nodejs";
    this.commandTimeoutMs = options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS;
    this.engineProfileDir = options.engineProfileDir;
    if (this.engineProfileDir) mkdirSync(this.engineProfileDir, { recursive: true });
    const bin = join(workspace.root, "node_modules", ".bin");
    const plugins = options.pluginFrom === "project" ? `plugins:\n  providers:\n    - name: adpublisher\n      path: ${options.pluginDir ?? bin}\n` : "";
    this.yamlHeader = `name: ${name}\nruntime: yaml\n${plugins}`;
    mkdirSync(join(this.dir, ".state"), { recursive: true });
    this.env = {
      ...offlinePulumiEnv({ ...workspace, stateDir: join(this.dir, ".state"), home: this.home, passphrase: "e2e-passphrase" }),
      PULUMI_NODEJS_TRANSPILE_ONLY: options.typeCheck ? "false" : "true",
      NO_COLOR: "1",
      // --event-log is registered only with debug commands on (pkg/cmd/pulumi/operations).
      PULUMI_DEBUG_COMMANDS: "true",
      ...options.env,
    };
    const pluginFace = this.runtime !== "nodejs";
    if (options.pluginFrom === "downloaded") delete this.env.PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION;
    if (pluginFace && isolated) this.env.PATH = [workspace.pulumiDir, ...SYSTEM_PATH].join(delimiter);
    // As a user's project: the installed package's bins (the provider plugin) on PATH.
    else if (pluginFace && options.pluginFrom !== "project") this.env.PATH = [bin, this.env.PATH].join(delimiter);
    // The Go host runs `go build` from PATH, as the official one.
    if (this.runtime === "go") this.env.PATH = pathWithGo(this.env.PATH ?? "");
    if (options.existingDir) return;
    if (this.runtime === "yaml") {
      this.writeProgram(options.program ?? "");
      return;
    }
    writeFileSync(join(this.dir, "Pulumi.yaml"), `name: ${name}\nruntime:\n  name: nodejs\n  options:\n    typescript: true\n`);
    writeFileSync(join(this.dir, "package.json"), JSON.stringify({ name, private: true, main: "index.ts" }));
    writeFileSync(
      join(this.dir, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { strict: true, target: "ES2022", module: "commonjs", moduleResolution: "node", esModuleInterop: true, skipLibCheck: true } }),
    );
    this.writeProgram(options.program ?? "");
  }

  static async create(workspace: E2eWorkspace, name: string, options: ProjectOptions): Promise<PulumiProject> {
    const project = new PulumiProject(workspace, name, options);
    (await project.run(["stack", "init", "test", "--non-interactive"])).assertSuccess();
    for (const [key, value] of Object.entries(options.config ?? {})) await project.setConfig(key, value);
    for (const [key, value] of Object.entries(options.secrets ?? {})) await project.setConfig(key, value, { secret: true });
    return project;
  }

  writeProgram(source: string): void {
    if (this.runtime === "yaml") writeFileSync(join(this.dir, "Pulumi.yaml"), `${this.yamlHeader}${source}`);
    else writeFileSync(join(this.dir, "index.ts"), source);
  }

  /** `pulumi plugin install resource adpublisher <version> --file <tarball>` into this project's PULUMI_HOME. */
  async installPlugin(tarball: string, version: string): Promise<void> {
    (await this.run(["plugin", "install", "resource", "adpublisher", version, "--file", tarball])).assertSuccess();
  }

  async setConfig(key: string, value: string, opts: { secret?: boolean } = {}): Promise<void> {
    const args = ["config", "set", key, "--", value];
    if (opts.secret) args.splice(2, 0, "--secret");
    (await this.run(args)).assertSuccess();
  }

  preview(...flags: string[]): Promise<EngineResult> {
    return this.engine("preview", flags);
  }
  up(...flags: string[]): Promise<EngineResult> {
    return this.engine("up", ["--yes", "--skip-preview", ...flags]);
  }
  refresh(...flags: string[]): Promise<EngineResult> {
    const yes = flags.includes("--preview-only") ? [] : ["--yes", "--skip-preview"];
    return this.engine("refresh", [...yes, ...flags]);
  }
  destroy(...flags: string[]): Promise<EngineResult> {
    return this.engine("destroy", ["--yes", "--skip-preview", ...flags]);
  }
  /** `up` with the engine's PULUMI_SKIP_CHECKPOINTS=true: one checkpoint at its end, the same state. Its engine profile is `up-without-checkpoints-<n>`. */
  upWithoutCheckpoints(...flags: string[]): Promise<EngineResult> {
    return this.engine("up", ["--yes", "--skip-preview", ...flags], { PULUMI_SKIP_CHECKPOINTS: "true" }, "up-without-checkpoints");
  }

  async exportStack(): Promise<string> {
    const result = await this.run(["stack", "export"]);
    result.assertSuccess();
    return result.stdout;
  }

  async outputs(): Promise<Record<string, unknown>> {
    const result = await this.run(["stack", "output", "--json"]);
    result.assertSuccess();
    return JSON.parse(result.stdout) as Record<string, unknown>;
  }

  cleanup(): void {
    if (process.env.ADPUBLISHER_KEEP_E2E) return;
    rmSync(this.dir, { recursive: true, force: true });
    rmSync(this.home, { recursive: true, force: true });
  }

  /** `profileName`: the engine profile's name before its `-<n>` (the command's by default). */
  private async engine(command: string, flags: string[], env: Record<string, string> = {}, profileName = command): Promise<EngineResult> {
    const eventLog = join(this.dir, `.events-${++this.counter}.jsonl`);
    const profiling = this.engineProfileDir ? ["--profiling", join(this.engineProfileDir, `${profileName}-${this.counter}`)] : [];
    const result = await this.run([command, "--non-interactive", "--event-log", eventLog, ...profiling, ...flags], env);
    const events = parseEventLog(existsSync(eventLog) ? readFileSync(eventLog, "utf8") : "");
    return Object.assign(result, events);
  }

  /**
   * The installed package's `adpublisher` command, run in the project's folder as a person would
   * there: the project's environment (the Pulumi CLI on PATH, its backend and passphrase) plus
   * `env` (the ADPUBLISHER_* credentials). Asynchronous: the emulator answers from this process.
   */
  runAdpublisher(args: string[], env: Record<string, string>): Promise<CommandResult> {
    const installed = join(this.workspace.root, "node_modules", "pulumi-adpublisher");
    const bin = join(installed, (JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as { bin: Record<string, string> }).bin.adpublisher!);
    return this.collect(`adpublisher ${args.join(" ")}`, spawn(process.execPath, [bin, ...args], { cwd: this.dir, env: { ...this.env, ...env } }));
  }

  /** Starts `pulumi <args>` in the project without waiting (for tests that kill it mid-run). */
  start(args: string[], env: Record<string, string> = {}): ChildProcessWithoutNullStreams {
    return spawn(join(this.workspace.pulumiDir, "pulumi"), args, { cwd: this.dir, env: { ...this.env, ...env } });
  }

  /** `pulumi <args>` in the project, with `env` over the project's environment. */
  run(args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
    return this.collect(`pulumi ${args.join(" ")}`, this.start(args, env));
  }

  private collect(command: string, child: ChildProcessWithoutNullStreams): Promise<CommandResult> {
    return new Promise((resolve, reject) => {
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
      const timer = setTimeout(() => child.kill("SIGKILL"), this.commandTimeoutMs);
      child.on("error", reject);
      child.on("close", (code) => {
        clearTimeout(timer);
        resolve(new CommandResult(command, code ?? -1, stdout, stderr));
      });
    });
  }
}

export class CommandResult {
  constructor(
    readonly command: string,
    readonly exitCode: number,
    readonly stdout: string,
    readonly stderr: string,
  ) {}

  /** Throws with the engine's whole output, so a failure shows it in the test report. */
  assertSuccess(): this {
    if (this.exitCode !== 0) throw new Error(this.describe(`failed with exit code ${this.exitCode}`));
    return this;
  }

  assertFailure(): this {
    if (this.exitCode === 0) throw new Error(this.describe("succeeded but was expected to fail"));
    return this;
  }

  describe(what: string): string {
    return `${this.command} ${what}\n--- stdout ---\n${this.stdout}\n--- stderr ---\n${this.stderr}`;
  }
}

export type EngineResult = CommandResult & PulumiEvents;
