// The release of github.com/pulumi/pulumi-java the project uses: its Java generator writes sdk/java,
// its language host runs Java programs, and its Java SDK (com.pulumi:pulumi, same version) is what
// sdk/java and the programs depend on. One pin, in the module that builds the first two.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const PULUMI_JAVA_MODULE_DIR = join(__dirname, "..", "sdkgen", "java");

export function pulumiJavaVersion(): string {
  const goMod = readFileSync(join(PULUMI_JAVA_MODULE_DIR, "go.mod"), "utf8");
  const match = /^\s*github\.com\/pulumi\/pulumi-java\/pkg v(\d+\.\d+\.\d+)\s*$/m.exec(goMod);
  if (!match) throw new Error(`${PULUMI_JAVA_MODULE_DIR}/go.mod does not require github.com/pulumi/pulumi-java/pkg`);
  return match[1];
}
