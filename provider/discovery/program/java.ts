// A ProgramModel as a Java program (a Maven project) over the generated SDK (sdk/java), for the
// provider plugin's types: imported with import.json like YAML. Java's builders are typed (enums,
// Double, nested ...Args), so values are written by the package schema's types, as for Go. A large
// account's program is written in parts, as Java limits a method's size (model.ts, PART_CHARACTERS).
import { packageSchemaJson, packageVersion } from "../../package-info";
import { camelIdentifier } from "../ts-source";
import { commentLine, distinctIdentifiers, PART_CHARACTERS, partsOf, Reference, referencesIn, type ProgramModel, type ProgramResource, type ProgramValue } from "./model";
import { yamlString } from "./yaml";

const TOKEN_PREFIX = "#/types/";
const JAVA_RESERVED = new Set(
  ("abstract assert boolean break byte case catch char class const continue default do double else enum extends final finally float for goto if " +
    "implements import instanceof int interface long native new package private protected public return short static strictfp super switch " +
    "synchronized this throw throws transient try void volatile while var yield record true false null ctx args Main").split(" "),
);

interface SchemaProperty {
  type?: string;
  $ref?: string;
  items?: SchemaProperty;
}
/** The part of the package schema the renderer reads. */
export interface JavaSchema {
  resources: Record<string, { inputProperties?: Record<string, SchemaProperty> }>;
  types: Record<string, { type: string; enum?: { name?: string; value: unknown }[]; properties?: Record<string, SchemaProperty> }>;
  language?: { java?: { basePackage?: string; dependencies?: Record<string, string> } };
}

/** The Java package of sdk/java: the schema's base package plus the package name. */
function sdkPackage(schema: JavaSchema): string {
  const base = schema.language?.java?.basePackage;
  if (!base) throw new Error("discover --language java: the package schema sets no language.java.basePackage");
  return `${base}.adpublisher`;
}

/** `adpublisher:index:CountryTargeting` -> `CountryTargeting`. */
function typeName(token: string): string {
  return token.slice(token.lastIndexOf(":") + 1);
}

class JavaWriter {
  /** `variable` answers the Java expression of a resource's variable, by the resource's name. */
  constructor(private readonly schema: JavaSchema, private readonly variable: (resource: string) => string) {}

  /** The Java expression of `value` for a property of type `spec`. */
  value(value: ProgramValue, spec: SchemaProperty | undefined, where: string, indent: string): string {
    if (value instanceof Reference) return `${this.variable(value.resource)}.id()`;
    if (spec?.$ref?.startsWith(TOKEN_PREFIX)) {
      const token = spec.$ref.slice(TOKEN_PREFIX.length);
      const type = this.schema.types[token];
      if (!type) throw new Error(`discover --language java: ${where}: the schema has no type ${token}`);
      if (type.enum) {
        const entry = type.enum.find((e) => e.value === value);
        if (!entry?.name) throw new Error(`discover --language java: ${where}: ${JSON.stringify(value)} is not one of ${token}`);
        return `${typeName(token)}.${entry.name}`;
      }
      return this.builder(`${typeName(token)}Args`, value, type.properties ?? {}, where, indent);
    }
    if (spec?.type === "array") {
      if (!Array.isArray(value)) throw new Error(`discover --language java: ${where}: expected a list`);
      return `List.of(${value.map((v: ProgramValue, i: number) => this.value(v, spec.items, `${where}[${i}]`, `${indent}    `)).join(", ")})`;
    }
    if (typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
    if (typeof value === "number") {
      if (spec?.type === "integer") return String(value);
      // A Double: `4` alone is an int, which Java does not box to Double.
      return Number.isInteger(value) ? `${value}.0` : String(value);
    }
    throw new Error(`discover --language java: ${where}: no Java type for ${JSON.stringify(value)}`);
  }

  /** `Type.builder().field(value)...build()`; null fields are left out (not set). */
  builder(type: string, value: ProgramValue, properties: Record<string, SchemaProperty>, where: string, indent: string): string {
    if (value === null || typeof value !== "object" || Array.isArray(value) || value instanceof Reference) throw new Error(`discover --language java: ${where}: expected an object`);
    const inner = `${indent}    `;
    const calls = Object.entries(value as { readonly [key: string]: ProgramValue })
      .filter(([, v]) => v !== null)
      .map(([k, v]) => `\n${inner}.${k}(${this.value(v, properties[k], `${where}.${k}`, inner)})`);
    return `${type}.builder()${calls.join("")}\n${inner}.build()`;
  }
}

const SOURCE_FOLDER = "src/main/java/program";

/** File name -> content; `partCharacters` is PART_CHARACTERS but where a test shows the limit. */
export function javaProgram(model: ProgramModel, schema: JavaSchema = JSON.parse(packageSchemaJson()) as JavaSchema, partCharacters = PART_CHARACTERS): Record<string, string> {
  const sdk = sdkPackage(schema);
  const pulumiJava = schema.language?.java?.dependencies?.["com.pulumi:pulumi"];
  if (!pulumiJava) throw new Error("discover --language java: the package schema names no com.pulumi:pulumi version");
  return {
    "Pulumi.yaml": `name: ${yamlString(model.project)}\ndescription: ${yamlString(model.description)}\nruntime: java\n`,
    "pom.xml": pomXml(schema.language?.java?.basePackage ?? "", pulumiJava),
    ...javaSources(model, schema, sdk, partCharacters),
  };
}

function pomXml(group: string, pulumiJava: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- The SDK (sdk/java, docs/sdks.md) comes from a release or from \`mvn install\` in its folder. -->
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>

  <groupId>program</groupId>
  <artifactId>discovered</artifactId>
  <version>1.0-SNAPSHOT</version>

  <properties>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
    <maven.compiler.release>11</maven.compiler.release>
    <mainClass>program.Main</mainClass>
    <mainArgs/>
  </properties>

  <dependencies>
    <dependency>
      <groupId>${group}</groupId>
      <artifactId>adpublisher</artifactId>
      <version>${packageVersion()}</version>
    </dependency>
    <dependency>
      <groupId>com.pulumi</groupId>
      <artifactId>pulumi</artifactId>
      <version>${pulumiJava}</version>
    </dependency>
  </dependencies>

  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-compiler-plugin</artifactId>
        <version>3.13.0</version>
      </plugin>
      <plugin>
        <groupId>org.codehaus.mojo</groupId>
        <artifactId>exec-maven-plugin</artifactId>
        <version>3.1.0</version>
        <configuration>
          <mainClass>\${mainClass}</mainClass>
          <commandlineArgs>\${mainArgs}</commandlineArgs>
        </configuration>
      </plugin>
    </plugins>
  </build>
</project>
`;
}

/** Main.java, and beside it the parts of a program too large for one method. */
function javaSources(model: ProgramModel, schema: JavaSchema, sdk: string, partCharacters: number): Record<string, string> {
  const used = new Set(model.resources.flatMap((r) => [...referencesIn(r.properties), ...(r.parent ? [r.parent] : [])]));
  const variables = distinctIdentifiers(model.resources.map((r) => r.name), (name) => {
    const id = camelIdentifier(name).replace(/\$/g, "_");
    return JAVA_RESERVED.has(id) ? `${id}_` : id;
  }, JAVA_RESERVED);
  /** A resource's statement with its comments, given how a resource's variable is named and how one is declared. */
  const statement = (r: ProgramResource, variable: (resource: string) => string, declare: (name: string) => string) => {
    const properties = schema.resources[r.token]?.inputProperties;
    if (!properties) throw new Error(`discover --language java: the schema has no resource ${r.token}`);
    const args = new JavaWriter(schema, variable).builder(`${r.kind}Args`, r.properties, properties, r.name, "        ");
    const options = [...(r.parent ? [`.parent(${variable(r.parent)})`] : []), ...(r.protect !== undefined ? [`.protect(${r.protect})`] : [])];
    const opts = options.length > 0 ? `, CustomResourceOptions.builder()${options.join("")}.build()` : "";
    const call = `new ${r.kind}(${JSON.stringify(r.name)}, ${args}${opts});`;
    const comments = r.comments.map((c) => `        // ${commentLine(c)}\n`).join("");
    return `${comments}        ${used.has(r.name) ? declare(r.name) : ""}${call}\n`;
  };
  const local = (name: string) => variables.get(name)!;
  // Measured as the longest a part could write them (a field of the last part named by class).
  const widest = (name: string) => `Part${model.resources.length}.${local(name)}`;
  const parts = partsOf(model.resources.map((r) => statement(r, widest, (name) => `${local(name)} = `).length), partCharacters);
  const imports = [
    "import com.pulumi.resources.CustomResourceOptions;",
    `import ${sdk}.*;`,
    `import ${sdk}.enums.*;`,
    `import ${sdk}.inputs.*;`,
    "import java.util.List;",
  ];
  const main = (body: string, withImports: boolean) => [
    ...model.header.map((h) => `// ${commentLine(h)}`),
    "package program;",
    "",
    "import com.pulumi.Context;",
    "import com.pulumi.Pulumi;",
    ...(withImports ? imports : []),
    "",
    "public class Main {",
    "    public static void main(String[] args) {",
    "        Pulumi.run(Main::stack);",
    "    }",
    "",
    "    private static void stack(Context ctx) {",
    body,
    "    }",
    "}",
    "",
  ].join("\n");
  if (parts.length === 1) return { [`${SOURCE_FOLDER}/Main.java`]: main(model.resources.map((r) => statement(r, local, (name) => `var ${local(name)} = `)).join("\n"), true) };

  // Referenced resources are static fields of their part's class, named by class from the others.
  const partOf = new Map<string, number>();
  parts.forEach(({ first, end }, part) => { for (let i = first; i < end; i++) partOf.set(model.resources[i]!.name, part + 1); });
  const field = (name: string) => `Part${partOf.get(name)}.${local(name)}`;
  const files: Record<string, string> = { [`${SOURCE_FOLDER}/Main.java`]: main(parts.map((_, i) => `        Part${i + 1}.create();`).join("\n"), false) };
  parts.forEach(({ first, end }, index) => {
    const mine = model.resources.slice(first, end);
    const fields = mine.filter((r) => used.has(r.name)).map((r) => `    static ${r.kind} ${local(r.name)};`);
    files[`${SOURCE_FOLDER}/Part${index + 1}.java`] = [
      `// Resources ${first + 1} to ${end} of ${model.resources.length}, in the program's order (Main calls each part in turn).`,
      "package program;",
      "",
      ...imports,
      "",
      `final class Part${index + 1} {`,
      ...fields,
      ...(fields.length > 0 ? [""] : []),
      "    static void create() {",
      mine.map((r) => statement(r, field, (name) => `${local(name)} = `)).join("\n"),
      "    }",
      "}",
      "",
    ].join("\n");
  });
  return files;
}
