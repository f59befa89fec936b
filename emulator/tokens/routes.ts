// The token endpoints' routes: `POST /v5/oauth/token` and `POST /v4/token`.
import type { Route } from "../routes";
import { v4Token } from "./v4";
import { v5Token } from "./v5";

export function tokenRoutes(): Route[] {
  return [
    { method: "POST", path: "/v5/oauth/token", handler: v5Token },
    { method: "POST", path: "/v4/token", handler: v4Token },
  ];
}
