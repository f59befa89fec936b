import { describe, expect, it } from "vitest";
import type { Account } from "../../../provider/discovery/account";
import { inventory } from "../../../provider/discovery/inventory";
import { camelIdentifier, Code, commentText, literal } from "../../../provider/discovery/ts-source";
import { typescriptProgram } from "../../../provider/discovery/typescript-program";
import { adLocationDefinition } from "../../../provider/resources/ad-location/definition";
import { appDefinition } from "../../../provider/resources/app/definition";
import { blockListDefinition } from "../../../provider/resources/block-list/definition";
import { monetizationSettingsDefinition } from "../../../provider/resources/monetization-settings/definition";

const settings = (list: string | null) => ({
  adBlockingSettings: { monetizationAgefilterCheck: true, blockedAdvertiserStoreIds: ["com.rival"], blockedIabCategoriesV1List: list },
  adExperienceSettings: { interstitialAllowSkip: true, templateSettings: { buttonType: "close", showButtonTimer: 5, defaultMuted: true }, videoDurationSettings: { interstitialMaxDuration: 30, rewardedMaxDuration: 30 } },
  adTargetingSettings: { targetDeviceTypes: { deviceTypes: [], isIncluded: false }, targetOsVersion: null },
});
const app = (id: string, nickname: string) => ({
  id, nickname, platform: "ios", orientations: ["portrait"], defaultOrientation: "portrait", isLive: false, isTestModeOn: false,
  isDirectedAtKidsUnder13: "NO", name: null, storeAppId: null, testModeDuration: null, signature: "sig-not-an-input",
});
const ACCOUNT: Account = {
  objects: [
    { definition: appDefinition, id: "a1", live: app("a1", "2048 Puzzle") },
    { definition: appDefinition, id: "a2", live: app("a2", "class") },
    { definition: blockListDefinition, id: "l1", live: { id: "l1", title: "Kids */ Safe", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB7-39"] } },
    { definition: adLocationDefinition, id: "a1/u1", appId: "a1", live: { uuid: "u1", name: "Main Menu", adType: "banner", type: "bidding" } },
    { definition: adLocationDefinition, id: "a1/u2", appId: "a1", live: { uuid: "u2", name: "Level Complete", adType: "interstitial", type: "auto_cpm" } },
    { definition: monetizationSettingsDefinition, id: "a1", appId: "a1", live: settings("l1") },
    { definition: monetizationSettingsDefinition, id: "a2", appId: "a2", live: settings("service-default-elsewhere") },
  ],
};

describe("typescriptProgram", () => {
  const files = typescriptProgram(ACCOUNT, inventory(ACCOUNT), "my-account");
  const index = files["index.ts"];

  it("writes a project: Pulumi.yaml, package.json with both dependencies, tsconfig.json, index.ts", () => {
    expect(Object.keys(files).sort()).toEqual(["Pulumi.yaml", "index.ts", "package.json", "tsconfig.json"]);
    expect(files["Pulumi.yaml"]).toMatch(/^name: my-account\n/);
    expect(files["Pulumi.yaml"]).toContain("typescript: true");
    const pkg = JSON.parse(files["package.json"]) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies).sort()).toEqual(["@pulumi/pulumi", "pulumi-adpublisher"]);
  });

  it("adopts each object with its live inputs and refers to apps and lists by variable", () => {
    expect(index).toContain('const app2048Puzzle = new App("app-2048-puzzle", {\n  adoptId: "a1",\n  nickname: "2048 Puzzle",');
    expect(index).not.toContain("signature");
    expect(index).not.toMatch(/name: null|storeAppId|testModeDuration/);
    expect(index).toContain('const _class = new App("class", {');
    expect(index).toContain('new AdLocation("app-2048-puzzle-main-menu-banner", {\n  appId: app2048Puzzle.id,\n  adoptId: "u1",\n  name: "Main Menu",\n  adType: "banner",\n  type: "bidding",\n});');
    expect(index).toContain("blockedIabCategoriesV1List: kidsSafeList.id,");
    // A list id that is not one of the account's lists stays a literal.
    expect(index).toContain('blockedIabCategoriesV1List: "service-default-elsewhere",');
    // The inputs are what read (refresh, import) gives: a null is the service's default, left unmanaged (issue 15).
    expect(index).not.toContain("targetOsVersion");
    expect(index).not.toContain("interstitialAllowSkip");
    expect(index).toContain('// Not managed: auto_cpm ad location "Level Complete" (interstitial) of app "2048 Puzzle", id a1/u2; the API cannot create auto_cpm locations.');
    expect(index).toContain('// Block list "Kids * / Safe"');
  });
});

describe("ts-source", () => {
  it("literal: JSON values, keys quoted only when needed, code as written", () => {
    expect(literal({ a: 1, "b-c": "x", d: [true, null], e: new Code("app.id"), f: undefined })).toBe('{\n  a: 1,\n  "b-c": "x",\n  d: [true, null],\n  e: app.id,\n}');
    expect(literal({})).toBe("{}");
    expect(literal("quote \" and \\u2028")).toBe(JSON.stringify("quote \" and \\u2028"));
  });

  it("camelIdentifier: camelCase, and a leading digit or reserved word gets an underscore", () => {
    expect(camelIdentifier("space-blast-ios")).toBe("spaceBlastIos");
    expect(camelIdentifier("level-1-a")).toBe("level1A");
    expect(camelIdentifier("2048-puzzle")).toBe("_2048Puzzle");
    expect(camelIdentifier("delete")).toBe("_delete");
  });

  it("commentText keeps a comment on one line and open", () => {
    expect(commentText("a */ b\nc")).toBe("a * / b c");
  });
});
