// The dashboard shows an app by its nickname: the name an ad-ops reviewer knows it by.
import type { DashboardNaming } from "../definition";

export const appDashboardName: DashboardNaming = (fields) => (typeof fields.nickname === "string" && fields.nickname !== "" ? `"${fields.nickname}"` : undefined);
