import { describe, expect, it } from "vitest";
import type { Account } from "../../../provider/discovery/account";
import { inventory } from "../../../provider/discovery/inventory";
import { camelIdentifier, Code, commentText, literal } from "../../../provider/discovery/ts-source";
import { typescriptProgram } from "../../../provider/discovery/typescript-program";

const settings = (list: string | null) => ({
  adBlockingSettings: { monetizationAgefilterCheck: true, blockedAdvertiserStoreIds: ["com.rival"], blockedIabCategoriesV1List: list },
  adExperienceSettings: { interstitialAllowSkip: true, templateSettings: { buttonType: "close", showButtonTimer: 5, defaultMuted: true }, videoDurationSettings: { interstitialMaxDuration: 30, rewardedMaxDuration: 30 } },
  adTargetingSettings: { targetDeviceTypes: { deviceTypes: [], isIncluded: false }, targetOsVersion: null },
});
const app = (id: string, nickname: string) => ({
  id, nickname, platform: "ios", orientations: ["portrait"], defaultOrientation: "portrait", isLive: false, isTestModeOn: false,
  isDirectedAtKidsUnder13: "NO", name: null, storeAppId: null, testModeDuration: null, signature: "sig-not-an-input",
});
const ACCOUNT = {
  apps: [
    {
      app: app("a1", "2048 Puzzle"),
      locations: [
        { uuid: "u1", name: "Main Menu", adType: "banner", type: "bidding" },
        { uuid: "u2", name: "Level Complete", adType: "interstitial", type: "auto_cpm" },
      ],
      settings: settings("l1"),
    },
    { app: app("a2", "class"), locations: [], settings: settings("service-default-elsewhere") },
  ],
  lists: [{ id: "l1", title: "Kids */ Safe", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB7-39"] }],
} as unknown as Account;

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
    expect(index).toContain("targetOsVersion: null,");
    expect(index).not.toContain("interstitialAllowSkip");
    expect(index).toContain('// Not managed: auto_cpm ad location "Level Complete" (interstitial, uuid u2); the API cannot create this type.');
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
