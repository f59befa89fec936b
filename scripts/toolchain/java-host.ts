// The official Java language host, `pulumi-language-java`, built from the Go module
// github.com/pulumi/pulumi-java/pkg (its cmd/pulumi-language-java) through the module that also
// builds the Java SDK generator (scripts/sdkgen/java): one pin, one go.sum, so the host that runs
// Java programs and answers `pulumi package gen-sdk --language java` is the generator `npm run sdk`
// runs (decision 0200).
import type { GoTool } from "./go-env";
import { PULUMI_JAVA_MODULE_DIR, pulumiJavaVersion } from "./pulumi-java-version";

export const JAVA_HOST = "pulumi-language-java";

/**
 * The host as a Go tool of the module, built into the cache folder of the module's hash: a changed
 * pin rebuilds it on the next `npm run pulumi-path`. go.sum pins every module by hash, so the build
 * needs no checksum database (which does not know pulumi-java v1.17.0 nor the pulumi pkg v3.205.0
 * it pins).
 */
export function javaHostTool(): GoTool {
  const ldflags = `-s -w -X github.com/pulumi/pulumi-java/pkg/version.Version=v${pulumiJavaVersion()}`;
  return { name: JAVA_HOST, moduleDir: PULUMI_JAVA_MODULE_DIR, pkg: `github.com/pulumi/pulumi-java/pkg/cmd/${JAVA_HOST}`, ldflags };
}
