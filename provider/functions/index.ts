// Every provider function (reports and lookups), by token. Filled in by the lookups work (issue 9).
import type { AnyFunctionDefinition } from "./definition";

export type { FunctionDefinition, AnyFunctionDefinition } from "./definition";

export const FUNCTIONS: readonly AnyFunctionDefinition[] = [];
