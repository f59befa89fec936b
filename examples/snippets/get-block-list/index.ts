// An app blocking the categories of a block list another team manages, read by id
import { getBlockListOutput, MonetizationSettings } from "pulumi-adpublisher";

const sensitive = getBlockListOutput({ id: "64e3a9c1f0b2d4e6a8c0b1d2" });

new MonetizationSettings("spaceRunSettings", {
  appId: "5f2b1c0d9e8a7b6c5d4e3f21",
  adBlockingSettings: { blockedIabCategoriesV1List: sensitive.id },
});

export const blockListTitle = sensitive.title;
export const blockedCategories = sensitive.elements;
