// Fault injection for tests: the next matching requests fail with a chosen status, delay or cut
// connection, set through POST /_emulator/faults.
import { invalid, loc } from "./errors";

/** One rule of POST /_emulator/faults: the next `times` matching requests fail this way. */
export interface FaultRule {
  method?: string;
  path: RegExp;
  times: number;
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  delayMs?: number;
  reset?: boolean;
}

export type FaultAction = Omit<FaultRule, "method" | "path" | "times">;

export class FaultTable {
  private rules: FaultRule[] = [];

  add(rules: FaultRule[]): void {
    this.rules.push(...rules);
  }

  clear(): void {
    this.rules = [];
  }

  /** The first live rule matching the request, consumed by one; undefined when none. */
  take(method: string, path: string): FaultAction | undefined {
    for (const rule of this.rules) {
      if (rule.times <= 0) continue;
      if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) continue;
      if (!rule.path.test(path)) continue;
      rule.times -= 1;
      this.rules = this.rules.filter((r) => r.times > 0);
      const { method: _m, path: _p, times: _t, ...action } = rule;
      return action;
    }
    return undefined;
  }

  pending(): { method?: string; path: string; times: number }[] {
    return this.rules.map((r) => ({ method: r.method, path: r.path.source, times: r.times }));
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Validates the control body `{ rules: [...] }`; a bad rule is a 400 naming it. */
export function parseFaultRules(body: unknown): FaultRule[] {
  if (!isRecord(body) || !Array.isArray(body.rules)) throw invalid(loc("body", "rules"), "rules must be an array");
  return body.rules.map((value: unknown, i: number) => {
    const at = (field: string) => loc("body", "rules", i, field);
    if (!isRecord(value)) throw invalid(loc("body", "rules", i), "a rule must be an object");
    if (typeof value.path !== "string") throw invalid(at("path"), "path must be a regular expression string");
    let path: RegExp;
    try {
      path = new RegExp(value.path);
    } catch {
      throw invalid(at("path"), "path is not a valid regular expression");
    }
    const times = value.times ?? 1;
    if (!Number.isInteger(times) || (times as number) < 1) throw invalid(at("times"), "times must be a positive integer");
    const rule: FaultRule = { path, times: times as number };
    if (value.method !== undefined) {
      if (typeof value.method !== "string") throw invalid(at("method"), "method must be a string");
      rule.method = value.method;
    }
    if (value.status !== undefined) {
      if (!Number.isInteger(value.status) || (value.status as number) < 100 || (value.status as number) > 599) {
        throw invalid(at("status"), "status must be an HTTP status code");
      }
      rule.status = value.status as number;
    }
    if (value.headers !== undefined) {
      if (!isRecord(value.headers) || !Object.values(value.headers).every((h) => typeof h === "string")) {
        throw invalid(at("headers"), "headers must map names to strings");
      }
      rule.headers = value.headers as Record<string, string>;
    }
    if (value.body !== undefined) rule.body = value.body;
    if (value.delayMs !== undefined) {
      if (typeof value.delayMs !== "number" || value.delayMs < 0 || value.delayMs > 600_000) {
        throw invalid(at("delayMs"), "delayMs must be between 0 and 600000");
      }
      rule.delayMs = value.delayMs;
    }
    if (value.reset !== undefined) {
      if (typeof value.reset !== "boolean") throw invalid(at("reset"), "reset must be a boolean");
      rule.reset = value.reset;
    }
    return rule;
  });
}
