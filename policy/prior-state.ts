// The stack's last deployment, as the policy pack sees it. The engine gives a policy only the new
// inputs, and the API never shows a location's prices (`GET /v5/apps/{app_id}/ad-locations` holds no country_targeting),
// so "how far does this price move" and "is this location replaced or deleted" are answered from the
// inputs the stack last deployed (decision 0150). Read once per policy run with `pulumi stack
// export` for the stack the engine names (PULUMI_NODEJS_ORGANIZATION/PROJECT/STACK in the pack's env).
import { execFileSync } from "node:child_process";
import { kindOf } from "../provider/discovery/stack-state";
import type { ResourceKind } from "../provider/discovery/inventory";

export interface PriorResource {
  urn: string;
  kind: ResourceKind;
  inputs: Record<string, unknown>;
}

export class PriorStateError extends Error {}

export function stackReference(env: NodeJS.ProcessEnv): string {
  const stack = env.PULUMI_NODEJS_STACK || env.PULUMI_STACK;
  const project = env.PULUMI_NODEJS_PROJECT || env.PULUMI_PROJECT;
  if (!stack || !project) throw new PriorStateError("the engine named no stack (PULUMI_STACK, PULUMI_PROJECT)");
  // A DIY backend (file://, s3://, postgres://) names every stack's organization "organization".
  return `${env.PULUMI_NODEJS_ORGANIZATION || env.PULUMI_ORGANIZATION || "organization"}/${project}/${stack}`;
}

/** URN -> the adpublisher resources of the last deployment (both faces). */
export function readPriorState(env: NodeJS.ProcessEnv = process.env): Map<string, PriorResource> {
  const reference = stackReference(env);
  let text: string;
  try {
    text = execFileSync("pulumi", ["stack", "export", "--stack", reference], { encoding: "utf8", env, stdio: ["ignore", "pipe", "pipe"], maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? (error as Error).message).trim().split("\n")[0];
    throw new PriorStateError(`could not read the last deployment of ${reference} (pulumi stack export: ${stderr})`);
  }
  return priorResources(text);
}

export function priorResources(exportText: string): Map<string, PriorResource> {
  const document = JSON.parse(exportText) as { deployment?: { resources?: unknown } };
  const resources = Array.isArray(document.deployment?.resources) ? (document.deployment.resources as Record<string, unknown>[]) : [];
  const prior = new Map<string, PriorResource>();
  for (const resource of resources) {
    const kind = kindOf(resource);
    if (!kind || typeof resource.urn !== "string" || resource.delete === true) continue;
    prior.set(resource.urn, { urn: resource.urn, kind, inputs: (resource.inputs ?? {}) as Record<string, unknown> });
  }
  return prior;
}
