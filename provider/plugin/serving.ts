// What serves configuration, resources and functions: the definitions, their schemas and the
// client behind them. The server loads this module at the first call that needs it (server.ts).
export { checkConfig, configure, diffConfig } from "./configure";
export { invoke } from "./invoke";
export { check, create, diff, read, remove, update } from "./resources";
export { PluginSession } from "./session";
export { createProcessScope } from "../runtime/process-scope";
export { DEFINITIONS } from "../resources/definitions";
export { registryOf } from "../resources/registry";
