// The provider reference a dynamic resource stores: it loads the installed package's module and stays short.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dynamicRegistration, PROVIDER_KEY, providerReference } from "../../../provider/dynamic-shim/program-side";
import { DEFINITIONS } from "../../../provider/resources/definitions";

const ROOT = join(__dirname, "../../..");
/** The loader the SDK's dynamic-provider host compiles `__provider` with, as that host resolves it. */
const requireFromString = createRequire(require.resolve("@pulumi/pulumi/cmd/dynamic-provider/index.js"))("require-from-string") as (code: string) => unknown;

/** A project folder with a stand-in pulumi-adpublisher whose `dynamic/*` export names each module by its slug. */
function projectWithPackage(): string {
  const project = mkdtempSync(join(tmpdir(), "adpublisher-program-side-"));
  const pkg = join(project, "node_modules", "pulumi-adpublisher");
  mkdirSync(join(pkg, "providers"), { recursive: true });
  writeFileSync(join(pkg, "package.json"), JSON.stringify({ name: "pulumi-adpublisher", exports: { "./dynamic/*": "./providers/*.js" } }));
  for (const { slug } of DEFINITIONS) writeFileSync(join(pkg, "providers", `${slug}.js`), `module.exports = { slug: ${JSON.stringify(slug)} };`);
  return project;
}

describe("the provider reference a dynamic resource stores", () => {
  const project = projectWithPackage();
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it("loads, as the dynamic-provider host loads it, each kind's module by the package's export, from the project's folder", () => {
    const cwd = process.cwd();
    process.chdir(project);
    try {
      for (const definition of DEFINITIONS) {
        // The host's getProvider: requireFromString(props.__provider).handler().
        const loaded = (requireFromString(providerReference(definition)) as { handler(): { slug: string } }).handler();
        expect(loaded.slug).toBe(definition.slug);
      }
    } finally {
      process.chdir(cwd);
    }
  });

  it("names an export the package has, a built module for every kind", () => {
    const { exports } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { exports: Record<string, unknown> };
    expect(exports["./dynamic/*"]).toBe("./dist/provider/resources/providers/*.js");
    for (const { slug } of DEFINITIONS) expect(existsSync(join(ROOT, "provider/resources/providers", `${slug}.ts`))).toBe(true);
  });

  it("is short: it is stored twice in every resource and sent in every call", () => {
    for (const definition of DEFINITIONS) expect(Buffer.byteLength(providerReference(definition))).toBeLessThan(100);
  });
});

describe("dynamicRegistration", () => {
  const [definition] = DEFINITIONS;

  it("registers the definition's dynamic type token, the props, and the reference", () => {
    const { type, props } = dynamicRegistration(definition!, { nickname: "Space Run", signature: undefined });
    expect(type).toBe(definition!.tokens.dynamic);
    expect(props).toEqual({ nickname: "Space Run", signature: undefined, [PROVIDER_KEY]: providerReference(definition!) });
  });

  it("refuses a program's own __provider, naming the kind", () => {
    expect(() => dynamicRegistration(definition!, { [PROVIDER_KEY]: "exports.handler = () => ({})" })).toThrow(`${definition!.name}: "__provider"`);
  });
});
