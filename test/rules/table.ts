// The whole table: every endpoint family of the three seeds that takes input rules.
import { adLocationCreateCases, adLocationUpdateCases } from "./ad-locations";
import { alltimeCases, appCases, appCountryCases, campaignCases, installCases as installExportCases, monetizationReportCases } from "./analytics";
import { appCreateCases, appUpdateCases } from "./apps";
import { blockListCases } from "./block-lists";
import type { RuleCase } from "./case";
import { mediationCases } from "./mediation";
import { monetizationCases } from "./monetization-settings";
import { installCases, openCases, purchaseCases } from "./s2s";

export const RULE_TABLE: Record<string, RuleCase[]> = {
  "000 apps": [...appCreateCases, ...appUpdateCases],
  "000 ad locations": [...adLocationCreateCases, ...adLocationUpdateCases],
  "000 block lists": blockListCases,
  "000 monetization settings": monetizationCases,
  "001 analytics reports": [
    ...campaignCases, ...appCases, ...installExportCases, ...appCountryCases, ...monetizationReportCases, ...alltimeCases,
  ],
  "002 mediation reports": mediationCases,
  "002 S2S": [...installCases, ...openCases, ...purchaseCases],
};
