// The SDK generator (scripts/sdkgen, a Go program over Pulumi's own codegen at the CLI's version, and
// the .NET and Java generators in modules of their own):
// built once per change of its module into the cache, then run over schema.json.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { buildGoTool, goEnv } from "./go-env";
import { type Log, sdkVersion } from "./provision";
import { PULUMI_JAVA_MODULE_DIR } from "./pulumi-java-version";

const ROOT = join(__dirname, "..", "..");
export const SDK_LANGUAGES = ["python", "go", "dotnet", "java"] as const;
export type SdkLanguage = (typeof SDK_LANGUAGES)[number];

export interface SdkgenOptions {
  /** Folder that receives one folder per language (default: the repository's sdk/). */
  out?: string;
  schema?: string;
  languages?: readonly SdkLanguage[];
  log?: Log;
}

/** Writes `<out>/<language>` for each language, replacing what was there. */
export function generateSdks(options: SdkgenOptions = {}): void {
  const log = options.log ?? ((m: string) => process.stderr.write(`${m}\n`));
  const binary = buildGoTool({ name: "sdkgen", moduleDir: join(ROOT, "scripts", "sdkgen"), log });
  // The .NET generator builds on its own pins, in a module of its own (scripts/sdkgen/dotnet).
  const dotnet = buildGoTool({ name: "sdkgen-dotnet", moduleDir: join(ROOT, "scripts", "sdkgen", "dotnet"), log });
  // The Java generator too (scripts/sdkgen/java, whose go.mod pins pulumi-java, decision 0200).
  const java = buildGoTool({ name: "sdkgen-java", moduleDir: PULUMI_JAVA_MODULE_DIR, log });
  const args = [
    "-dotnet-generator", dotnet,
    "-java-generator", java,
    "-schema", options.schema ?? join(ROOT, "schema.json"),
    "-out", options.out ?? join(ROOT, "sdk"),
    "-languages", (options.languages ?? SDK_LANGUAGES).join(","),
    "-pulumi-version", sdkVersion(),
  ];
  // go.sum of sdk/go is written by `go mod tidy`, which may fetch modules the cache lacks.
  const result = spawnSync(binary, args, { encoding: "utf8", env: goEnv({ GOFLAGS: "-mod=mod" }) });
  if (result.status !== 0) throw new Error(`sdkgen failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  log(result.stdout.trim());
}
