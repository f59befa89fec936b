// The whole table: every endpoint family of the three seeds that takes input rules.
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
  "000 apps": [...appListCases, ...appCreateCases, ...appUpdateCases],
  "000 ad locations": [...adLocationListCases, ...adLocationCreateCases, ...adLocationUpdateCases],
  "000 block lists": [...listListCases, ...blockListCases],
  "000 monetization settings": monetizationCases,
  "001 analytics reports": [
    ...campaignCases, ...appCases, ...installExportCases, ...appCountryCases, ...monetizationReportCases, ...alltimeCases,
  ],
  "002 mediation reports": mediationCases,
  "002 S2S": [...installCases, ...openCases, ...purchaseCases],
};
