// The discovered TypeScript program: its project files, adoption of each object, and references.
import { describe, expect, it } from "vitest";
import type { Account } from "../../../provider/discovery/account";
import { inventory } from "../../../provider/discovery/inventory";
import { camelIdentifier, Code, commentText, literal } from "../../../provider/discovery/ts-source";
import { buildProgram, type ProgramOptions, type ProtectChoice } from "../../../provider/discovery/program/build";
import { goProgram } from "../../../provider/discovery/program/go";
import { pythonProgram } from "../../../provider/discovery/program/python";
import { typescriptProgram } from "../../../provider/discovery/program/typescript";
import { yamlProgram } from "../../../provider/discovery/program/yaml";
import { nextSteps } from "../../../provider/discovery/program/languages";
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

const program = (options: Partial<ProgramOptions> = {}) => buildProgram(ACCOUNT, inventory(ACCOUNT), { project: "my-account", protect: "apps", allSettings: false, ...options });

describe("discovered program, TypeScript", () => {
  const files = typescriptProgram(program().model);
  const index = files["index.ts"]!;

  it("writes a project: Pulumi.yaml, package.json with both dependencies, tsconfig.json, index.ts", () => {
    expect(Object.keys(files).sort()).toEqual(["Pulumi.yaml", "index.ts", "package.json", "tsconfig.json"]);
    expect(files["Pulumi.yaml"]).toMatch(/^name: my-account\n/);
    expect(files["Pulumi.yaml"]).toContain("typescript: true");
    const pkg = JSON.parse(files["package.json"]!) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies).sort()).toEqual(["@pulumi/pulumi", "pulumi-adpublisher"]);
  });

  it("says the program is the whole account, so its drift check is `adpublisher drift --account`", () => {
    expect(index).toContain("// This program is the whole account: check it for drift with `npx adpublisher drift --account` in the stack's folder,");
    expect(nextSteps("typescript", "out")).toContain("nightly, `npx adpublisher drift --account` there");
    expect(nextSteps("yaml", "out")).toContain("nightly, `npx adpublisher drift --account` there");
  });

  it("adopts each object with its live inputs and refers to apps and lists by variable", () => {
    expect(index).toContain('const app2048Puzzle = new App("app-2048-puzzle", {\n  adoptId: "a1",\n  nickname: "2048 Puzzle",');
    expect(index).not.toContain("signature");
    expect(index).not.toMatch(/name: null|storeAppId|testModeDuration/);
    expect(index).toContain('const _class = new App("class", {');
    expect(index).toContain('new AdLocation("app-2048-puzzle-main-menu-banner", {\n  adoptId: "u1",\n  appId: app2048Puzzle.id,\n  name: "Main Menu",\n  adType: "banner",\n  type: "bidding",\n}, {\n  parent: app2048Puzzle,\n  protect: false,\n});');
    expect(index).toContain("blockedIabCategoriesV1List: kidsSafeList.id,");
    // A list id that is not one of the account's lists stays a literal.
    expect(index).toContain('blockedIabCategoriesV1List: "service-default-elsewhere",');
    expect(index.split("\n").filter((line) => !line.startsWith("//")).join("\n")).not.toContain("targetOsVersion");
    expect(index).not.toContain("interstitialAllowSkip");
    expect(index).toContain('// Not managed: auto_cpm ad location "Level Complete" (interstitial) of app "2048 Puzzle", id a1/u2 (the API cannot create auto_cpm locations).');
    expect(index).toContain('// Block list "Kids * / Safe"');
  });
});

// Imported settings once spelled out every service default, and every child inherited its app's
// protect: a program a person must read state only what they chose.
describe("discovered program: settings and protect", () => {
  it("states only the settings that differ from the service's defaults, and names the defaults that apply", () => {
    const yaml = yamlProgram(program().model);
    const settings = yaml.slice(yaml.indexOf("  app-2048-puzzle-settings:"));
    expect(settings).toContain("      adBlockingSettings:\n        monetizationAgefilterCheck: true\n        blockedAdvertiserStoreIds:\n          - com.rival\n        blockedIabCategoriesV1List: ${kids-safe-list.id}\n");
    expect(settings.slice(0, settings.indexOf("\n\n"))).not.toMatch(/defaultMuted|buttonType|deviceTypes|isIncluded|MaxDuration/);
    expect(yaml).toContain("# The service's defaults apply to the fields not stated here: adExperienceSettings.templateSettings.buttonType: \"close\"");
    expect(yaml).toContain("adTargetingSettings.targetOsVersion: null");
  });

  it("--all-settings keeps every field", () => {
    const yaml = yamlProgram(program({ allSettings: true }).model);
    expect(yaml).toContain("          defaultMuted: true\n");
    expect(yaml).toContain("          deviceTypes: []\n");
    expect(yaml).not.toContain("The service's defaults apply");
  });

  it("--protect apps (default) protects apps and says protect: false on their children; all and none", () => {
    const protectOf = (choice: ProtectChoice) => Object.fromEntries(program({ protect: choice }).model.resources.map((r) => [r.name, r.protect]));
    expect(protectOf("apps")).toMatchObject({ "app-2048-puzzle": true, "app-2048-puzzle-main-menu-banner": false, "app-2048-puzzle-settings": false, "kids-safe-list": undefined });
    expect(Object.values(protectOf("all")).every((p) => p === true)).toBe(true);
    expect(Object.values(protectOf("none")).every((p) => p === undefined)).toBe(true);
  });

  it("writes import.json with the program's names, and the settings' state as the program states it", () => {
    const { importDocument, model } = program();
    expect(importDocument.resources.map((r) => r.name)).toEqual(model.resources.map((r) => r.name));
    const settings = importDocument.resources.find((r) => r.name === "app-2048-puzzle-settings")!;
    expect(settings).toMatchObject({ type: "adpublisher:index:MonetizationSettings", id: "a1", parent: "app-2048-puzzle" });
    expect(settings.outputs).toMatchObject({ appId: "a1", originalSettings: { adBlockingSettings: { monetizationAgefilterCheck: true, blockedAdvertiserStoreIds: ["com.rival"], blockedIabCategoriesV1List: "l1" } } });
    expect(Object.keys((settings.outputs!.originalSettings as Record<string, unknown>))).toEqual(["adBlockingSettings"]);
    expect(importDocument.resources.find((r) => r.name === "app-2048-puzzle")).toEqual({ type: "adpublisher:index:App", name: "app-2048-puzzle", id: "a1" });
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

describe("the SDK languages render the built program", () => {
  it("writes Python and Go for every settings field (--all-settings), nulls left unset in Go", () => {
    const { model } = program({ allSettings: true });
    const python = pythonProgram(model)["__main__.py"]!;
    const go = goProgram(model)["main.go"]!;
    expect(python).toContain('"default_muted": True,');
    expect(python).toMatch(/"blocked_iab_categories_v1_list": [a-z0-9_]+\.id,/);
    expect(go).toContain("DefaultMuted: pulumi.Bool(true),");
    expect(go).toMatch(/BlockedIabCategoriesV1List: [A-Za-z0-9_]+\.ID\(\),/);
    expect(go).not.toMatch(/: nil|null/);
  });
});
