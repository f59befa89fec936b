/**
 * The program the kill-point sweep interrupts: apps with ad locations and monetization settings that
 * use a block list. Each generation has its own logical names and nicknames, so every `up` from
 * one generation to the next creates a whole set and deletes the previous one: the kills land
 * among creates, updates of settings and deletes alike.
 */
export interface Generation {
  source: string;
  apps: string[];
  listTitle: string;
  /** Per app: the (name, adType, type) of each of its locations. */
  locations: { name: string; adType: string; type: string }[];
  /** The managed settings values every app of the generation must show. */
  settings: { buttonType: string; showButtonTimer: number; monetizationAgefilterCheck: boolean };
}

const LOCATIONS = [
  { name: "Menu", adType: "banner", type: "bidding", extra: "" },
  { name: "Level End", adType: "rewarded", type: "fixed_cpm", extra: `, countryTargeting: [{ country: "US", price: 2 }, { country: "default", price: 1 }]` },
  { name: "Pause", adType: "interstitial", type: "bidding", extra: "" },
];

export function crashGeneration(gen: number, appCount = 2): Generation {
  const apps = Array.from({ length: appCount }, (_, i) => `Crash g${gen} app${i}`);
  const listTitle = `Crash g${gen} list`;
  const settings = { buttonType: gen % 2 === 0 ? "skip" : "close", showButtonTimer: gen % 2 === 0 ? 5 : 15, monetizationAgefilterCheck: gen % 2 === 0 };
  const blocks = apps.map((nickname, i) => {
    const app = `app_g${gen}_${i}`;
    const locations = LOCATIONS.map((l, j) =>
      `new AdLocation("${app}_loc${j}", { appId: ${app}.id, name: "${l.name}", adType: "${l.adType}", type: "${l.type}"${l.extra} });`);
    return [
      `const ${app} = new App("${app}", { nickname: "${nickname}", orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" });`,
      ...locations,
      `new MonetizationSettings("${app}_settings", { appId: ${app}.id,`,
      `  adBlockingSettings: { monetizationAgefilterCheck: ${settings.monetizationAgefilterCheck}, blockedIabCategoriesV1List: list.id },`,
      `  adExperienceSettings: { templateSettings: { buttonType: "${settings.buttonType}", showButtonTimer: ${settings.showButtonTimer} } } });`,
    ].join("\n");
  });
  const source = [
    `import { App, AdLocation, BlockList, MonetizationSettings } from "pulumi-adpublisher";`,
    `const list = new BlockList("list_g${gen}", { title: "${listTitle}", elements: ["IAB7-3", "IAB8-5"] });`,
    ...blocks,
  ].join("\n");
  return { source, apps, listTitle, locations: LOCATIONS.map(({ name, adType, type }) => ({ name, adType, type })), settings };
}
