// The whole table: every endpoint family of the service's APIs that takes input rules.
import { adLocationCreateCases, adLocationUpdateCases } from "./ad-locations";
import { alltimeCases, appCases, appCountryCases, campaignCases, installCases as installExportCases, monetizationReportCases } from "./analytics";
import { appCreateCases, appUpdateCases } from "./apps";
import { blockListCases } from "./block-lists";
import type { RuleCase } from "./case";
import { mediationCases } from "./mediation";
import { monetizationCases } from "./monetization-settings";
import { adLocationListCases, appListCases, listListCases } from "./list-queries";
import { installCases, openCases, purchaseCases } from "./s2s";

export const RULE_TABLE: Record<string, RuleCase[]> = {
  "management API: apps": [...appListCases, ...appCreateCases, ...appUpdateCases],
  "management API: ad locations": [...adLocationListCases, ...adLocationCreateCases, ...adLocationUpdateCases],
  "management API: block lists": [...listListCases, ...blockListCases],
  "management API: monetization settings": monetizationCases,
  "analytics API: reports": [
    ...campaignCases, ...appCases, ...installExportCases, ...appCountryCases, ...monetizationReportCases, ...alltimeCases,
  ],
  "mediation reporting API: reports": mediationCases,
  "S2S API: attribution and purchases": [...installCases, ...openCases, ...purchaseCases],
};
