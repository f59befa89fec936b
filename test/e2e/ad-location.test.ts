// AdLocation through the real Pulumi CLI against the emulator: its lifecycle, the auto_cpm
// takeover and adoption, and the uniqueness rule of ad locations refused at preview.
import { describe, expect, it } from "vitest";
import type { EmulatorHarness } from "../support/emulator";
import { useWorkspaceAndService } from "../support/e2e-setup";
import { PulumiProject } from "../support/pulumi-project";
import { opsFor } from "../support/pulumi-events";

/** A program with one app and the given ad locations (name -> AdLocationArgs source, appId added). */
function program(locations: Record<string, string>): string {
  const body = Object.entries(locations)
    .map(([name, args]) => `const ${name} = new AdLocation("${name}", { appId: app.id, ${args} });\nexport const ${name}Id = ${name}.id;`)
    .join("\n");
  return `
import { App, AdLocation } from "pulumi-adpublisher";
const app = new App("app", { nickname: "Locations", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" }, { protect: false });
export const appId = app.id;
${body}
`;
}

const MENU = `name: "Main Menu", adType: "interstitial", type: "bidding"`;
const LEVEL_END = `name: "Level End", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "US", price: 5 }, { country: "default", price: 1.5 }]`;

describe("AdLocation through the real engine", { timeout: 600_000 }, () => {
  let service: EmulatorHarness;
  let project: PulumiProject;
  let appId: string;

  const locationsPath = () => `/v5/apps/${appId}/ad-locations`;
  const live = async () => (await service.api("GET", locationsPath())).body as { items: { uuid: string; name: string; ad_type: string; type: string }[] };

  useWorkspaceAndService(async (workspace, s) => {
    service = s;
    project = await PulumiProject.create(workspace, "adloc", { program: program({ menu: MENU, levelEnd: LEVEL_END }), ...service.stackConfig() });
  }, { cleanup: () => project?.cleanup() });

  it("creates, updates in place, replaces delete-first, sees drift and deletion, and reads many locations with one list call", async () => {
    const up = (await project.up()).assertSuccess();
    expect(opsFor(up, "menu")).toEqual(["create"]);
    appId = String((await project.outputs()).appId);
    expect((await project.outputs()).menuId).toMatch(new RegExp(`^${appId}/[0-9a-f-]{36}$`));
    (await project.preview("--expect-no-changes")).assertSuccess();
    (await project.refresh("--expect-no-changes")).assertSuccess();

    // Reordering country targeting and writing 5 as 5.0 is no change; a new price is an update.
    project.writeProgram(program({ menu: MENU, levelEnd: LEVEL_END.replace('{ country: "US", price: 5 }, { country: "default", price: 1.5 }', '{ country: "default", price: 1.5 }, { country: "US", price: 5.0 }') }));
    (await project.preview("--expect-no-changes")).assertSuccess();
    project.writeProgram(program({ menu: MENU.replace("Main Menu", "Main Menu 2"), levelEnd: LEVEL_END.replace("price: 5 }", "price: 7.25 }") }));
    const update = (await project.up()).assertSuccess();
    expect(opsFor(update, "menu")).toEqual(["update"]);
    expect(opsFor(update, "levelEnd")).toEqual(["update"]);
    expect((await live()).items.map((l) => l.name).sort()).toEqual(["Level End", "Main Menu 2"]);

    // type cannot change: the location is replaced, and since (name, adType) stays the same the old
    // one must be deleted before the new one is created.
    project.writeProgram(program({ menu: `name: "Main Menu 2", adType: "interstitial", type: "fixed_cpm", countryTargeting: [{ country: "default", price: 2 }]`, levelEnd: LEVEL_END.replace("price: 5 }", "price: 7.25 }") }));
    const replace = (await project.up()).assertSuccess();
    const ops = opsFor(replace, "menu");
    expect(ops).toContain("delete-replaced");
    expect(ops.indexOf("delete-replaced")).toBeLessThan(ops.indexOf("create-replacement"));
    expect((await live()).items.find((l) => l.name === "Main Menu 2")?.type).toBe("fixed_cpm");

    // A rename made through the API is drift: reported by refresh --preview-only, put back by up.
    const levelEnd = (await live()).items.find((l) => l.name === "Level End")!;
    await service.api("PATCH", `${locationsPath()}/${levelEnd.uuid}`, { body: { name: "Renamed By Hand" } });
    const drift = await project.refresh("--preview-only", "--expect-no-changes");
    expect(drift.exitCode).not.toBe(0);
    expect(drift.changes.update).toBe(1);
    (await project.refresh()).assertSuccess();
    expect(opsFor((await project.up()).assertSuccess(), "levelEnd")).toEqual(["update"]);
    expect((await live()).items.map((l) => l.name).sort()).toEqual(["Level End", "Main Menu 2"]);

    // Deleted outside Pulumi: refresh drops it, up creates it again.
    await service.api("DELETE", `${locationsPath()}/${levelEnd.uuid}`);
    expect((await project.refresh()).assertSuccess().changes.delete).toBe(1);
    expect(opsFor((await project.up()).assertSuccess(), "levelEnd")).toEqual(["create"]);

    // Five locations of one app refresh with a single list call.
    const five = Object.fromEntries(["a", "b", "c", "d", "e"].map((n) => [`loc_${n}`, `name: "Slot ${n}", adType: "banner", type: "bidding"`]));
    project.writeProgram(program(five));
    (await project.up()).assertSuccess();
    await service.clearRequests();
    (await project.refresh("--expect-no-changes")).assertSuccess();
    const listCalls = (await service.requests()).filter((r) => r.method === "GET" && r.path === locationsPath());
    expect(listCalls).toHaveLength(1);
  });

  it("takes over an auto_cpm location as the API does, and adopts an existing one without writing", async () => {
    await service.api("POST", "/_emulator/ad-locations", { body: { appId, name: "Level Complete", ad_type: "interstitial", type: "auto_cpm" } });
    const handMade = await service.api("POST", locationsPath(), { body: { name: "Pause", ad_type: "banner", type: "bidding" } });
    expect(handMade.status).toBe(200);
    project.writeProgram(program({
      takeover: `name: "Level Complete", adType: "interstitial", type: "fixed_cpm", countryTargeting: [{ country: "default", price: 3 }]`,
      pause: `name: "Pause", adType: "banner", type: "bidding", adoptExisting: true`,
    }));
    await service.clearRequests();
    const up = (await project.up()).assertSuccess();
    // Said, not refused: the location the API will take over is no resource's of this program.
    expect(up.stdout + up.stderr).toMatch(/ad location "Level Complete" \(interstitial\) in app \w+: create takes over the existing auto_cpm location/);
    const writes = (await service.writes()).map((r) => `${r.method} ${r.path}`);
    expect(writes.filter((w) => w.startsWith("POST"))).toEqual([`POST ${locationsPath()}`]);
    const items = (await live()).items;
    expect(items.filter((l) => l.name === "Level Complete")).toEqual([expect.objectContaining({ type: "fixed_cpm" })]);
    expect((await project.outputs()).pauseId).toBe(`${appId}/${(handMade.body as { uuid: string }).uuid}`);
    (await project.preview("--expect-no-changes")).assertSuccess();
  });

  it("refuses a rename onto a (name, adType) the app already uses, with a clear error", async () => {
    project.writeProgram(program({
      first: `name: "Shop", adType: "banner", type: "bidding"`,
      second: `name: "Shop Too", adType: "banner", type: "bidding"`,
    }));
    (await project.up()).assertSuccess();
    project.writeProgram(program({
      first: `name: "Shop", adType: "banner", type: "bidding"`,
      second: `name: "Shop", adType: "banner", type: "bidding"`,
    }));
    // Both declarations are in the program, so the program refuses the second before any write
    // (decision record 0133), naming both resources and the property.
    const up = (await project.up()).assertFailure();
    expect(up.stdout + up.stderr).toMatch(/AdLocation "(first|second)": name: "(first|second)" in this program already declares name "Shop", adType "banner"/);
    expect((await live()).items.filter((l) => l.name.startsWith("Shop")).map((l) => l.name).sort()).toEqual(["Shop", "Shop Too"]);
  });

  it("fails at preview naming the property and the rule, with no write", async () => {
    project.writeProgram(program({ bad: `name: " Bad<Name>", adType: "banner", type: "bidding", countryTargeting: [{ country: "XX", price: 900 }]` }));
    await service.clearRequests();
    const preview = (await project.preview()).assertFailure();
    const text = preview.stdout + preview.stderr;
    // The engine names a top-level property itself (decision record 0130); a nested path is in the reason.
    expect(text).toMatch(/property name value .* has a problem: may hold only letters/);
    expect(text).toMatch(/property countryTargeting value .* has a problem: is allowed only when type is fixed_cpm/);
    expect(await service.writes()).toEqual([]);
  });

  it("destroys everything it created", async () => {
    (await project.destroy()).assertSuccess();
    expect((await service.api("GET", locationsPath())).status).toBe(404);
  });
});
