// The adpublisher policy pack (docs/policy.md). The engine runs this module as a Node
// program (PulumiPolicy.yaml beside policy/package.json, whose main is this file once built).
// Each policy applies to both faces: the dynamic resources (pulumi-nodejs:dynamic/adpublisher:<Kind>)
// and the provider plugin's types (adpublisher:index:<Kind>), told apart by kindOf.
import { PolicyPack, type ReportViolation, type ResourceValidationArgs, type StackValidationArgs } from "@pulumi/policy";
import { kindOf } from "../provider/discovery/stack-state";
import type { ResourceKind } from "../provider/discovery/inventory";
import { readPriorState, type PriorResource } from "./prior-state";
import {
  ageFilterOn,
  isKidsApp,
  liveAppTestModeViolations,
  priceBoundViolations,
  priceChangeViolations,
  replacementReasons,
  type PriceBounds,
} from "./rules";

interface Subject {
  kind: ResourceKind | undefined;
  urn: string;
  type: string;
}
const kind = (subject: Subject) => kindOf(subject as Parameters<typeof kindOf>[0]);

/** The last deployment, read at most once per run and only by the policies that compare. */
function lazyPriorState(): () => Map<string, PriorResource> {
  let prior: Map<string, PriorResource> | undefined;
  return () => (prior ??= readPriorState());
}

function report(violations: string[], reportViolation: ReportViolation, urn?: string): void {
  for (const violation of violations) reportViolation(violation, urn);
}

function build(): PolicyPack {
  const prior = lazyPriorState();
  const onKind = (wanted: ResourceKind, check: (args: ResourceValidationArgs, reportViolation: ReportViolation) => void) =>
    (args: ResourceValidationArgs, reportViolation: ReportViolation) => {
      if (kind({ kind: undefined, urn: args.urn, type: args.type }) === wanted) check(args, reportViolation);
    };
  return new PolicyPack("adpublisher", {
    enforcementLevel: "mandatory",
    description: "Guardrails for an ad network publisher's settings",
    policies: [
      {
        name: "price-change-limit",
        description: "A country's fixed CPM may not move more than maxChangePercent (default 50) in one change.",
        configSchema: { properties: { maxChangePercent: { type: "number", minimum: 0, default: 50 } } },
        validateResource: onKind("AdLocation", (args, reportViolation) => {
          const { maxChangePercent } = args.getConfig<{ maxChangePercent: number }>();
          report(priceChangeViolations(prior().get(args.urn)?.inputs, args.props, maxChangePercent), reportViolation);
        }),
      },
      {
        name: "price-bounds",
        description: "Each country's fixed CPM stays within its floor and ceiling (floors and ceilings: country or \"*\" -> USD CPM).",
        configSchema: {
          properties: {
            floors: { type: "object", additionalProperties: { type: "number" }, default: {} },
            ceilings: { type: "object", additionalProperties: { type: "number" }, default: {} },
          },
        },
        validateResource: onKind("AdLocation", (args, reportViolation) => {
          report(priceBoundViolations(args.props, args.getConfig<PriceBounds>()), reportViolation);
        }),
      },
      {
        name: "kids-apps-age-filter",
        description: "An app directed at kids under 13 has monetizationAgefilterCheck on in its MonetizationSettings.",
        validateStack: (args: StackValidationArgs, reportViolation: ReportViolation) => {
          const settings = args.resources.filter((r) => kind({ kind: undefined, urn: r.urn, type: r.type }) === "MonetizationSettings");
          for (const app of args.resources.filter((r) => kind({ kind: undefined, urn: r.urn, type: r.type }) === "App")) {
            if (!isKidsApp(app.props)) continue;
            const own = settings.filter((s) => (s.propertyDependencies.appId ?? []).some((d) => d.urn === app.urn) || (app.props.id !== undefined && s.props.appId === app.props.id));
            if (!own.some((s) => ageFilterOn(s.props))) {
              reportViolation(
                `app ${app.name} is directed at kids under 13 but ${own.length === 0 ? "no MonetizationSettings of this stack turns" : "its MonetizationSettings does not turn"} adBlockingSettings.monetizationAgefilterCheck on`,
                app.urn,
              );
            }
          }
        },
      },
      {
        name: "live-app-test-mode",
        description: "A live app (isLive) has no test mode (isTestModeOn).",
        validateResource: onKind("App", (args, reportViolation) => report(liveAppTestModeViolations(args.props), reportViolation)),
      },
      {
        name: "protect-apps",
        description: "Apps carry the protect option, so that no change deletes one (and its history) by accident.",
        enforcementLevel: "advisory",
        validateResource: onKind("App", (args, reportViolation) => {
          if (args.opts.protect !== true) reportViolation(`app ${args.name} is not protected: set the protect resource option`);
        }),
      },
      {
        name: "location-replacement",
        description: "Replacing or deleting an ad location gives it a new uuid and starts its history over.",
        enforcementLevel: "advisory",
        validateResource: onKind("AdLocation", (args, reportViolation) => {
          const reasons = replacementReasons(prior().get(args.urn)?.inputs, args.props);
          if (reasons.length > 0) reportViolation(`ad location ${args.name} is replaced (${reasons.join(", ")}): it gets a new uuid and its history starts over`);
        }),
        validateStack: (args: StackValidationArgs, reportViolation: ReportViolation) => {
          const kept = new Set(args.resources.map((r) => r.urn));
          for (const gone of [...prior().values()].filter((r) => r.kind === "AdLocation" && !kept.has(r.urn))) {
            reportViolation(`ad location ${gone.urn.split("::").pop()} is deleted: its uuid and history are gone for good`, gone.urn);
          }
        },
      },
    ],
  });
}

build();
