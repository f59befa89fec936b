/**
 * The API families the emulator serves: one import and one entry per family. Core
 * (tokens, management) is maintained in emu-core; analytics, mediation and S2S append
 * theirs here. See emulator/routes.ts for the interface a module implements.
 */
import { analyticsRoutes } from "./analytics/routes";
import { managementRoutes } from "./management/routes";
import { mediationRoutes } from "./mediation/routes";
import type { RouteModule } from "./routes";
import { s2sRoutes } from "./s2s/routes";
import { tokenRoutes } from "./tokens/routes";

export const apiRouteModules: RouteModule[] = [tokenRoutes, managementRoutes, analyticsRoutes, mediationRoutes, s2sRoutes];
