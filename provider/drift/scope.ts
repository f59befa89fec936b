// Which of the account's objects that no stack holds count in the drift verdict. By default the
// stack answers for its own apps: an object made in the dashboard inside one of them counts (a new
// location; settings no stack holds that differ from a new app's), objects elsewhere on the account
// are left out and listed. `--account` makes the whole account the stack's: every object no stack
// holds counts. The ignore file leaves named objects out in either scope, with its reason.
import type { Account, LiveObject } from "../discovery/account";
import { appKindOf } from "../discovery/account";
import type { Inventory } from "../discovery/inventory";
import type { StackState } from "../discovery/stack-state";
import { describeUnmanaged } from "../discovery/unmanaged";
import { isEngineProps, propsOf, type EngineProps } from "../pulumi-json/property-bag";
import type { AnyResourceDefinition } from "../resources/definition";
import { DEFINITIONS } from "../resources/definitions";
import { describeChange } from "../review/words";
import { ignoredBy, namesOf, type IgnoreEntry } from "./ignore-file";

export type DriftScope = "stack" | "account";

export interface LeftOut {
  /** The object, as a person reads it. */
  object: string;
  why: string;
  /** The ignore file's line that left it out. */
  ignoreLine?: number;
}

export interface ScopedObjects {
  /** Objects no stack holds that count: each with how to adopt or delete it. */
  unmanaged: string[];
  leftOut: LeftOut[];
}

const dashboardNameOf = (object: LiveObject, apps: ReadonlyMap<string, LiveObject>): string | undefined => {
  const app = object.appId !== undefined ? apps.get(object.appId) : undefined;
  const appName = app ? app.definition.dashboardName?.(propsOf(app.live)) : undefined;
  return object.definition.dashboardName?.(propsOf(object.live), appName);
};

/** `shape`'s leaves as `value` has them: the fields a new object's defaults name, and no others. */
function restrictTo(value: unknown, shape: EngineProps): EngineProps {
  const source = propsOf(value);
  return Object.fromEntries(Object.entries(shape).map(([key, inner]) => [key, isEngineProps(inner) ? restrictTo(source[key], inner) : source[key]]));
}

export function scopeObjects(
  account: Account, found: Inventory, states: readonly StackState[], thisStack: StackState, scope: DriftScope, ignore: readonly IgnoreEntry[],
  definitions: readonly AnyResourceDefinition[] = DEFINITIONS,
): ScopedObjects {
  const held = (kind: string, id: string) => states.some((state) => state.managed.has(`${kind}:${id}`));
  const lives = new Map(account.objects.map((o) => [`${o.definition.name}:${o.id}`, o]));
  const apps = new Map(account.objects.filter((o) => o.definition.discovery.app !== undefined).map((o) => [o.id, o]));
  const appKind = appKindOf(definitions);
  const ownApp = (appId: string | undefined) => appId !== undefined && appKind !== undefined && thisStack.managed.has(`${appKind}:${appId}`);
  const result: ScopedObjects = { unmanaged: [], leftOut: [] };
  // An app left out for the scope stands for the objects inside it: one line, with their count.
  const appsLeftOut = new Map<string, { entry: LeftOut; inside: number }>();

  const consider = (object: LiveObject, description: string, label: string) => {
    const entry = ignoredBy(ignore, namesOf(object.id, dashboardNameOf(object, apps)));
    if (entry) return result.leftOut.push({ object: label, why: `ignore file, line ${entry.line}: ${entry.reason}`, ignoreLine: entry.line });
    if (scope === "account" || ownApp(object.appId)) return result.unmanaged.push(description);
    const app = object.appId !== undefined ? appsLeftOut.get(object.appId) : undefined;
    if (app) return app.inside++;
    const left: LeftOut = { object: label, why: "outside the stack's apps (`--account` counts the whole account)" };
    result.leftOut.push(left);
    if (object.definition.discovery.app !== undefined) appsLeftOut.set(object.id, { entry: left, inside: 0 });
  };

  for (const object of found.objects) {
    const definition = definitions.find((d) => d.name === object.kind);
    const live = lives.get(`${object.kind}:${object.id}`);
    if (!definition || !live || held(object.kind, object.id)) continue;
    if (definition.discovery.standalone) {
      consider(live, describeUnmanaged(object, definitions), `${object.label}, id ${object.id}`);
      continue;
    }
    // Part of its app (the settings): made with the app, so it counts only once someone changed it
    // from what a new app has, and only within the stack's own apps.
    if (!definition.serviceDefaults || !ownApp(object.appId)) continue;
    const now = restrictTo(definition.liveToInputs(object.id, live.live), definition.serviceDefaults);
    const lines = describeChange({ op: "update", kind: object.kind, urn: "", name: object.name, before: definition.serviceDefaults, after: now });
    if (lines.length === 0 || (lines.length === 1 && lines[0] === "updated")) continue;
    const description = [
      `${object.label}, id ${object.id}: changed in the dashboard, and no stack holds it (a new app's value -> now)`,
      ...lines.map((line) => `  ${line}`),
      describeUnmanaged(object, definitions).split("\n").slice(1).join("\n"),
    ].filter(Boolean).join("\n");
    consider(live, description, `${object.label}, id ${object.id}`);
  }
  for (const { entry, inside } of appsLeftOut.values()) if (inside > 0) entry.object += `, and ${inside} object${inside === 1 ? "" : "s"} inside it`;
  return result;
}
