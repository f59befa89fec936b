// Policy results carried by a `pulumi preview --json` run with a policy pack (issue 18: "policy
// results when given"): the engine writes each violation as a diagnostic of the resource whose
// message names the pack, the policy and the enforcement level.
import type { PolicyResult } from "./report";

interface Diagnostic {
  urn?: string;
  message?: string;
  severity?: string;
}

const VIOLATION = /\[(mandatory|advisory)\]\s+([\w@./-]+?)\s+v[\w.-]+\s+([\w-]+)\s+\(([^)]*)\)\s*:?\s*([\s\S]*)$/;

export function policyResults(document: Record<string, unknown>): PolicyResult[] {
  const diagnostics = Array.isArray(document.diagnostics) ? (document.diagnostics as Diagnostic[]) : [];
  const results: PolicyResult[] = [];
  for (const diagnostic of diagnostics) {
    const found = VIOLATION.exec((diagnostic.message ?? "").replace(/\u001b\[[0-9;]*m|<\{%[^%]*%\}>/g, "").trim());
    if (!found) continue;
    const [, level, , policy, resource, rest] = found;
    results.push({ level, policy, resource: resource || diagnostic.urn?.split("::").pop(), message: rest.trim().split("\n").map((l) => l.trim()).filter(Boolean).join(" ") });
  }
  return results;
}
