import type { Route } from "../routes";

export function managementRoutes(): Route[] {
  return [];
}
