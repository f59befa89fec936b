// The languages `adpublisher discover --language` writes a program in: each renders the one
// program model (model.ts). YAML and the SDK languages use the provider plugin's types and come
// with import.json; TypeScript uses the dynamic resources, which adopt their objects instead.
import type { DiscoveredProgram } from "./build";
import { goProgram } from "./go";
import { javaProgram } from "./java";
import { pythonProgram } from "./python";
import { typescriptProgram } from "./typescript";
import { yamlProgram } from "./yaml";

export const PROGRAM_LANGUAGES = ["yaml", "typescript", "python", "go", "java"] as const;
export type ProgramLanguage = (typeof PROGRAM_LANGUAGES)[number];

/** File name -> content, for the folder given to --out. */
export function programFiles(language: ProgramLanguage, program: DiscoveredProgram): Record<string, string> {
  if (language === "typescript") return typescriptProgram(program.model);
  const importJson = `${JSON.stringify(program.importDocument, null, 2)}\n`;
  if (language === "python") return { ...pythonProgram(program.model), "import.json": importJson };
  if (language === "go") return { ...goProgram(program.model), "import.json": importJson };
  if (language === "java") return { ...javaProgram(program.model), "import.json": importJson };
  return { "Pulumi.yaml": yamlProgram(program.model), "import.json": importJson };
}

/** What to run next, said on stderr. */
export function nextSteps(language: ProgramLanguage, out: string): string {
  if (language === "typescript") return `run \`npm install\` in ${out}, then \`pulumi stack init\`, the adpublisher:* config and \`pulumi up\` (it adopts everything, no write); nightly, \`npx adpublisher drift --account\` there`;
  const prepare: Record<Exclude<ProgramLanguage, "typescript">, string> = {
    yaml: "",
    python: "make venv/ (python3 -m venv venv; venv/bin/pip install -r requirements.txt and the SDK's sdk/python), then ",
    go: "point go.mod at the SDK's folder and run `go mod tidy` (as go.mod says), then ",
    java: "put the SDK in your Maven repository (`mvn install` in its sdk/java, or the release's jar, as pom.xml says), then ",
  };
  return `in ${out}: ${prepare[language]}\`pulumi stack init\`, the adpublisher:* config, \`pulumi import --file import.json --yes\`, then \`pulumi preview --expect-no-changes\`; nightly, \`npx adpublisher drift --account\` there`;
}
