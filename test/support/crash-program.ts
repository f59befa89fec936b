/**
 * The program the kill-point sweep interrupts: apps with ad locations and monetization settings that
 * use a block list. Each generation has its own logical names and nicknames, so every `up` from
 * one generation to the next creates a whole set and deletes the previous one: the kills land
 * among creates, updates of settings and deletes alike. The same generation is written for both
 * faces: TypeScript (the dynamic resources) and YAML (the provider plugin).
 */
export type Face = "typescript" | "yaml";

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
  { name: "Menu", adType: "banner", type: "bidding" },
  { name: "Level End", adType: "rewarded", type: "fixed_cpm", countryTargeting: [{ country: "US", price: 2 }, { country: "default", price: 1 }] },
  { name: "Pause", adType: "interstitial", type: "bidding" },
];
const APP_FIELDS = { orientations: ["portrait"], isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO", platform: "android" };
const ELEMENTS = ["IAB7-3", "IAB8-5"];

interface Declared {
  name: string;
  type: "App" | "AdLocation" | "BlockList" | "MonetizationSettings";
  /** Literal inputs; `ref` values name another declared resource whose id goes there. */
  props: Record<string, unknown>;
}
const ref = (name: string) => ({ ref: name });
const isRef = (value: unknown): value is { ref: string } => typeof value === "object" && value !== null && "ref" in value;

function declarations(gen: number, apps: string[], listTitle: string, settings: Generation["settings"]): Declared[] {
  const list = `list_g${gen}`;
  return [
    { name: list, type: "BlockList", props: { title: listTitle, elements: ELEMENTS } },
    ...apps.flatMap((nickname, i): Declared[] => {
      const app = `app_g${gen}_${i}`;
      return [
        { name: app, type: "App", props: { nickname, ...APP_FIELDS } },
        ...LOCATIONS.map((l, j): Declared => ({ name: `${app}_loc${j}`, type: "AdLocation", props: { appId: ref(app), ...l } })),
        {
          name: `${app}_settings`, type: "MonetizationSettings", props: {
            appId: ref(app),
            adBlockingSettings: { monetizationAgefilterCheck: settings.monetizationAgefilterCheck, blockedIabCategoriesV1List: ref(list) },
            adExperienceSettings: { templateSettings: { buttonType: settings.buttonType, showButtonTimer: settings.showButtonTimer } },
          },
        },
      ];
    }),
  ];
}

function typescript(declared: Declared[]): string {
  const value = (v: unknown): string =>
    isRef(v) ? `${v.ref}.id` : Array.isArray(v) ? `[${v.map(value).join(", ")}]`
      : typeof v === "object" && v !== null ? `{ ${Object.entries(v).map(([k, inner]) => `${k}: ${value(inner)}`).join(", ")} }`
      : JSON.stringify(v);
  return [
    `import { App, AdLocation, BlockList, MonetizationSettings } from "pulumi-adpublisher";`,
    ...declared.map((d) => `const ${d.name} = new ${d.type}("${d.name}", ${value(d.props)});`),
  ].join("\n");
}

/** YAML is JSON's superset: each value is written as JSON, a reference as `${name.id}`. */
function yaml(declared: Declared[]): string {
  const value = (v: unknown): unknown =>
    isRef(v) ? `\${${v.ref}.id}` : Array.isArray(v) ? v.map(value)
      : typeof v === "object" && v !== null ? Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, value(inner)])) : v;
  return ["resources:", ...declared.flatMap((d) => [
    `  ${d.name}:`,
    `    type: adpublisher:index:${d.type}`,
    `    properties: ${JSON.stringify(value(d.props))}`,
  ])].join("\n") + "\n";
}

export function crashGeneration(gen: number, face: Face = "typescript", appCount = 2): Generation {
  const apps = Array.from({ length: appCount }, (_, i) => `Crash g${gen} app${i}`);
  const listTitle = `Crash g${gen} list`;
  const settings = { buttonType: gen % 2 === 0 ? "skip" : "close", showButtonTimer: gen % 2 === 0 ? 5 : 15, monetizationAgefilterCheck: gen % 2 === 0 };
  const declared = declarations(gen, apps, listTitle, settings);
  const source = face === "typescript" ? typescript(declared) : yaml(declared);
  return { source, apps, listTitle, locations: LOCATIONS.map(({ name, adType, type }) => ({ name, adType, type })), settings };
}
