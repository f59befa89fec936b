/**
 * The API families the emulator serves: one import and one entry per family. Core
 * (tokens, management) is maintained in emu-core; analytics, mediation and S2S append
 * theirs here. See emulator/routes.ts for the interface a module implements.
 */
import { managementRoutes } from "./management/routes";
import type { RouteModule } from "./routes";
import { tokenRoutes } from "./tokens/routes";

export const apiRouteModules: RouteModule[] = [tokenRoutes, managementRoutes];
