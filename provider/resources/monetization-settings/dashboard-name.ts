// The settings have no name of their own: the dashboard shows them as a page of their app.
import type { DashboardNaming } from "../definition";

export const settingsDashboardName: DashboardNaming = (_fields, app) => (app ? `monetization settings of ${app}` : "monetization settings");
