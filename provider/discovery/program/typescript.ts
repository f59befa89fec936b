// A ProgramModel as a TypeScript program of the dynamic resources. They cannot be imported
// (`pulumi import` reads a dynamic resource without its state), so each resource takes its object over by its adoption inputs (`adoptId`)
// with the live values: the first `pulumi up` records everything without a write.
import { packageVersion } from "../../package-info";
import { camelIdentifier, Code, literal } from "../ts-source";
import { commentLine, distinctIdentifiers, Reference, referencesIn, type ProgramModel, type ProgramValue } from "./model";

const PULUMI_SDK_RANGE = "^3.259.0";

/** File name -> content. */
export function typescriptProgram(model: ProgramModel): Record<string, string> {
  return {
    "Pulumi.yaml": `name: ${model.project}\ndescription: ${JSON.stringify(model.description)}\nruntime:\n  name: nodejs\n  options:\n    typescript: true\n`,
    "package.json": `${JSON.stringify({
      name: model.project, private: true, main: "index.ts",
      dependencies: { "@pulumi/pulumi": PULUMI_SDK_RANGE, "pulumi-adpublisher": `^${packageVersion()}` },
      devDependencies: { "@types/node": "^22.0.0", typescript: "^5.9.0" },
    }, null, 2)}\n`,
    "tsconfig.json": `${JSON.stringify({ compilerOptions: { strict: true, target: "ES2022", module: "commonjs", moduleResolution: "node", esModuleInterop: true, skipLibCheck: true }, files: ["index.ts"] }, null, 2)}\n`,
    "index.ts": indexTs(model),
  };
}

function indexTs(model: ProgramModel): string {
  const used = new Set(model.resources.flatMap((r) => [...referencesIn(r.properties), ...(r.parent ? [r.parent] : [])]));
  const variables = distinctIdentifiers(model.resources.map((r) => r.name), camelIdentifier);
  const code = (value: ProgramValue): unknown => {
    if (value instanceof Reference) return new Code(`${variables.get(value.resource)}.id`);
    if (Array.isArray(value)) return value.map(code);
    if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, code(v as ProgramValue)]));
    return value;
  };
  const kinds = [...new Set(model.resources.map((r) => r.kind))].sort();
  const statements = model.resources.map((r) => {
    const options = { ...(r.parent ? { parent: new Code(variables.get(r.parent)!) } : {}), ...(r.protect !== undefined ? { protect: r.protect } : {}) };
    const args = literal(code({ ...r.adoption, ...r.properties }));
    const call = `new ${r.kind}(${JSON.stringify(r.name)}, ${args}${Object.keys(options).length > 0 ? `, ${literal(options)}` : ""});`;
    const comments = r.comments.map((c) => `// ${commentLine(c)}\n`).join("");
    return `${comments}${used.has(r.name) ? `const ${variables.get(r.name)} = ${call}` : call}`;
  });
  return [
    ...model.header.map((h) => `// ${commentLine(h)}`),
    `import { ${kinds.join(", ")} } from "pulumi-adpublisher";`,
    "",
    ...statements.map((s) => `${s}\n`),
  ].join("\n");
}
