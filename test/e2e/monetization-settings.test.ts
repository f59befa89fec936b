// MonetizationSettings through the real Pulumi CLI against the emulator: only managed fields
// updated, drift seen, the takeover of an app's settings and the originals put back on delete.
import { describe, expect, it } from "vitest";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";
import { opsFor } from "../support/pulumi-events";

const APP = `nickname: "Settings", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android"`;

/** A program with an App and its settings; `settings` is the body of MonetizationSettingsArgs after appId. */
const withApp = (settings: string, extra = "") => `
import { App, BlockList, MonetizationSettings } from "pulumi-adpublisher";
const app = new App("app", { ${APP} });
${extra}
const settings = new MonetizationSettings("settings", { appId: app.id, ${settings} });
export const appId = app.id;
export const original = settings.originalSettings;
`;
/** Settings of an app made outside Pulumi. */
const forApp = (appId: string, settings: string) => `
import { MonetizationSettings } from "pulumi-adpublisher";
new MonetizationSettings("settings", { appId: "${appId}", ${settings} });
`;

interface StateResource {
  type: string;
  outputs?: Record<string, unknown>;
}

describe("MonetizationSettings through the real engine", { timeout: 600_000 }, () => {
  let service: EmulatorHarness;
  let project: PulumiProject;

  const settingsOf = async (appId: unknown) => (await service.api("GET", `/v5/apps/${appId as string}/monetization_settings`)).body as Record<string, Record<string, unknown>>;
  const stateOf = async (type: string) => {
    const state = JSON.parse(await project.exportStack()) as { deployment: { resources?: StateResource[] } };
    return (state.deployment.resources ?? []).find((r) => r.type === `pulumi-nodejs:dynamic/adpublisher:${type}`);
  };
  const newApp = async () => {
    const created = await service.api("POST", "/v5/apps", { body: {
      nickname: "By hand", orientations: ["portrait"], is_live: false, is_test_mode_on: false, is_directed_at_kids_under_13: "NO", platform: "ios",
    } });
    return (created.body as { id: string }).id;
  };

  useWorkspaceAndService(async (workspace, s) => {
    service = s;
    const first = withApp(`adExperienceSettings: { templateSettings: { buttonType: "skip", showButtonTimer: 15 } },
      adBlockingSettings: { blockedAdvertiserStoreIds: ["com.b", "com.a"] },
      adTargetingSettings: { targetOsVersion: { min: "12", max: "16" } }`);
    project = await PulumiProject.create(workspace, "settings", { program: first, ...service.stackConfig() });
  }, { cleanup: () => project?.cleanup() });

  it("creates, shows no changes, updates only managed fields, sees drift, and puts the originals back", async () => {
    const up = (await project.up()).assertSuccess();
    expect(opsFor(up, "settings")).toEqual(["create"]);
    const { appId, original } = await project.outputs();
    expect(original).toEqual({
      adExperienceSettings: { templateSettings: { buttonType: "close", showButtonTimer: 5 } },
      adBlockingSettings: { blockedAdvertiserStoreIds: [] },
      adTargetingSettings: { targetOsVersion: null },
    });
    const live = await settingsOf(appId);
    expect(live.ad_experience_settings).toMatchObject({ template_settings: { button_type: "skip", show_button_timer: 15, default_muted: true } });
    expect(live.ad_targeting_settings).toMatchObject({ target_os_version: { min: "12", max: "16" } });

    (await project.preview("--expect-no-changes")).assertSuccess();
    (await project.refresh("--expect-no-changes")).assertSuccess();

    // A field that stops being managed (targetOsVersion) goes back to its original value; the
    // store ids are a set, so another order is no change.
    project.writeProgram(withApp(`adExperienceSettings: { templateSettings: { buttonType: "worded", showButtonTimer: 15 } },
      adBlockingSettings: { blockedAdvertiserStoreIds: ["com.a", "com.b"] }`));
    expect(opsFor((await project.up()).assertSuccess(), "settings")).toEqual(["update"]);
    const updated = await settingsOf(appId);
    expect(updated.ad_experience_settings).toMatchObject({ template_settings: { button_type: "worded", show_button_timer: 15 } });
    expect(updated.ad_targeting_settings).toMatchObject({ target_os_version: null });

    // Drift through the API: a managed field is reported and put back; an unmanaged one is left alone.
    await service.api("PATCH", `/v5/apps/${appId as string}/monetization_settings`, { body: {
      ad_experience_settings: { template_settings: { button_type: "close", default_muted: false } },
    } });
    const drift = await project.refresh("--preview-only", "--expect-no-changes");
    expect(drift.exitCode).not.toBe(0);
    expect(drift.changes.update).toBe(1);
    (await project.refresh()).assertSuccess();
    expect(opsFor((await project.up()).assertSuccess(), "settings")).toEqual(["update"]);
    expect((await settingsOf(appId)).ad_experience_settings).toMatchObject({ template_settings: { button_type: "worded", default_muted: false } });

    // Destroy puts the managed fields back before the app is deleted.
    await service.clearRequests();
    (await project.destroy()).assertSuccess();
    const writes = (await service.writes()).map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual([`PATCH /v5/apps/${appId as string}/monetization_settings`, `DELETE /v5/apps/${appId as string}`]);
  });

  it("takes over an existing app's settings without a write when they match, and leaves them as they were", async () => {
    const appId = await newApp();
    await service.api("PATCH", `/v5/apps/${appId}/monetization_settings`, { body: {
      ad_blocking_settings: { blocked_advertiser_store_ids: ["com.x", "com.y"] },
      ad_experience_settings: { template_settings: { button_type: "worded" } },
      ad_targeting_settings: { target_os_version: { min: "10" }, target_device_types: { device_types: ["iPhone"], is_included: false } },
    } });
    const before = await settingsOf(appId);

    project.writeProgram(forApp(appId, `adBlockingSettings: { blockedAdvertiserStoreIds: ["com.y", "com.x"] },
      adExperienceSettings: { templateSettings: { buttonType: "worded" } }, adTargetingSettings: { targetOsVersion: { min: "10" } }`));
    await service.clearRequests();
    expect(opsFor((await project.up()).assertSuccess(), "settings")).toEqual(["create"]);
    expect(await service.writes()).toEqual([]);
    (await project.preview("--expect-no-changes")).assertSuccess();

    // Explicit nulls are values: no bounds, the default list.
    project.writeProgram(forApp(appId, `adBlockingSettings: { blockedAdvertiserStoreIds: [], blockedIabCategoriesV1List: null },
      adExperienceSettings: { templateSettings: { buttonType: "close", showButtonTimer: 30 } }, adTargetingSettings: { targetOsVersion: null }`));
    expect(opsFor((await project.up()).assertSuccess(), "settings")).toEqual(["update"]);
    const managed = await settingsOf(appId);
    expect(managed.ad_targeting_settings).toEqual({ target_os_version: null, target_device_types: { device_types: ["iPhone"], is_included: false } });
    expect(managed.ad_blocking_settings).toMatchObject({ blocked_advertiser_store_ids: [] });

    (await project.destroy()).assertSuccess();
    expect(await settingsOf(appId)).toEqual(before);
  });

  it("fails at preview naming the property and the rule, with no write to the service", async () => {
    project.writeProgram(withApp(`adExperienceSettings: { interstitialAllowSkip: false, templateSettings: { buttonType: "dismiss", showButtonTimer: 10 } },
      adTargetingSettings: { targetDeviceTypes: { deviceTypes: ["iPhone 15", "Galaxy"] } }`));
    await service.clearRequests();
    const preview = (await project.preview()).assertFailure();
    const text = preview.stdout + preview.stderr;
    expect(text).toContain("adExperienceSettings.templateSettings.buttonType: must be one of skip, worded, close");
    expect(text).toContain("adExperienceSettings.templateSettings.showButtonTimer: must be one of 5, 15, 30, 45, 60, 90");
    expect(text).toContain("adExperienceSettings.interstitialAllowSkip: is read-only");
    expect(text).toContain("adTargetingSettings.targetDeviceTypes.deviceTypes: must hold only models");
    expect(await service.writes()).toEqual([]);
  });

  it("sees the default list on refresh after the BlockList it used is deleted through the API, and the app's deletion", async () => {
    project.writeProgram(withApp(`adBlockingSettings: { blockedIabCategoriesV1List: list.id }`,
      `const list = new BlockList("list", { title: "Kids", elements: ["IAB7-3"] });\nexport const listId = list.id;`));
    (await project.up()).assertSuccess();
    const { appId, listId } = await project.outputs();
    expect((await settingsOf(appId)).ad_blocking_settings).toMatchObject({ blocked_iab_categories_v1_list: listId });

    expect((await service.api("DELETE", `/v5/lists/${listId as string}`)).status).toBe(204);
    const refresh = (await project.refresh()).assertSuccess();
    expect(refresh.changes).toMatchObject({ delete: 1, update: 1 });
    const settings = await stateOf("MonetizationSettings");
    expect(settings?.outputs?.adBlockingSettings).toMatchObject({ blockedIabCategoriesV1List: null });

    // The next up makes the list again and points the settings at it.
    const up = (await project.up()).assertSuccess();
    expect(opsFor(up, "list")).toEqual(["create"]);
    expect(opsFor(up, "settings")).toEqual(["update"]);
    const { listId: newListId } = await project.outputs();
    expect((await settingsOf(appId)).ad_blocking_settings).toMatchObject({ blocked_iab_categories_v1_list: newListId });

    // The app deleted outside Pulumi: refresh drops the app and its settings from state.
    expect((await service.api("DELETE", `/v5/apps/${appId as string}`)).status).toBe(204);
    expect((await project.refresh()).assertSuccess().changes.delete).toBe(2);
    expect(await stateOf("MonetizationSettings")).toBeUndefined();
    (await project.destroy()).assertSuccess();
    expect((await service.api("GET", `/v5/lists/${newListId as string}`)).status).toBe(404);
  });
});
