// The review of one preview: per app, what changes in a publisher's words and what it earned over
// the period, with totals; rendered as Markdown for a PR comment or as JSON.
import type { AdPublisherClient } from "../client";
import { earningsByLocation, type Figures, type Period } from "./earnings";
import { type GuardrailVerdict, guardrailLine } from "./guardrail";
import type { AccountGroup, AnyResourceDefinition, ReviewWording } from "../resources/definition";
import { definitionNamed, DEFINITIONS } from "../resources/definitions";
import { knownName, showKnownName } from "./names";
import { UNKNOWN, type ResourceChange } from "./preview";
import { describeChange } from "./words";
import type { EngineProps } from "../pulumi-json/property-bag";

export interface PolicyResult {
  policy: string;
  level: string;
  resource?: string;
  message: string;
}

export interface ReviewedChange {
  /** The name the dashboard shows: `"Victory Screen" (rewarded)`. */
  name: string;
  /** The dashboard's name before the change, when it renames the object. */
  previousName?: string;
  /** The program's resource name. */
  resource: string;
  kind: ResourceChange["kind"];
  op: ResourceChange["op"];
  lines: string[];
  /** Ad locations: what the location earned over the period; null when the report has no row for it. */
  atStake?: Figures | null;
}

export interface ReviewedApp {
  /** undefined: an app the preview creates (no id yet). */
  appId?: string;
  title: string;
  changes: ReviewedChange[];
  /** The app's figures over the period; null: no data. */
  atStake: Figures | null;
}

export interface Review {
  period: Period;
  apps: ReviewedApp[];
  totals: Figures;
  policies: PolicyResult[];
  /** With --approval-over: whether the change needs a named reviewer's approval. */
  guardrail?: GuardrailVerdict;
}

const NEW_APPS = "(new apps)";
const known = (value: unknown): string | undefined => (typeof value === "string" && value !== "" && value !== UNKNOWN ? value : undefined);
/** A change's fields without the values known only after `pulumi up`. */
const knownFields = (fields: EngineProps | undefined) => fields && Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== UNKNOWN));

const wordingOf = (change: ResourceChange, definitions: readonly AnyResourceDefinition[]): ReviewWording | undefined => definitionNamed(change.kind, definitions)?.review;

function appIdOf(change: ResourceChange, wording: ReviewWording | undefined): string | undefined {
  if (wording?.group === "app") return known(change.id);
  return known(change.before?.appId) ?? known(change.after?.appId);
}

/** The group of objects of no one app whose title is `title` (`(block lists)`), if a definition has one. */
function accountGroupTitled(title: string, definitions: readonly AnyResourceDefinition[]): AccountGroup | undefined {
  return definitions.map((d) => d.review?.group).find((g): g is AccountGroup => typeof g === "object" && g.title === title);
}

export async function buildReview(
  changes: ResourceChange[], client: AdPublisherClient, period: Period, policies: PolicyResult[] = [],
  definitions: readonly AnyResourceDefinition[] = DEFINITIONS,
): Promise<Review> {
  const groups = new Map<string, { appId?: string; title?: string; changes: ResourceChange[] }>();
  for (const change of changes) {
    const wording = wordingOf(change, definitions);
    const appId = appIdOf(change, wording);
    const key = appId ?? (typeof wording?.group === "object" ? wording.group.title : NEW_APPS);
    const group = groups.get(key) ?? { appId, changes: [] };
    if (wording?.group === "app") group.title = wording.title?.(change.after ?? {}) ?? wording.title?.(change.before ?? {}) ?? change.name;
    group.changes.push(change);
    groups.set(key, group);
  }
  const appIds = [...groups.values()].map((g) => g.appId).filter((id): id is string => id !== undefined);
  const earnings = await earningsByLocation(client, appIds, period);
  const totals: Figures = { earnings: 0, impressions: 0 };
  const apps: ReviewedApp[] = [];
  for (const [key, group] of groups) {
    const app = group.appId ? earnings.get(group.appId) : undefined;
    if (app) {
      totals.earnings += app.earnings;
      totals.impressions += app.impressions;
    }
    const title = group.title ?? (group.appId ? await appTitle(client, group.appId) : key);
    apps.push({
      appId: group.appId,
      title,
      atStake: group.appId ? (app ? { earnings: app.earnings, impressions: app.impressions } : null) : null,
      changes: group.changes.map((change) => {
        const appName = group.appId ? `"${title}"` : undefined;
        const reviewed: ReviewedChange = {
          ...knownName(change.kind, change.name, knownFields(change.before), knownFields(change.after), appName, definitions),
          resource: change.name, kind: change.kind, op: change.op, lines: describeChange(change, definitions),
        };
        const row = wordingOf(change, definitions)?.earningsRow;
        if (row && change.op !== "create") {
          const name = row(change.before ?? {}) ?? row(change.after ?? {}) ?? "";
          reviewed.atStake = app?.locations.get(name) ?? null;
        }
        return reviewed;
      }),
    });
  }
  return { period, apps, totals, policies };
}

/** The nickname of an app the preview only touches through its locations or settings. */
async function appTitle(client: AdPublisherClient, appId: string): Promise<string> {
  try {
    return (await client.management.apps.get(appId)).nickname;
  } catch {
    return appId;
  }
}

const usd = (value: number) => `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const count = (value: number) => value.toLocaleString("en-US");
const figures = (f: Figures | null | undefined) => (f ? `${usd(f.earnings)} earned, ${count(f.impressions)} impressions` : "no data");

export function renderMarkdown(review: Review, definitions: readonly AnyResourceDefinition[] = DEFINITIONS): string {
  const { dateMin, dateMax } = review.period;
  const out: string[] = [...(review.guardrail ? [guardrailLine(review.guardrail), ""] : []), "## adpublisher review", ""];
  if (review.apps.length === 0) out.push("No change to apps, ad locations, block lists or monetization settings.", "");
  out.push(`Money at stake: the last 7 complete days, ${dateMin} to ${dateMax} (UTC), from the analytics app report by ad location.`, "");
  for (const app of review.apps) {
    const account = app.appId ? undefined : accountGroupTitled(app.title, definitions);
    if (app.appId) out.push(`### ${app.title} (\`${app.appId}\`)`, "", `At stake: ${figures(app.atStake)}`, "");
    else if (account) out.push(`### ${account.heading}`, "", account.note, "");
    else out.push(`### ${app.title}`, "", "At stake: nothing yet (a new app)", "");
    for (const change of app.changes) {
      const money = change.atStake !== undefined ? ` (at stake: ${figures(change.atStake)})` : "";
      out.push(`- **${showKnownName(change)}** \`${change.resource}\` (${change.kind}, ${change.op})${money}`);
      for (const line of change.lines) out.push(`  - ${line}`);
    }
    out.push("");
  }
  out.push(`**Total at stake:** ${usd(review.totals.earnings)} earned, ${count(review.totals.impressions)} impressions over ${dateMin} to ${dateMax}.`, "");
  if (review.policies.length > 0) {
    out.push("### Policies", "");
    // A policy names the resource; the reviewer reads it by the dashboard's name first, as above.
    const names = new Map(review.apps.flatMap((app) => app.changes.map((c) => [c.resource, c.name] as const)));
    const on = (resource: string) => (names.has(resource) ? `${names.get(resource)} \`${resource}\`` : resource);
    for (const p of review.policies) out.push(`- ${p.level === "mandatory" ? "**mandatory**" : p.level} \`${p.policy}\`${p.resource ? ` on ${on(p.resource)}` : ""}: ${p.message}`);
    out.push("");
  }
  out.push(REVIEW_MARKER);
  return `${out.join("\n").trimEnd()}\n`;
}

/** The comment's last line, unseen in the rendered comment: how a pipeline finds the one comment to update. */
export const REVIEW_MARKER = "<!-- adpublisher review -->";

export function renderJson(review: Review): string {
  return `${JSON.stringify(review, null, 2)}\n`;
}
