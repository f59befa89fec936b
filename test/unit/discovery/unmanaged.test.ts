// unmanagedObjects: the account's objects that no stack's state holds.
import { describe, expect, it } from "vitest";
import type { Inventory } from "../../../provider/discovery/inventory";
import { describeUnmanaged, unmanagedObjects } from "../../../provider/discovery/unmanaged";

const found: Inventory = {
  objects: [
    { kind: "App", id: "app1", name: "space-blast", label: 'app "Space Blast" (ios)' },
    { kind: "App", id: "app2", name: "cafe", label: 'app "Café" (android)' },
    { kind: "BlockList", id: "list1", name: "kids-list", label: 'block list "Kids"' },
    { kind: "MonetizationSettings", id: "app1", appId: "app1", name: "space-blast-settings", label: "settings" },
    { kind: "MonetizationSettings", id: "app2", appId: "app2", name: "cafe-settings", label: "settings" },
    { kind: "AdLocation", id: "app1/u1", appId: "app1", name: "space-blast-menu-banner", label: 'bidding ad location "Menu" (banner) of app "Space Blast"' },
    { kind: "AdLocation", id: "app2/u2", appId: "app2", name: "cafe-menu-banner", label: "location" },
  ],
  setAside: [],
};
const state = (...keys: string[]) => ({ managed: new Set(keys), pendingOperations: 0 });

describe("unmanagedObjects", () => {
  it("lists apps, locations and lists that no state holds, matched by kind and id; settings go with their app", () => {
    const left = unmanagedObjects(found, [state("App:app1", "AdLocation:app1/u1"), state("BlockList:list1", "MonetizationSettings:app2")]);
    expect(left.map((o) => `${o.kind}:${o.id}`)).toEqual(["App:app2", "AdLocation:app2/u2"]);
  });

  it("an id held under another kind does not count (settings share their app's id)", () => {
    expect(unmanagedObjects(found, [state("MonetizationSettings:app1", "App:app2", "BlockList:list1", "AdLocation:app1/u1", "AdLocation:app2/u2")]).map((o) => o.id)).toEqual(["app1"]);
  });

  it("nothing when the states hold everything", () => {
    expect(unmanagedObjects(found, [state("App:app1", "App:app2", "BlockList:list1", "AdLocation:app1/u1", "AdLocation:app2/u2")])).toEqual([]);
  });
});

describe("describeUnmanaged", () => {
  it("says what the object is and gives the commands to adopt it in either face, or delete it", () => {
    expect(describeUnmanaged(found.objects[5] as never)).toBe([
      'bidding ad location "Menu" (banner) of app "Space Blast", id app1/u1',
      "  adopt:  pulumi import adpublisher:index:AdLocation space-blast-menu-banner app1/u1",
      '          (TypeScript: new AdLocation("space-blast-menu-banner", { appId: "app1", adoptId: "u1", ... }))',
      "  delete: npx adpublisher delete ad-location app1/u1",
    ].join("\n"));
    expect(describeUnmanaged(found.objects[2] as never)).toContain("  delete: npx adpublisher delete block-list list1");
    expect(describeUnmanaged({ ...found.objects[0], id: "it's odd" } as never)).toContain("pulumi import adpublisher:index:App space-blast 'it'\\''s odd'");
  });
});
