// The resources as schema.json shows them: read from the definitions (provider/resources), never
// re-stated here. The models describe their fields as they declare them (models/field-docs.ts).
import type { AnyResourceDefinition } from "../../provider/resources/definition";
import { DEFINITIONS } from "../../provider/resources/definitions";

export type ResourceFace = Pick<AnyResourceDefinition, "name" | "slug" | "description" | "inputs" | "outputs" | "replaceOnChanges" | "secretOutputs" | "tokens">;

export const RESOURCES: readonly ResourceFace[] = DEFINITIONS;
