// The package root: a client whose families cover every API of the service.
import { describe, expect, it } from "vitest";
import * as adpublisher from "../../provider";

// What the README and docs/ promise users can import from "pulumi-adpublisher".
const EXPECTED = [
  "App", "AdLocation", "BlockList", "MonetizationSettings",
  // reports
  "getCampaignReport", "getCampaignReportOutput", "getAppReport", "getAppReportOutput", "getInstallExport", "getInstallExportOutput",
  "getAppCountryReport", "getAppCountryReportOutput", "getMonetizationReport", "getMonetizationReportOutput",
  "getMediationReport", "getMediationReportOutput",
  // lookups (getApp with report arguments still runs the app report, deprecated)
  "getApp", "getAppOutput", "getApps", "getAppsOutput", "getAdLocations", "getAdLocationsOutput", "getBlockList", "getBlockListOutput",
  "getBlockLists", "getBlockListsOutput", "getMonetizationSettings", "getMonetizationSettingsOutput",
  // old report names, deprecated for one minor version
  "getCampaign", "getCampaignOutput", "getAppCountry", "getAppCountryOutput", "getMonetization", "getMonetizationOutput",
  "getMediation", "getMediationOutput",
  "createClient", "resolveSettings", "s2sClient", "purchaseSignature",
  "AdPublisherError", "ApiValidationError", "AuthenticationError", "ConfigError", "InputValidationError",
  "NotFoundError", "RateLimitError", "ServerError", "NetworkError", "JobExpiredError", "JobTimeoutError", "AmbiguousLookupError",
  "UnexpectedResponseError", "ResponseTooLargeError",
];

describe("the package root", () => {
  it.each(EXPECTED)("exports %s", (name) => {
    expect(typeof (adpublisher as Record<string, unknown>)[name]).toBe("function");
  });

  it("builds a client whose families cover every API of the service", () => {
    const client = adpublisher.createClient({});
    expect(Object.keys(client).sort()).toEqual(["analytics", "legacyAnalytics", "management", "mediation", "mediationV1", "s2s"]);
    expect(Object.keys(client.management).sort()).toEqual(["adLocations", "apps", "lists", "monetization"]);
  });
});
