// The money guardrail: a change that puts more than a set amount, or a set share of the app's or
// the account's weekly earnings, at stake needs a named reviewer's approval. What a change puts at
// stake: a location's change, that location's earnings; a change to the app itself or to its
// settings, the whole app's; a new object, nothing yet.
import type { Figures } from "./earnings";

/** What the guardrail reads of a reviewed app (report.ts's ReviewedApp is one; report.ts renders the verdict). */
export interface StakedApp {
  readonly appId?: string;
  readonly title: string;
  readonly atStake: Figures | null;
  readonly changes: readonly { readonly op: string; readonly atStake?: Figures | null }[];
}

export type Threshold =
  | { kind: "amount"; amount: number }
  | { kind: "percent"; percent: number; of: "app" | "account" };

export interface GuardrailVerdict {
  threshold: Threshold;
  /** What the whole change puts at stake over the period (USD). */
  atStake: number;
  /** The earnings a percent threshold is measured against (the account's, or the app that crosses it). */
  base?: number;
  /** The app whose share crosses a per-app percent threshold. */
  app?: string;
  approvalRequired: boolean;
}

export class ThresholdError extends Error {}

/** `500`, `1,250.50`, `$500`, `10%` (of each app's weekly earnings); anything else is refused. */
export function parseThreshold(text: string, of: "app" | "account"): Threshold {
  const trimmed = text.trim();
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(trimmed);
  if (percent) {
    const value = Number(percent[1]);
    if (value > 0 && value <= 100) return { kind: "percent", percent: value, of };
    throw new ThresholdError(`--approval-over ${text}: a percent must be more than 0 and at most 100`);
  }
  const amount = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?$/.exec(trimmed);
  if (!amount) throw new ThresholdError(`--approval-over must be an amount in USD (500, 1250.50, $1,250) or a percent (10%) (got "${text}")`);
  return { kind: "amount", amount: Number(`${amount[1].replace(/,/g, "")}${amount[2] ?? ""}`) };
}

/** What the app's changes put at stake: the whole app when the app or its settings change. */
export function appStake(app: StakedApp): number {
  const existing = app.changes.filter((c) => c.op !== "create");
  if (existing.length === 0) return 0;
  if (existing.some((c) => c.atStake === undefined)) return app.appId ? (app.atStake?.earnings ?? 0) : 0;
  return existing.reduce((sum, c) => sum + (c.atStake?.earnings ?? 0), 0);
}

export function judge(apps: readonly StakedApp[], threshold: Threshold, accountEarnings?: number): GuardrailVerdict {
  const atStake = apps.reduce((sum, app) => sum + appStake(app), 0);
  if (threshold.kind === "amount") return { threshold, atStake, approvalRequired: atStake > threshold.amount };
  if (threshold.of === "account") {
    const base = accountEarnings ?? 0;
    return { threshold, atStake, base, approvalRequired: base > 0 && (atStake / base) * 100 > threshold.percent };
  }
  for (const app of apps) {
    const base = app.atStake?.earnings ?? 0;
    if (base > 0 && (appStake(app) / base) * 100 > threshold.percent) return { threshold, atStake, base, app: app.title, approvalRequired: true };
  }
  return { threshold, atStake, approvalRequired: false };
}

const usd = (value: number) => `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The comment's first line: whether the change needs approval, and why. */
export function guardrailLine(verdict: GuardrailVerdict): string {
  const { threshold, atStake } = verdict;
  const limit = threshold.kind === "amount"
    ? `the approval limit of ${usd(threshold.amount)}`
    : `${threshold.percent}% of ${threshold.of === "account" ? "the account's" : verdict.app ? `"${verdict.app}"'s` : "each app's"} weekly earnings${verdict.base !== undefined ? ` (${usd(verdict.base)})` : ""}`;
  return verdict.approvalRequired
    ? `**Approval required:** this change puts ${usd(atStake)} of weekly earnings at stake, more than ${limit}; a named reviewer's approval clears it.`
    : `Within the approval limit: this change puts ${usd(atStake)} of weekly earnings at stake, not more than ${limit}.`;
}
