// The benchmark's program: N apps, each with M ad locations (half bidding, half fixed_cpm with
// country targeting) and one MonetizationSettings, plus K block lists. The same source runs over
// pulumi-adpublisher and over the no-op baseline, so both get the same graph.

export interface GraphSize {
  apps: number;
  locationsPerApp: number;
  lists: number;
}

export function resourceCount(size: GraphSize): number {
  return size.apps * (2 + size.locationsPerApp) + size.lists;
}

export function programSource(size: GraphSize, module: "pulumi-adpublisher" | "adpublisher-bench-noop"): string {
  return `import { AdLocation, App, BlockList, MonetizationSettings } from ${JSON.stringify(module)};

const lists = Array.from({ length: ${size.lists} }, (_, k) =>
  new BlockList(\`list-\${k}\`, { title: \`Bench list \${k}\`, elements: ["IAB9-9", "IAB7-39"] }));

for (let a = 0; a < ${size.apps}; a++) {
  const app = new App(\`app-\${a}\`, {
    nickname: \`Bench App \${a}\`, platform: a % 2 ? "ios" : "android", orientations: ["portrait"],
    isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO",
  });
  for (let m = 0; m < ${size.locationsPerApp}; m++) {
    const name = \`Placement \${m}\`;
    if (m % 2 === 0) {
      new AdLocation(\`app-\${a}-loc-\${m}\`, { appId: app.id, name, adType: "interstitial", type: "bidding" });
    } else {
      new AdLocation(\`app-\${a}-loc-\${m}\`, {
        appId: app.id, name, adType: "rewarded", type: "fixed_cpm",
        countryTargeting: [{ country: "US", price: 10 + m }, { country: "DE", price: 6 }, { country: "default", price: 2 }],
      });
    }
  }
  new MonetizationSettings(\`app-\${a}-settings\`, {
    appId: app.id,
    adBlockingSettings: { blockedIabCategoriesV1List: lists[a % lists.length].id, monetizationAgefilterCheck: true },
  });
}
`;
}

/** The same graph as a Pulumi YAML program over the provider plugin (types adpublisher:index:*). */
export function yamlProgramSource(size: GraphSize): string {
  const lines = ["resources:"];
  const resource = (name: string, type: string, properties: Record<string, unknown>) =>
    lines.push(`  ${name}:`, `    type: adpublisher:index:${type}`, `    properties: ${JSON.stringify(properties)}`);
  for (let k = 0; k < size.lists; k++) resource(`list-${k}`, "BlockList", { title: `Bench list ${k}`, elements: ["IAB9-9", "IAB7-39"] });
  for (let a = 0; a < size.apps; a++) {
    const appId = `\${app-${a}.id}`;
    resource(`app-${a}`, "App", {
      nickname: `Bench App ${a}`, platform: a % 2 ? "ios" : "android", orientations: ["portrait"],
      isLive: false, isTestModeOn: false, isDirectedAtKidsUnder13: "NO",
    });
    for (let m = 0; m < size.locationsPerApp; m++) {
      const name = `Placement ${m}`;
      if (m % 2 === 0) resource(`app-${a}-loc-${m}`, "AdLocation", { appId, name, adType: "interstitial", type: "bidding" });
      else {
        resource(`app-${a}-loc-${m}`, "AdLocation", {
          appId, name, adType: "rewarded", type: "fixed_cpm",
          countryTargeting: [{ country: "US", price: 10 + m }, { country: "DE", price: 6 }, { country: "default", price: 2 }],
        });
      }
    }
    resource(`app-${a}-settings`, "MonetizationSettings", {
      appId, adBlockingSettings: { blockedIabCategoriesV1List: `\${list-${a % size.lists}.id}`, monetizationAgefilterCheck: true },
    });
  }
  return `${lines.join("\n")}\n`;
}
