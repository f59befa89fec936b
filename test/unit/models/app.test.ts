// The app model: create and update inputs, their enumerations and the is_live rule.
import { describe, expect, it } from "vitest";
import {
  AppCreateInputSchema,
  AppListItemSchema,
  AppSchema,
  AppUpdateInputSchema,
  isLiveTransitionIssues,
} from "../../../provider/models";
import { issuesOf } from "./helpers";

const valid = {
  nickname: "My game",
  orientations: ["portrait"],
  isLive: false,
  isTestModeOn: false,
  isDirectedAtKidsUnder13: "NO",
  platform: "ios",
};

describe("AppCreateInputSchema", () => {
  it("accepts a minimal app", () => {
    expect(issuesOf(AppCreateInputSchema, valid)).toEqual([]);
  });
  it("names every missing required field", () => {
    expect(issuesOf(AppCreateInputSchema, {})).toEqual([
      "nickname: is required",
      "orientations: is required",
      "isLive: is required",
      "isTestModeOn: is required",
      "isDirectedAtKidsUnder13: is required",
      "platform: is required",
    ]);
  });
  it("checks the enumerations", () => {
    expect(issuesOf(AppCreateInputSchema, { ...valid, platform: "windows", isDirectedAtKidsUnder13: "yes", orientations: ["up"] })).toEqual([
      "orientations[0]: must be one of landscape, portrait",
      "isDirectedAtKidsUnder13: must be one of YES, NO",
      "platform: must be one of ios, android, amazon",
    ]);
  });
  it("requires defaultOrientation when both orientations are listed", () => {
    expect(issuesOf(AppCreateInputSchema, { ...valid, orientations: ["portrait", "landscape"] })).toEqual([
      "defaultOrientation: is required when orientations holds both landscape and portrait",
    ]);
    expect(issuesOf(AppCreateInputSchema, { ...valid, orientations: ["portrait", "landscape"], defaultOrientation: "landscape" })).toEqual([]);
  });
  it("requires defaultOrientation to be a listed orientation", () => {
    expect(issuesOf(AppCreateInputSchema, { ...valid, defaultOrientation: "landscape" })).toEqual([
      "defaultOrientation: must be one of the listed orientations",
    ]);
  });
  it("refuses an empty or repeated orientation list", () => {
    expect(issuesOf(AppCreateInputSchema, { ...valid, orientations: [] })).toEqual(["orientations: must hold at least one orientation"]);
    expect(issuesOf(AppCreateInputSchema, { ...valid, orientations: ["portrait", "portrait"] })).toEqual([
      "orientations: must not repeat an orientation",
    ]);
  });
  it("requires the three store fields when isLive is true", () => {
    expect(issuesOf(AppCreateInputSchema, { ...valid, isLive: true, storeAppId: "123" })).toEqual([
      "storeAppUrl: is required when isLive is true",
      "storeBundleId: is required when isLive is true",
    ]);
  });
  it("takes test mode duration in whole minutes", () => {
    expect(issuesOf(AppCreateInputSchema, { ...valid, isTestModeOn: true, testModeDuration: 1.5 })).toEqual([
      "testModeDuration: must be a whole number",
    ]);
    expect(issuesOf(AppCreateInputSchema, { ...valid, isTestModeOn: true, testModeDuration: 0 })).toEqual([
      "testModeDuration: must be at least 1 (minutes)",
    ]);
  });
  it("rejects unknown fields (typos) by name", () => {
    expect(issuesOf(AppCreateInputSchema, { ...valid, isLife: true })).toEqual(["isLife: is not a known field"]);
  });
});

describe("AppUpdateInputSchema", () => {
  it("accepts an empty patch and a nickname", () => {
    expect(issuesOf(AppUpdateInputSchema, {})).toEqual([]);
    expect(issuesOf(AppUpdateInputSchema, { nickname: "renamed" })).toEqual([]);
  });
  it("refuses null store fields", () => {
    expect(issuesOf(AppUpdateInputSchema, { storeAppId: null })).toEqual(["storeAppId: cannot be set to null"]);
  });
  it("requires the store fields when the patch sets isLive true", () => {
    expect(issuesOf(AppUpdateInputSchema, { isLive: true })).toEqual([
      "storeAppId: is required when isLive is true",
      "storeAppUrl: is required when isLive is true",
      "storeBundleId: is required when isLive is true",
    ]);
  });
  it("requires defaultOrientation with both orientations", () => {
    expect(issuesOf(AppUpdateInputSchema, { orientations: ["landscape", "portrait"] })).toEqual([
      "defaultOrientation: is required when orientations holds both landscape and portrait",
    ]);
  });
});

describe("isLiveTransitionIssues", () => {
  it("refuses true -> false only", () => {
    expect(isLiveTransitionIssues(true, { isLive: false })).toEqual(["isLive: cannot change from true to false (a live app stays live)"]);
    expect(isLiveTransitionIssues(true, { isLive: true })).toEqual([]);
    expect(isLiveTransitionIssues(false, { isLive: true })).toEqual([]);
    expect(isLiveTransitionIssues(true, {})).toEqual([]);
  });
});

describe("app responses", () => {
  it("tolerate unknown extra fields and keep them", () => {
    const item = { id: "a", nickname: "n", platform: "ios", isLive: false, brandNew: 1 };
    expect(AppListItemSchema.parse(item)).toMatchObject({ id: "a", brandNew: 1 });
  });
  it("check the fields we use", () => {
    expect(issuesOf(AppSchema, { id: "a" })).toContain("nickname: Invalid input: expected string, received undefined");
  });
});
