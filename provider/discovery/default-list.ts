// The service default list of sensitive IAB categories is on every account and among the items of
// GET /lists (000 Endpoints: Block lists), but no field marks it and it cannot be changed or
// deleted, so it is never brought under management. The seed does not say how to recognise it;
// our rule (decision record 0015): its id starts with
// "service-default" (the emulator's is `service-default-iab-1.0`).
import type { BlockListItem } from "../models/block-list";

export const SERVICE_DEFAULT_LIST_ID_PREFIX = "service-default";

export function isServiceDefaultList(list: Pick<BlockListItem, "id">): boolean {
  return list.id.startsWith(SERVICE_DEFAULT_LIST_ID_PREFIX);
}
