// The block list and blocked advertisers in force on an app the stack does not manage
import { getMonetizationSettingsOutput } from "pulumi-adpublisher";

const settings = getMonetizationSettingsOutput({ appId: "5f2b1c0d9e8a7b6c5d4e3f21" });

// null: the app uses the service's default list of sensitive categories.
export const blockListId = settings.adBlockingSettings.blockedIabCategoriesV1List;
export const blockedAdvertiserStoreIds = settings.adBlockingSettings.blockedAdvertiserStoreIds;
