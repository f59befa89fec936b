// The review's money guardrail: thresholds, what a change puts at stake, when approval is needed.
import { describe, expect, it } from "vitest";
import { appStake, guardrailLine, judge, parseThreshold, ThresholdError } from "../../provider/review/guardrail";
import type { ReviewedApp } from "../../provider/review/report";

const change = (op: "create" | "update" | "replace" | "delete", atStake?: { earnings: number; impressions: number } | null) =>
  ({ name: "x", resource: "x", kind: "AdLocation", op, lines: [], ...(atStake !== undefined && { atStake }) });
const app = (earnings: number, changes: ReviewedApp["changes"]): ReviewedApp => ({ appId: "a", title: "Space Run", atStake: { earnings, impressions: 0 }, changes });

describe("the money guardrail", () => {
  it("reads an amount in USD or a percent; anything else is refused naming the flag", () => {
    expect(parseThreshold("500", "app")).toEqual({ kind: "amount", amount: 500 });
    expect(parseThreshold("$1,250.50", "app")).toEqual({ kind: "amount", amount: 1250.5 });
    expect(parseThreshold("12.5%", "account")).toEqual({ kind: "percent", percent: 12.5, of: "account" });
    for (const bad of ["", "abc", "-5", "1,25", "5.123", "0%", "101%", "5 %", "1e3"]) expect(() => parseThreshold(bad, "app"), bad).toThrow(ThresholdError);
    expect(() => parseThreshold("abc", "app")).toThrow(/--approval-over must be an amount in USD .*\(got "abc"\)/);
  });

  it("a location's change puts that location's week at stake; a change to the app or its settings, the whole app's; a new object nothing", () => {
    expect(appStake(app(1000, [change("update", { earnings: 120, impressions: 0 }), change("delete", { earnings: 30, impressions: 0 })]))).toBe(150);
    expect(appStake(app(1000, [change("update", { earnings: 120, impressions: 0 }), { ...change("update"), kind: "App" }]))).toBe(1000);
    expect(appStake(app(1000, [change("create"), { ...change("create"), kind: "App" }]))).toBe(0);
    expect(appStake(app(1000, [change("update", null)]))).toBe(0);
  });

  it("needs approval strictly above the amount, or above the share of the app's or the account's week", () => {
    const apps = [app(1000, [change("update", { earnings: 200, impressions: 0 })])];
    expect(judge(apps, { kind: "amount", amount: 199.99 }).approvalRequired).toBe(true);
    expect(judge(apps, { kind: "amount", amount: 200 }).approvalRequired).toBe(false);
    expect(judge(apps, { kind: "percent", percent: 19, of: "app" })).toMatchObject({ approvalRequired: true, base: 1000, app: "Space Run" });
    expect(judge(apps, { kind: "percent", percent: 20, of: "app" }).approvalRequired).toBe(false);
    expect(judge(apps, { kind: "percent", percent: 5, of: "account" }, 5000).approvalRequired).toBe(false);
    expect(judge(apps, { kind: "percent", percent: 3, of: "account" }, 5000).approvalRequired).toBe(true);
    expect(guardrailLine(judge(apps, { kind: "amount", amount: 100 }))).toBe(
      "**Approval required:** this change puts $200.00 of weekly earnings at stake, more than the approval limit of $100.00; a named reviewer's approval clears it.",
    );
    expect(guardrailLine(judge(apps, { kind: "percent", percent: 5, of: "account" }, 5000))).toBe(
      "Within the approval limit: this change puts $200.00 of weekly earnings at stake, not more than 5% of the account's weekly earnings ($5,000.00).",
    );
  });
});
