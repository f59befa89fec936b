// schema.json, the Pulumi package schema of the provider plugin, generated from the zod models
// and the FUNCTIONS registry; never written by hand.
import type { AnyFunctionDefinition } from "../../provider/functions/definition";
import { configVariables } from "./config";
import { functionName } from "../../provider/functions/data-source";
import { functionSpec, functionTypeNames } from "./functions";
import { withExamples } from "./examples";
import { packageInfo } from "./package-info";
import { sdkVersion } from "../toolchain/provision";
import type { FunctionSpec, PackageSpec, PropertySpec, ResourceSpec } from "./pulumi-spec";
import { type ResourceFace, RESOURCES } from "./resources";
import { PulumiTypes } from "./zod-to-pulumi";

/**
 * Secret wherever it appears: the resources' secret outputs (App.signature) and the lookups'
 * appSignature, which is the same value: the app's `signature`, which signs S2S in-app purchase events.
 */
const FUNCTION_SECRET_PROPERTIES = ["appSignature"];

const REPLACES = "Changing it replaces the resource.";

function flagReplacements(properties: Record<string, PropertySpec>, names: readonly string[]): Record<string, PropertySpec> {
  return Object.fromEntries(
    Object.entries(properties).map(([name, spec]) => {
      if (!names.includes(name)) return [name, spec];
      const description = spec.description ? `${spec.description} ${REPLACES}` : REPLACES;
      return [name, { ...spec, description, replaceOnChanges: true }];
    }),
  );
}

function resourceSpec(face: ResourceFace, types: PulumiTypes): ResourceSpec {
  const inputs = types.object(face.inputs, { path: [face.name], side: "input" });
  const outputs = types.object(face.outputs, { path: [face.name], side: "output", like: face.inputs });
  return {
    description: withExamples(face.description, face.slug),
    inputProperties: flagReplacements(inputs.properties, face.replaceOnChanges),
    ...(inputs.required && { requiredInputs: inputs.required }),
    properties: flagReplacements(outputs.properties, face.replaceOnChanges),
    ...(outputs.required && { required: outputs.required }),
  };
}

export function generateSchema(version: string, functions: readonly AnyFunctionDefinition[], resources: readonly ResourceFace[] = RESOURCES): PackageSpec {
  const reserved = [
    "Provider", "ProviderArgs",
    ...resources.flatMap((r) => [r.name, `${r.name}Args`, `${r.name}State`]),
    ...functions.flatMap((f) => functionTypeNames(f.token)),
  ];
  const secretProperties = [...new Set([...resources.flatMap((r) => r.secretOutputs), ...FUNCTION_SECRET_PROPERTIES])];
  const types = new PulumiTypes({ reserved, secretProperties });
  const variables = configVariables();
  const resourceSpecs = Object.fromEntries(resources.map((face) => [face.tokens.plugin, resourceSpec(face, types)]));
  const functionSpecs: Record<string, FunctionSpec> = {};
  for (const definition of [...functions].sort((a, b) => functionName(a.token).localeCompare(functionName(b.token)))) {
    functionSpecs[definition.token] = functionSpec(definition, types);
  }
  return {
    name: "adpublisher",
    displayName: "Ad publisher",
    version,
    description:
      "Apps, ad locations, IAB block lists and monetization settings of an ad network's publisher account, with report and lookup functions.",
    ...packageInfo(sdkVersion()),
    config: { variables },
    provider: {
      description: "The provider of adpublisher resources: each setting falls back to its `ADPUBLISHER_*` environment variable.",
      inputProperties: variables,
      properties: variables,
    },
    resources: resourceSpecs,
    functions: functionSpecs,
    types: Object.fromEntries(Object.entries(types.types).sort(([a], [b]) => a.localeCompare(b))),
  };
}
