// Which object each pending create gets: matched in program-input space by the resource's own diff
// (provider/recovery/kinds.ts), among the objects no stack holds; no guess between two.
import { describe, expect, it } from "vitest";
import type { UnmanagedObject } from "../../../provider/discovery/unmanaged";
import { sameObject, takenOverBecause, type LiveObject } from "../../../provider/recovery/kinds";
import { createRuntimeContext } from "../../../provider/runtime/runtime-context";
import type { PendingCreate } from "../../../provider/recovery/pending-creates";
import { planRecovery, type Resolution } from "../../../provider/recovery/plan";

const APP = { nickname: "Crash g1 app0", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" };
const LIST = { title: "Crash g1 list", type: "iab_content_taxonomy_1.0_service_default", elements: ["IAB7-3", "IAB8-5"] };
const pendingApp = (name: string, inputs: Record<string, unknown> = APP, recorded = true): PendingCreate => ({ urn: `urn:pulumi:s::p::adpublisher:index:App::${name}`, name, kind: "App", inputs, recorded });
const pendingList = (inputs: Record<string, unknown> = LIST): PendingCreate => ({ urn: "urn:pulumi:s::p::pulumi-nodejs:dynamic/adpublisher:BlockList::list", name: "list", kind: "BlockList", inputs: { __provider: "exports.handler = ...", ...inputs }, recorded: true });
/** A live app as `read` gives its inputs: the service fills in a name the program left out. */
const liveApp = (id: string, extra: Record<string, unknown> = {}): LiveObject => ({ id, inputs: { ...APP, name: "Filled In", ...extra } });
const unmanaged = (kind: UnmanagedObject["kind"], id: string): UnmanagedObject => ({ kind, id, name: `n-${id}`, label: `${kind} ${id}` });

/** A diff makes no call: a context with no settings, whose client could not be built. */
const NO_CLIENT = createRuntimeContext({ env: {} });

async function plan(pending: PendingCreate[], live: { App?: LiveObject[]; BlockList?: LiveObject[] }, unheld: UnmanagedObject[]): Promise<Resolution[]> {
  return planRecovery({
    pending, unheld,
    objectsOf: (kind) => (kind === "App" || kind === "BlockList" ? live[kind] ?? [] : undefined),
    matches: (p, object) => sameObject(p.kind, object, p.inputs, NO_CLIENT),
    takenOverBecause,
  });
}
const summary = (rs: Resolution[]) => rs.map((r) => (r.action === "import" ? `import ${r.pending.name} ${r.object.id}` : r.action === "clear" ? `clear ${r.pending.name}` : `ambiguous ${r.pending.name} ${r.candidates.map((c) => c.id).join(",")}`));

describe("planRecovery", () => {
  it("imports the one unheld object whose fields equal the pending inputs; fields the program leaves out do not count", async () => {
    const rs = await plan([pendingApp("app"), pendingList()], {
      App: [liveApp("held"), liveApp("other", { nickname: "Someone else" }), liveApp("made", { orientations: ["portrait"] })],
      BlockList: [{ id: "L1", inputs: { ...LIST, elements: ["IAB8-5", "IAB7-3"] } }],
    }, [unmanaged("App", "other"), unmanaged("App", "made"), unmanaged("BlockList", "L1")]);
    // elements are a set, as for `pulumi up`: the same two codes in another order match.
    expect(summary(rs)).toEqual(["import app made", "import list L1"]);
    expect(rs[0]!.action === "import" && rs[0]!.object.unmanaged.label).toBe("App made");
  });

  it("clears a pending create no unheld object matches (its request never landed): a held twin is not taken", async () => {
    const rs = await plan([pendingApp("app")], { App: [liveApp("held"), liveApp("ios", { platform: "ios" })] }, [unmanaged("App", "ios")]);
    expect(summary(rs)).toEqual(["clear app"]);
    expect(rs[0]!.action === "clear" && rs[0]!.reason).toMatch(/never landed/);
  });

  it("names every candidate and guesses nothing when two objects match", async () => {
    const rs = await plan([pendingApp("app")], { App: [liveApp("a"), liveApp("b")] }, [unmanaged("App", "a"), unmanaged("App", "b")]);
    expect(summary(rs)).toEqual(["ambiguous app a,b"]);
  });

  it("gives one object to no one when two pending creates would both take it", async () => {
    const rs = await plan([pendingApp("one"), pendingApp("two")], { App: [liveApp("a")] }, [unmanaged("App", "a")]);
    expect(summary(rs)).toEqual(["ambiguous one a", "ambiguous two a"]);
    expect(rs[0]!.action === "ambiguous" && rs[0]!.rivals).toEqual([pendingApp("two").urn]);
  });

  it("clears ad locations and settings (the next up takes them over) and adoptions (the next up adopts again) without looking", async () => {
    const location: PendingCreate = { urn: "urn:pulumi:s::p::adpublisher:index:AdLocation::menu", name: "menu", kind: "AdLocation", inputs: { appId: "a", name: "Menu" }, recorded: true };
    const settings: PendingCreate = { urn: "urn:pulumi:s::p::adpublisher:index:MonetizationSettings::s", name: "s", kind: "MonetizationSettings", inputs: { appId: "a" }, recorded: true };
    const adoption = pendingApp("adopted", { ...APP, adoptId: "a" });
    const rs = await plan([location, settings, adoption], { App: [liveApp("a")] }, [unmanaged("App", "a")]);
    expect(summary(rs)).toEqual(["clear menu", "clear s", "clear adopted"]);
    expect(rs.map((r) => r.action === "clear" && r.reason)).toEqual([
      "pulumi up takes over the object the create may have made (name and adType are unique per appId)",
      "pulumi up takes over the one MonetizationSettings its appId has",
      expect.stringMatching(/adopts a again/),
    ]);
  });

  it("a planned create the state does not record (its provider died mid-create) gets the object its request made, or is left to up", async () => {
    const rs = await plan([pendingApp("made", APP, false), pendingApp("todo", { ...APP, nickname: "Not yet" }, false)], { App: [liveApp("a")] }, [unmanaged("App", "a")]);
    expect(summary(rs)).toEqual(["import made a"]);
  });

  it("compares a field the program sets even when the service would fill it in (a name given is a name compared)", async () => {
    const rs = await plan([pendingApp("app", { ...APP, name: "Store Name" })], { App: [liveApp("a"), liveApp("b", { name: "Store Name" })] }, [unmanaged("App", "a"), unmanaged("App", "b")]);
    expect(summary(rs)).toEqual(["import app b"]);
  });
});
