// The resources as schema.json shows them: read from the definitions (provider/resources), never
// re-stated here. The descriptions module registers the models' field descriptions first.
import "../../provider/models/descriptions";
import type { AnyResourceDefinition } from "../../provider/resources/definition";
import { DEFINITIONS } from "../../provider/resources/definitions";

export type ResourceFace = Pick<AnyResourceDefinition, "name" | "slug" | "description" | "inputs" | "outputs" | "replaceOnChanges" | "secretOutputs" | "tokens">;

export const RESOURCES: readonly ResourceFace[] = DEFINITIONS;
