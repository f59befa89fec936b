// The account as `adpublisher discover` reads it for an import document or a program: walked app by
// app (one list per app and per page), each object named by the catalog and its live fields put in
// a spill file as its app's lists come in. What stays in memory for the whole account is what the
// names rule and the report need: per object its kind, id, app, name candidates and place in the
// spill file, and the objects set aside. The objects with fields nobody can read (fixed_cpm prices)
// wait in the spill file too, until the report.
import type { AnyResourceDefinition } from "../resources/definition";
import { definitionNamed, DEFINITIONS } from "../resources/definitions";
import type { RuntimeContext } from "../runtime/runtime-context";
import { walkAccount } from "./account";
import { AccountCatalog, type NamedObject, type SetAsideObject } from "./catalog";
import { unseenOnAccount, type UnseenObject } from "./unseen-fields";
import type { ProgramSource } from "./program/build";
import { LiveSpill, type Spilled } from "./spill";

export type StreamedObject = NamedObject<Spilled>;

export interface StreamedAccount {
  /** The managed objects, named, account-scoped first, then the apps' own; by name within each. */
  readonly objects: readonly StreamedObject[];
  readonly setAside: readonly SetAsideObject[];
  /** The objects with fields no read returns (fixed_cpm prices), read back from the spill file for the report. */
  unseen(): UnseenObject[];
  /** The objects as a program reads them: live fields from the spill file, one at a time. */
  readonly source: ProgramSource<StreamedObject>;
  /** Removes the spill file. */
  close(): void;
}

export async function streamAccount(context: RuntimeContext, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): Promise<StreamedAccount> {
  const spill = new LiveSpill();
  try {
    const catalog = new AccountCatalog<Spilled>((object) => spill.put(object.live));
    const unreadable: Spilled[] = [];
    await walkAccount(context, (objects, appId) => {
      for (const found of unseenOnAccount({ objects })) unreadable.push(spill.put(found));
      if (appId === undefined) catalog.addAccountScoped(objects);
      else catalog.addAppScoped(objects);
    }, definitions);
    const objects = catalog.named();
    const setAside = catalog.setAside;
    const read = (object: StreamedObject) => {
      const live = spill.get(object.at);
      const definition = definitionNamed(object.kind, definitions)!;
      return { live, label: catalog.label({ definition, id: object.id, live, ...(object.appId !== undefined && { appId: object.appId }) }) };
    };
    return {
      objects, setAside, source: { objects, setAside, read },
      unseen: () => unreadable.map((at) => spill.get(at) as UnseenObject),
      close: () => spill.close(),
    };
  } catch (error) {
    spill.close();
    throw error;
  }
}
