// `adpublisher discover --language typescript`: a ready Pulumi program of the dynamic resources
// that takes the account over as it is. Every resource adopts its object (its definition's
// `adoption`) with the inputs its definition's `liveToInputs` gives (the same as read and import),
// so the first `up` makes no write and the next preview shows no change.
import { packageVersion } from "../package-info";
import type { AnyResourceDefinition } from "../resources/definition";
import { DEFINITIONS } from "../resources/definitions";
import { valueAtPath } from "../resources/common/leaves";
import { APP_KIND, type Account, type LiveObject } from "./account";
import type { Inventory } from "./inventory";
import { camelIdentifier, Code, commentText, literal } from "./ts-source";

const PULUMI_SDK_RANGE = "^3.259.0";

/** File name -> content. */
export function typescriptProgram(account: Account, found: Inventory, projectName: string, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): Record<string, string> {
  return {
    "Pulumi.yaml": `name: ${projectName}\ndescription: The adpublisher account, as discovered by \`adpublisher discover\`.\nruntime:\n  name: nodejs\n  options:\n    typescript: true\n`,
    "package.json": `${JSON.stringify({
      name: projectName, private: true, main: "index.ts",
      dependencies: { "@pulumi/pulumi": PULUMI_SDK_RANGE, "pulumi-adpublisher": `^${packageVersion()}` },
      devDependencies: { "@types/node": "^22.0.0", typescript: "^5.9.0" },
    }, null, 2)}\n`,
    "tsconfig.json": `${JSON.stringify({ compilerOptions: { strict: true, target: "ES2022", module: "commonjs", moduleResolution: "node", esModuleInterop: true, skipLibCheck: true }, files: ["index.ts"] }, null, 2)}\n`,
    "index.ts": indexTs(account, found, definitions),
  };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Sets `value` at a dotted path of a nested object (the path exists: it was just read there). */
function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
  node[parts[parts.length - 1]!] = value;
}

function indexTs(account: Account, found: Inventory, definitions: readonly AnyResourceDefinition[]): string {
  const names = new Map(found.objects.map((o) => [`${o.kind}:${o.id}`, o.name]));
  const labels = new Map([...found.objects, ...found.setAside].map((o) => [`${o.kind}:${o.id}`, o.label]));
  const variables = variableNames(found);
  // Objects some definition refers to (apps, block lists) are kept in a variable.
  const referenced = new Set(definitions.flatMap((d) => Object.values(d.references)));
  /** Every resource adopts its object with the inputs that reproduce it (the definition's liveToInputs, as read has them). */
  const declare = ({ definition, id, live }: LiveObject): string => {
    const key = `${definition.name}:${id}`;
    const inputs = JSON.parse(JSON.stringify(definition.liveToInputs(id, live))) as Record<string, unknown>;
    const adoption = definition.adoption(id);
    const referencePaths = Object.keys(definition.references);
    const args: Record<string, unknown> = { ...Object.fromEntries(referencePaths.filter((p) => p in inputs).map((p) => [p, inputs[p]])), ...adoption, ...inputs, ...adoption };
    for (const [path, kind] of Object.entries(definition.references)) {
      const target = valueAtPath(args, path);
      const variable = typeof target === "string" ? variables.get(`${kind}:${target}`) : undefined;
      if (variable) setAt(args, path, new Code(`${variable}.id`));
    }
    const statement = `new ${definition.name}(${JSON.stringify(names.get(key))}, ${literal(args)});`;
    return referenced.has(definition.name) ? `const ${variables.get(key)} = ${statement}` : statement;
  };
  const line = (object: LiveObject): string => {
    const key = `${object.definition.name}:${object.id}`;
    if (names.has(key)) return declare(object);
    const aside = found.setAside.find((s) => s.kind === object.definition.name && s.id === object.id);
    return `// Not managed: ${commentText(labels.get(key) ?? key)}, id ${object.id}; ${commentText(aside?.reason ?? "not discovered")}.`;
  };
  const blocks: string[] = [];
  // Objects that apps refer to (block lists) come first, so that each app's settings can name them.
  for (const object of account.objects.filter((o) => o.appId === undefined && o.definition.name !== APP_KIND)) {
    blocks.push(`// ${capitalized(commentText(labels.get(`${object.definition.name}:${object.id}`) ?? object.id))}\n${line(object)}`);
  }
  for (const app of account.objects.filter((o) => o.definition.name === APP_KIND)) {
    const own = account.objects.filter((o) => o.appId === app.id);
    blocks.push([`// ${capitalized(commentText(labels.get(`${APP_KIND}:${app.id}`) ?? app.id))}`, line(app), ...own.map(line)].join("\n"));
  }
  const classes = [...new Set(account.objects.map((o) => o.definition.name))].sort();
  return [
    "// Generated by `adpublisher discover --language typescript`: each resource adopts an existing object",
    "// with its live values, so the first `pulumi up` changes nothing on the service.",
    `import { ${classes.join(", ")} } from "pulumi-adpublisher";`,
    "",
    ...blocks.map((block) => `${block}\n`),
  ].join("\n");
}

/** A distinct variable per resource, from its name; a clash (e.g. "a-1" and "a1") numbers the later ones. */
function variableNames(found: Inventory): Map<string, string> {
  const taken = new Set<string>();
  const variables = new Map<string, string>();
  for (const object of found.objects) {
    const base = camelIdentifier(object.name);
    let variable = base;
    for (let n = 2; taken.has(variable); n++) variable = `${base}_${n}`;
    taken.add(variable);
    variables.set(`${object.kind}:${object.id}`, variable);
  }
  return variables;
}
