// The parts of the Pulumi package schema we emit (pulumi/pulumi pkg/codegen/schema/pulumi.json).

export type PrimitiveName = "string" | "number" | "integer" | "boolean";

/** A reference to a type: primitive, array, map, named type ($ref) or union (oneOf). */
export interface TypeSpec {
  type?: PrimitiveName | "array" | "object";
  items?: TypeSpec;
  additionalProperties?: TypeSpec;
  $ref?: string;
  oneOf?: TypeSpec[];
}

export interface PropertySpec extends TypeSpec {
  description?: string;
  default?: string | number | boolean;
  secret?: boolean;
  replaceOnChanges?: boolean;
  deprecationMessage?: string;
}

export interface ObjectTypeSpec {
  type: "object";
  description?: string;
  properties: Record<string, PropertySpec>;
  required?: string[];
}

export interface EnumValueSpec {
  /** What generated code calls the value (`ShowButtonTimerSeconds15` in Go, `SECONDS15` in Python). */
  name: string;
  value: string | number;
}

export interface EnumTypeSpec {
  type: PrimitiveName;
  description?: string;
  enum: EnumValueSpec[];
}

export type ComplexTypeSpec = ObjectTypeSpec | EnumTypeSpec;

export interface ResourceSpec {
  description?: string;
  inputProperties: Record<string, PropertySpec>;
  requiredInputs?: string[];
  properties: Record<string, PropertySpec>;
  required?: string[];
}

export interface FunctionSpec {
  description?: string;
  deprecationMessage?: string;
  inputs: ObjectTypeSpec;
  outputs: ObjectTypeSpec | TypeSpec;
}

/** Per-language settings of the SDK generators (pkg/codegen/{python,go}/importer.go, pulumi-dotnet,
 * pulumi-java's codegen/java/package_info.go). */
export interface LanguageSpec {
  python: { packageName: string; requires: Record<string, string>; pythonRequires: string; pyproject: { enabled: boolean }; respectSchemaVersion: boolean };
  go: { importBasePath: string; modulePath: string; generateResourceContainerTypes: boolean; respectSchemaVersion: boolean };
  java: { basePackage: string; buildFiles: "none" | "gradle"; dependencies: Record<string, string> };
  csharp: { namespaces: Record<string, string>; packageReferences: Record<string, string>; respectSchemaVersion: boolean };
}

export interface PackageSpec {
  name: string;
  displayName: string;
  version: string;
  description: string;
  keywords: string[];
  homepage: string;
  repository: string;
  /** Where the engine downloads the plugin (`github://api.github.com/<owner>`), carried by every SDK. */
  pluginDownloadURL: string;
  publisher: string;
  license: string;
  meta: { supportPack: boolean };
  language: LanguageSpec;
  config: { variables: Record<string, PropertySpec> };
  provider: ResourceSpec;
  resources: Record<string, ResourceSpec>;
  functions: Record<string, FunctionSpec>;
  types: Record<string, ComplexTypeSpec>;
}

/** The shared Any type of every Pulumi package. */
export const ANY: TypeSpec = { $ref: "pulumi.json#/Any" };
