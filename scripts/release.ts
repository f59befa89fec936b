// `npm run release -- --out DIR`: every artifact of a release, built from this tree into DIR (new
// or empty): the npm package, the Python wheel and sdist, the Go module, the Java package, the .NET
// SDK's source, a plugin archive per platform, and SHA256SUMS; beside them `goproxy/` (the Go module
// in the module-proxy layout) and `maven/` (the Java package's signed Maven repository tree).
// Prints each file's path, SHA256SUMS last. It refuses a tree whose versions disagree. The release workflow's build step runs exactly
// this (.github/workflows/release.yml).
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type Context, dotnetSource, goModule, npmPackage, pluginArchives, pythonPackages, ROOT } from "./release/artifacts";
import { writeChecksums } from "./release/checksums";
import { goProxyTree } from "./release/goproxy";
import { javaPackage } from "./release/java";
import { packageJsonVersion, versionDisagreements } from "./release/version-sites";

const STEPS: ReadonlyArray<(context: Context) => string[] | Promise<string[]>> = [npmPackage, pythonPackages, goModule, goProxyTree, javaPackage, dotnetSource, pluginArchives];

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  if (!values.out) throw new Error("--out DIR is required: the folder that receives the artifacts");
  const out = resolve(values.out);
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} is not empty; name a new or empty folder`);
  const disagreements = versionDisagreements(ROOT);
  if (disagreements.length > 0) throw new Error(`the versions disagree (npm run version -- X.Y.Z sets them all):\n${disagreements.join("\n")}`);
  mkdirSync(out, { recursive: true });
  const context: Context = { out, version: packageJsonVersion(ROOT), log: (m) => process.stderr.write(`${m}\n`) };
  const files: string[] = [];
  for (const step of STEPS) files.push(...(await step(context)));
  files.push(await writeChecksums(out, files));
  process.stdout.write(`${files.map((name) => join(out, name)).join("\n")}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`release: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
