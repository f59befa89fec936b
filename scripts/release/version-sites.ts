// Every place the package's version is written, beside package.json's `version` (the one source):
// the lock file, schema.json, each SDK, the policy pack, the examples' dependencies, and the install
// lines of the docs. `npm run version` rewrites them all; the version test and `npm run release`
// refuse a tree where any two disagree (docs/decisions/0191-one-version-from-package-json.md).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const V = String.raw`(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)`;
/** Before a `-` that follows it, a pre-release part ends at the first `-` that can end it. */
const V_BEFORE_DASH = String.raw`(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+?)?)`;

/** A version held at a path of a JSON file. */
export interface JsonSite {
  file: string;
  path: readonly string[];
}

/** Versions that follow a pattern in a text file; the pattern's first group is the version. */
export interface TextSite {
  file: string;
  pattern: RegExp;
}

const jsonSites: readonly JsonSite[] = [
  { file: "package-lock.json", path: ["version"] },
  { file: "package-lock.json", path: ["packages", "", "version"] },
  { file: "schema.json", path: ["version"] },
  { file: "policy/package.json", path: ["version"] },
  { file: "sdk/python/pulumi_adpublisher/pulumi-plugin.json", path: ["version"] },
  { file: "sdk/go/adpublisher/pulumi-plugin.json", path: ["version"] },
  { file: "sdk/dotnet/pulumi-plugin.json", path: ["version"] },
  { file: "sdk/java/src/main/resources/io/github/adpublisher/adpublisher/plugin.json", path: ["version"] },
];

const re = (source: string): RegExp => new RegExp(source.replace(/\{V-\}/g, V_BEFORE_DASH).replace(/\{V\}/g, V), "g");

/** Where the generators write the version into code (a file not in the tree, e.g. sdk/java before it exists, is skipped). */
const codeSites: readonly TextSite[] = [
  { file: "sdk/python/pyproject.toml", pattern: re(String.raw`^  version = "{V}"$`) },
  { file: "sdk/python/pulumi_adpublisher/_utilities.py", pattern: re(String.raw`return "{V}"`) },
  { file: "sdk/go/adpublisher/internal/pulumiUtilities.go", pattern: re(String.raw`semver\.MustParse\("{V}"\)`) },
  { file: "sdk/dotnet/version.txt", pattern: re(String.raw`^{V}$`) },
  { file: "sdk/dotnet/Pulumi.AdPublisher.csproj", pattern: re(String.raw`<Version>{V}</Version>`) },
  { file: "sdk/java/pom.xml", pattern: re(String.raw`^  <version>{V}</version>$`) },
  { file: "sdk/java/src/main/resources/io/github/adpublisher/adpublisher/version.txt", pattern: re(String.raw`^{V}$`) },
  { file: "examples/yaml/Pulumi.yaml", pattern: re(String.raw`^      version: {V}$`) },
  { file: "examples/go/go.mod", pattern: re(String.raw`pulumi-adpublisher/sdk/go v{V}$`) },
  { file: "examples/quickstart/package.json", pattern: re(String.raw`"pulumi-adpublisher": "\^{V}"`) },
  { file: "examples/gitops/package.json", pattern: re(String.raw`"pulumi-adpublisher": "\^{V}"`) },
];

/** How the docs name a version of this package (never Node's, Pulumi's or Python's). */
const DOC_PATTERNS: readonly RegExp[] = [
  re(String.raw`pulumi-resource-adpublisher-v{V-}-(?:linux|darwin|windows|node|<os>)`),
  re(String.raw`(?:^|resource )adpublisher {V}\b`),
  re(String.raw`pulumi-adpublisher-{V-}\.tgz`),
  re(String.raw`pulumi_adpublisher-{V-}(?:-py3|\.tar\.gz)`),
  re(String.raw`pulumi-adpublisher-sdk-(?:go|dotnet)-v{V-}(?=\.tar\.gz|[\s\x60'"]|$)`),
  re(String.raw`\badpublisher-{V-}(?:\.jar|\.pom|-sources\.jar)`),
  re(String.raw`sdk/go@v{V}\b`),
  re(String.raw`sdk/go/v{V}\b`),
  re(String.raw`pulumi-adpublisher@{V}\b`),
  re(String.raw`pulumi_adpublisher=={V}\b`),
  re(String.raw`io\.github\.adpublisher:adpublisher:{V}\b`),
  re(String.raw`^  <version>{V}</version>$`),
  re(String.raw`package version of \x60package\.json\x60 \(\x60{V}\x60\)`),
  re(String.raw`The \x60adpublisher\x60 package, version {V}\b`),
  re(String.raw`^Version {V}\. `),
];

/** The documents users read (decision records are history, and keep the versions they were written at). */
export function docFiles(root: string): string[] {
  const md = (dir: string) => (existsSync(join(root, dir)) ? readdirSync(join(root, dir)).filter((f) => f.endsWith(".md")).map((f) => `${dir}/${f}`) : []);
  const examples = readdirSync(join(root, "examples")).map((e) => `examples/${e}/README.md`).filter((f) => existsSync(join(root, f)));
  return ["README.md", ...md("docs"), ...md("docs/reference"), ...examples];
}

export function textSites(root: string): TextSite[] {
  const docs = docFiles(root).flatMap((file) => DOC_PATTERNS.map((pattern) => ({ file, pattern })));
  return [...codeSites, ...docs];
}

export const JSON_SITES = jsonSites;

export interface Found {
  /** `file` or `file:line`, for a person to open. */
  where: string;
  version: string;
}

function jsonAt(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), value);
}

export function packageJsonVersion(root: string): string {
  return (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;
}

/** Every version written in the tree, with where; a code or JSON site that holds none is reported as version "(none)". */
export function versionsFound(root: string): Found[] {
  const found: Found[] = [];
  for (const site of JSON_SITES) {
    const file = join(root, site.file);
    if (!existsSync(file)) continue;
    const value = jsonAt(JSON.parse(readFileSync(file, "utf8")), site.path);
    found.push({ where: `${site.file} (${site.path.map((p) => JSON.stringify(p)).join(".")})`, version: typeof value === "string" ? value : "(none)" });
  }
  for (const site of codeSites) {
    if (!existsSync(join(root, site.file))) continue;
    if (!readFileSync(join(root, site.file), "utf8").match(new RegExp(site.pattern.source, "m"))) found.push({ where: `${site.file} (${site.pattern.source})`, version: "(none)" });
  }
  for (const site of textSites(root)) {
    const file = join(root, site.file);
    if (!existsSync(file)) continue;
    readFileSync(file, "utf8").split("\n").forEach((line, index) => {
      for (const match of line.matchAll(new RegExp(site.pattern.source, "g"))) found.push({ where: `${site.file}:${index + 1}`, version: match[1] ?? "(none)" });
    });
  }
  return found;
}

/** One line per place whose version is not package.json's; empty when the tree agrees. */
export function versionDisagreements(root: string): string[] {
  const version = packageJsonVersion(root);
  return versionsFound(root)
    .filter((found) => found.version !== version)
    .map((found) => `${found.where} says ${found.version}, package.json says ${version}`);
}
