// The package-level fields of schema.json that the Pulumi Registry and the SDK generators read:
// where the package lives, and each language's package name, module path and the
// `pulumi` SDK it needs. docs/sdks.md shows users the same names.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { pulumiJavaVersion } from "../toolchain/pulumi-java-version";
import type { LanguageSpec } from "./pulumi-spec";

/** package.json's `repository`, as npm writes it: the one place that names the GitHub repository. */
const RepositoryField = z.object({
  repository: z.object({
    type: z.literal("git"),
    url: z.string().regex(/^git\+https:\/\/github\.com\/[\w.-]+\/[\w.-]+\.git$/, "git+https://github.com/<owner>/<name>.git"),
  }),
});

function repositoryFromPackageJson(): string {
  const raw: unknown = JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8"));
  const parsed = RepositoryField.safeParse(raw);
  if (!parsed.success) throw new Error(`package.json: repository: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  return parsed.data.repository.url.replace(/^git\+/, "").replace(/\.git$/, "");
}

/** Where the repository is published; the Go module path, the plugin's download URL and the SDKs' metadata derive from it. */
export const REPOSITORY = repositoryFromPackageJson();
/** The GitHub account that owns the repository, whose releases carry the plugin archives. */
export const REPOSITORY_OWNER = REPOSITORY.split("/")[3] ?? "";
/**
 * Where the engine downloads the plugin: the GitHub releases of the repository, in the form the
 * Pulumi Registry uses. The engine asks for
 * `<repository>/releases/download/v<version>/pulumi-resource-adpublisher-v<version>-<os>-<arch>.tar.gz`.
 */
export const PLUGIN_DOWNLOAD_URL = `github://api.github.com/${REPOSITORY_OWNER}`;
/** The Go module of sdk/go (decision 0100): the repository's path plus `/sdk/go`, as Pulumi lays out providers. */
export const GO_MODULE = `${REPOSITORY.replace(/^https:\/\//, "")}/sdk/go`;
export const PYTHON_PACKAGE = "pulumi_adpublisher";
/** The Maven group of sdk/java and the prefix of its Java package (`io.github.adpublisher.adpublisher`):
 * the namespace Maven Central grants a GitHub organisation (decision 0200). */
export const JAVA_BASE_PACKAGE = "io.github.adpublisher";

/**
 * The fields beside `name` and `version`. `pulumiVersion` is the CLI's (the @pulumi/pulumi
 * dependency's): generated SDKs require at least the SDK the project tests them with.
 */
export function packageInfo(pulumiVersion: string) {
  const major = Number(pulumiVersion.split(".")[0]);
  return {
    keywords: ["pulumi", "adpublisher", "ads", "monetization", "kind/native", "category/utility"],
    homepage: REPOSITORY,
    repository: REPOSITORY,
    pluginDownloadURL: PLUGIN_DOWNLOAD_URL,
    publisher: "adpublisher",
    license: "Apache-2.0",
    // supportPack: the Go generator writes sdk/go/go.mod and every SDK carries the schema's version.
    meta: { supportPack: true },
    language: {
      python: {
        packageName: PYTHON_PACKAGE,
        requires: { pulumi: `>=${pulumiVersion},<${major + 1}.0.0` },
        pythonRequires: ">=3.9",
        pyproject: { enabled: true },
        respectSchemaVersion: true,
      },
      go: {
        importBasePath: `${GO_MODULE}/adpublisher`,
        modulePath: GO_MODULE,
        generateResourceContainerTypes: true,
        respectSchemaVersion: true,
      },
      // buildFiles "none": the generator writes no Gradle files; sdkgen adds a pom.xml (decision 0200).
      // com.pulumi:pulumi at the release of the official Java host that runs the programs.
      java: {
        basePackage: JAVA_BASE_PACKAGE,
        buildFiles: "none",
        dependencies: { "com.pulumi:pulumi": pulumiJavaVersion() },
      },
      csharp: {
        namespaces: { adpublisher: "AdPublisher" },
        packageReferences: { Pulumi: `[${pulumiVersion},${major + 1}.0)` },
        respectSchemaVersion: true,
      },
    } satisfies LanguageSpec,
  };
}
