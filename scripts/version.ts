// `npm run version -- X.Y.Z`: sets the package's one version (package.json) and writes it
// everywhere else: the lock file, the policy pack, the examples, the docs' install lines, and, by
// regenerating them, schema.json, every SDK and the reference docs. With no argument (as `npm
// version X.Y.Z` runs it, after writing package.json), it spreads package.json's version.
// docs/decisions/0191-one-version-from-package-json.md.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { setVersion } from "./release/set-version";
import { packageJsonVersion, versionDisagreements } from "./release/version-sites";

const ROOT = join(__dirname, "..");

function npmRun(script: string): void {
  process.stderr.write(`$ npm run ${script}\n`);
  execFileSync("npm", ["run", "--silent", script], { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
}

try {
  const version = process.argv[2] ?? packageJsonVersion(ROOT);
  setVersion(ROOT, version);
  npmRun("schema");
  npmRun("sdk");
  const left = versionDisagreements(ROOT);
  if (left.length > 0) throw new Error(`these still disagree:\n${left.join("\n")}`);
  process.stdout.write(`version ${version} everywhere\n`);
} catch (err) {
  process.stderr.write(`version: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
