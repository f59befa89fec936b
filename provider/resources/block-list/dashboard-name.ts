// The dashboard shows a block list by its title.
import type { DashboardNaming } from "../definition";

export const blockListDashboardName: DashboardNaming = (fields) => (typeof fields.title === "string" && fields.title !== "" ? `"${fields.title}"` : undefined);
