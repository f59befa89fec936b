// The drift scope: which live objects a stack's drift check counts, by default and with --account.
import { describe, expect, it } from "vitest";
import type { Account, LiveObject } from "../../../provider/discovery/account";
import { inventory } from "../../../provider/discovery/inventory";
import { scopeObjects } from "../../../provider/drift/scope";
import { parseIgnoreFile } from "../../../provider/drift/ignore-file";
import { SERVICE_DEFAULT_SETTINGS } from "../../../provider/models/monetization-defaults";
import { definitionNamed } from "../../../provider/resources/definitions";

const def = (name: string) => definitionNamed(name)!;
const app = (id: string, nickname: string): LiveObject => ({ definition: def("App"), id, live: { id, nickname, platform: "android" } });
const location = (appId: string, uuid: string, name: string): LiveObject =>
  ({ definition: def("AdLocation"), id: `${appId}/${uuid}`, appId, live: { uuid, name, adType: "rewarded", type: "bidding" } });
const settings = (appId: string, ageFilter: boolean): LiveObject =>
  ({ definition: def("MonetizationSettings"), id: appId, appId, live: JSON.parse(JSON.stringify({ ...SERVICE_DEFAULT_SETTINGS, adBlockingSettings: { ...SERVICE_DEFAULT_SETTINGS.adBlockingSettings, monetizationAgefilterCheck: ageFilter } })) });
const state = (...keys: string[]) => ({ managed: new Set(keys), pendingOperations: 0 });

// The stack holds app "ours" and its location "Victory Screen"; the dashboard added "Bonus" to it and
// changed its settings; the account also holds "theirs", with a location and untouched settings.
const account: Account = {
  objects: [
    app("ours", "Space Run"), app("theirs", "Made by hand"),
    location("ours", "u1", "Victory Screen"), location("ours", "u2", "Bonus"), location("theirs", "u3", "Start"),
    settings("ours", true), settings("theirs", false),
  ],
};
const stack = state("App:ours", "AdLocation:ours/u1");

describe("the drift scope", () => {
  it("by default: objects inside the stack's apps count (a location, changed settings); the rest is left out, each with why", () => {
    const scoped = scopeObjects(account, inventory(account), [stack], stack, "stack", []);
    expect(scoped.unmanaged).toHaveLength(2);
    expect(scoped.unmanaged[0]).toMatch(/^bidding ad location "Bonus" \(rewarded\) of app "Space Run", id ours\/u2\n  adopt:/);
    expect(scoped.unmanaged[1]).toMatch(/^monetization settings of app "Space Run", id ours: changed in the dashboard, and no stack holds it \(a new app's value -> now\)\n  adBlockingSettings\.monetizationAgefilterCheck false -> true\n  adopt:/);
    // The app left out stands for what is inside it.
    expect(scoped.leftOut.map((l) => l.object)).toEqual(['app "Made by hand" (android), id theirs, and 1 object inside it']);
    expect(scoped.leftOut[0].why).toMatch(/outside the stack's apps \(`--account` counts the whole account\)/);
  });

  it("an object outside the scope whose app another stack holds is listed on its own", () => {
    const other = state("App:theirs");
    const scoped = scopeObjects(account, inventory(account), [stack, other], stack, "stack", []);
    expect(scoped.leftOut.map((l) => l.object)).toEqual(['bidding ad location "Start" (rewarded) of app "Made by hand", id theirs/u3']);
  });

  it("--account: every object no stack holds counts; another stack's export holds its own", () => {
    expect(scopeObjects(account, inventory(account), [stack], stack, "account", []).unmanaged).toHaveLength(4);
    const other = state("App:theirs", "AdLocation:theirs/u3");
    const scoped = scopeObjects(account, inventory(account), [stack, other], stack, "account", []);
    expect(scoped.unmanaged).toHaveLength(2);
    expect(scoped.leftOut).toEqual([]);
  });

  it("the ignore file leaves an object out, in either scope, with its line and reason", () => {
    const ignore = parseIgnoreFile("Bonus # the growth team's test\ntheirs # the agency's app\n");
    const scoped = scopeObjects(account, inventory(account), [stack], stack, "account", ignore);
    expect(scoped.unmanaged.map((u) => u.split("\n")[0])).toEqual([
      'bidding ad location "Start" (rewarded) of app "Made by hand", id theirs/u3',
      'monetization settings of app "Space Run", id ours: changed in the dashboard, and no stack holds it (a new app\'s value -> now)',
    ]);
    expect(scoped.leftOut).toEqual([
      { object: 'app "Made by hand" (android), id theirs', why: "ignore file, line 2: the agency's app", ignoreLine: 2 },
      { object: 'bidding ad location "Bonus" (rewarded) of app "Space Run", id ours/u2', why: "ignore file, line 1: the growth team's test", ignoreLine: 1 },
    ]);
  });
});
