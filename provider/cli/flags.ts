// The command line's report options, per kind, and how each maps onto a data-source argument.
// Lists are given comma-separated or by repeating the flag.
export const REPORT_KINDS = ["campaign", "app", "install", "app-country", "monetization", "mediation"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** flag -> argument path ("filters.apps" for nested); `list` flags collect several values. */
interface FlagSpec {
  arg: string;
  list?: boolean;
  number?: boolean;
}

const common: Record<string, FlagSpec> = { from: { arg: "dateMin" }, to: { arg: "dateMax" } };
const analytics: Record<string, FlagSpec> = { api: { arg: "api" } };
const job: Record<string, FlagSpec> = { timeout: { arg: "timeoutSeconds", number: true } };

export const REPORT_FLAGS: Record<ReportKind, Record<string, FlagSpec>> = {
  campaign: {
    ...common, ...analytics, ...job,
    "group-by": { arg: "groupBy" }, aggregate: { arg: "aggregate" }, "campaign-id": { arg: "campaignId" },
    "campaign-type": { arg: "campaignType", list: true }, platform: { arg: "platform", list: true }, role: { arg: "role" },
    "ad-type": { arg: "adTypeId", list: true }, timezone: { arg: "timezone" }, "app-id": { arg: "appId", list: true },
  },
  app: {
    ...common, ...analytics,
    "group-by": { arg: "groupBy" }, aggregate: { arg: "aggregate" }, "app-id": { arg: "appId", list: true },
    platform: { arg: "platform", list: true }, role: { arg: "role" }, "ad-type": { arg: "adTypeId", list: true },
  },
  install: {
    ...common, ...analytics, ...job,
    "campaign-id": { arg: "campaignIds", list: true }, "campaign-type": { arg: "campaignType", list: true },
    "app-id": { arg: "appIds", list: true }, platform: { arg: "platform", list: true }, role: { arg: "role" },
    "ad-type": { arg: "adTypeId", list: true },
  },
  "app-country": {
    ...common, ...analytics,
    "app-id": { arg: "appIds", list: true }, "campaign-type": { arg: "campaignType" }, "ad-type": { arg: "adTypeIds", list: true },
    role: { arg: "role" }, timezone: { arg: "timezone" }, "ad-location": { arg: "adLocation", list: true },
  },
  monetization: { ...common, ...analytics, "app-id": { arg: "appIds", list: true }, role: { arg: "role" } },
  mediation: {
    ...common,
    version: { arg: "version" }, dimensions: { arg: "dimensions", list: true }, metrics: { arg: "metrics", list: true },
    timezone: { arg: "timezone" }, "app-id": { arg: "filters.apps", list: true }, placement: { arg: "filters.placements", list: true },
    country: { arg: "filters.country", list: true }, "placement-type": { arg: "filters.placementType", list: true },
    "demand-source": { arg: "filters.demandSource", list: true }, "network-type": { arg: "filters.networkType" },
  },
};

export const FORMATS = ["table", "csv", "json"] as const;
export type OutputFormat = (typeof FORMATS)[number];

/** Bad command-line usage: exit code 2 with a one-line reason. */
export class UsageError extends Error {}

/** One flag's value as its argument takes it: text, a list (a `list` flag), or a number (a `number` flag). */
export type FlagValue = string | string[] | number;

/**
 * The data source's arguments as the flags give them, before its schema parses them (as a
 * program's are): an argument per flag, a nested one (`filters.apps`) one level down.
 */
export type FlagArgs = { [arg: string]: FlagValue | { [arg: string]: FlagValue } };

/** Builds the data source's arguments from the given flag values. */
export function argsFromFlags(kind: ReportKind, values: Record<string, string[]>): FlagArgs {
  const specs = REPORT_FLAGS[kind];
  const args: FlagArgs = {};
  for (const [flag, given] of Object.entries(values)) {
    const spec = specs[flag];
    if (!spec) throw new UsageError(`--${flag} is not an option of \`report ${kind}\` (options: ${Object.keys(specs).map((f) => `--${f}`).join(", ")})`);
    const items = given.flatMap((value) => (spec.list ? value.split(",") : [value])).map((item) => item.trim());
    if (!spec.list && items.length > 1) throw new UsageError(`--${flag} takes one value (got ${items.length})`);
    let value: FlagValue = spec.list ? items : items[0];
    if (spec.number) value = Number(items[0]);
    const [head, tail] = spec.arg.split(".");
    if (tail) {
      const nested = args[head];
      args[head] = { ...(typeof nested === "object" && !Array.isArray(nested) ? nested : {}), [tail]: value };
    } else args[head] = value;
  }
  return args;
}

/** The flag a data-source argument came from, for messages ("dateMin" -> "--from"). */
export function flagFor(kind: ReportKind, argPath: string): string | undefined {
  const found = Object.entries(REPORT_FLAGS[kind]).find(([, spec]) => argPath === spec.arg || argPath.startsWith(`${spec.arg}[`));
  return found ? `--${found[0]}` : undefined;
}
