// The languages `adpublisher discover --language` writes a program in: each renders the one
// program model (model.ts). YAML and the SDK languages use the provider plugin's types and come
// with import.json; TypeScript uses the dynamic resources, which adopt their objects instead.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { FileSink, ResourcesDocumentWriter } from "../document-writer";
import type { ProgramPart } from "./build";
import { goProgram } from "./go";
import { javaProgram } from "./java";
import { pythonProgram } from "./python";
import { typescriptProgram } from "./typescript";
import type { ProgramHead, ProgramModel, ProgramResource } from "./model";
import { yamlHead, yamlResource } from "./yaml";

export const PROGRAM_LANGUAGES = ["yaml", "typescript", "python", "go", "java"] as const;
export type ProgramLanguage = (typeof PROGRAM_LANGUAGES)[number];

/**
 * Writes the program's files into `out` (an existing folder). YAML is written as its resources
 * come, one at a time, with its import.json; the other languages name each resource's variable
 * from the whole program, so they gather the model first.
 */
export function writeProgram(language: ProgramLanguage, head: ProgramHead, parts: Iterable<ProgramPart>, out: string): void {
  const imports = language === "typescript" ? undefined : new FileSink(join(out, "import.json"));
  const importDocument = imports && new ResourcesDocumentWriter(imports.write);
  try {
    if (language === "yaml") {
      const program = new FileSink(join(out, "Pulumi.yaml"));
      try {
        program.write(yamlHead(head));
        for (const { resource, importSpec } of parts) {
          program.write(yamlResource(resource));
          importDocument!.add(importSpec);
        }
      } finally {
        program.close();
      }
    } else {
      const resources: ProgramResource[] = [];
      for (const { resource, importSpec } of parts) {
        resources.push(resource);
        importDocument?.add(importSpec);
      }
      // A file name may hold folders (Java's src/main/java/program/Main.java).
      for (const [file, content] of Object.entries(programFiles(language, { ...head, resources }))) {
        mkdirSync(dirname(join(out, file)), { recursive: true });
        writeFileSync(join(out, file), content);
      }
    }
    importDocument?.end();
  } finally {
    imports?.close();
  }
}

/** File name -> content of the languages that render the whole model (import.json aside). */
function programFiles(language: Exclude<ProgramLanguage, "yaml">, model: ProgramModel): Record<string, string> {
  if (language === "typescript") return typescriptProgram(model);
  if (language === "python") return pythonProgram(model);
  if (language === "go") return goProgram(model);
  return javaProgram(model);
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
