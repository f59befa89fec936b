// Property-based tests of the report data sources' argument rules (hostile input):
// whatever arguments a program passes, the run fails with InputValidationError naming each bad
// argument before any connection, or (arguments valid) gets as far as the network. Never a
// TypeError, never a secret in the message. Every API is a loopback listener that answers nothing.
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AdPublisherError, InputValidationError, NetworkError } from "../../../provider/client";
import { runAppCountry } from "../../../provider/reports/app-country";
import { runApp } from "../../../provider/reports/app";
import { runCampaign } from "../../../provider/reports/campaign";
import { runInstallExport } from "../../../provider/reports/install-export";
import { runMediation } from "../../../provider/reports/mediation";
import { runMonetization } from "../../../provider/reports/monetization";
import { functionContext, type FunctionContext } from "../../../provider/functions/function-context";
import { hostileInputs, runParameters } from "./arbitraries";
import { useApiTrap } from "./no-api";
import { scratchDir } from "../../support/scratch-dir";

const trap = useApiTrap();
const SECRETS = ["fuzz-client-secret", "fuzz-signature"];
const folder = scratchDir("report-args");

function context(): FunctionContext {
  return functionContext({
    config: {
      baseUrl: trap.url, legacyAnalyticsUrl: trap.url, reportingUrl: trap.url, clientId: "fuzz-client", clientSecret: SECRETS[0],
      audience: "fuzz-audience", legacyUserId: "fuzz-user", legacyUserSignature: SECRETS[1], retry: { maxAttempts: 1 },
    },
    mediationLimiter: { acquire: async () => undefined },
  });
}

const day = fc.date({ min: new Date("2021-01-01T00:00:00Z"), max: new Date("2024-12-01T00:00:00Z"), noInvalidDate: true });
const iso = (date: Date) => date.toISOString().slice(0, 10);
/** dateMin <= dateMax, at most `span` days apart, both past days with data. */
const dates = (span: number) =>
  fc.tuple(day, fc.integer({ min: 0, max: span })).map(([from, days]) => ({ dateMin: iso(from), dateMax: iso(new Date(from.getTime() + days * 86_400_000)) }));
const api = fc.constantFrom("v5", "legacy");
const role = fc.constantFrom("advertiser", "publisher");
const ids = fc.array(fc.stringMatching(/^[a-f0-9]{24}$/), { minLength: 1, maxLength: 3 });

interface Subject {
  name: string;
  run: (args: never, ctx: FunctionContext) => Promise<unknown>;
  args: readonly string[];
  valid: fc.Arbitrary<Record<string, unknown>>;
}

const optional = <T,>(record: Record<string, fc.Arbitrary<T>>) => fc.record(record, { requiredKeys: [] });
const withDates = (span: number, rest: Record<string, fc.Arbitrary<unknown>>) =>
  fc.tuple(dates(span), optional(rest)).map(([range, other]) => ({ ...range, ...other }));

const SUBJECTS: Subject[] = [
  {
    name: "campaign report",
    run: runCampaign,
    args: ["dateMin", "dateMax", "aggregate", "campaignId", "campaignType", "groupBy", "platform", "role", "adTypeId", "timezone", "appId", "api", "timeoutSeconds"],
    valid: withDates(60, { aggregate: fc.constantFrom("daily", "weekly", "monthly"), role, timezone: fc.constantFrom("UTC", "PST", "utc"), api: fc.constant("v5") }),
  },
  {
    name: "app report",
    run: runApp,
    args: ["dateMin", "dateMax", "aggregate", "appId", "groupBy", "platform", "role", "adTypeId", "api"],
    valid: withDates(60, { aggregate: fc.constantFrom("daily", "weekly", "monthly"), appId: ids, groupBy: fc.constantFrom("app", "date", "country"), api }),
  },
  {
    name: "app-by-country report",
    run: runAppCountry,
    args: ["dateMin", "dateMax", "appIds", "campaignType", "adTypeIds", "role", "timezone", "adLocation", "api"],
    valid: withDates(60, { appIds: ids, role, timezone: fc.constantFrom("UTC", "PST") }),
  },
  { name: "monetization report", run: runMonetization, args: ["dateMin", "dateMax", "appIds", "role", "api"], valid: withDates(60, { appIds: ids, role, api }) },
  {
    name: "install export",
    run: runInstallExport,
    args: ["dateMin", "dateMax", "campaignIds", "campaignType", "appIds", "platform", "role", "adTypeId", "api", "timeoutSeconds", "path", "format"],
    valid: fc.tuple(withDates(30, { appIds: ids, role, format: fc.constantFrom("csv", "tsv") }), fc.nat()).map(([args, n]) => ({ ...args, path: join(folder, `export-${n}.csv`) })),
  },
  {
    name: "mediation report",
    run: runMediation,
    args: ["dimensions", "metrics", "filters", "dateMin", "dateMax", "timezone", "version"],
    valid: withDates(30, { timezone: fc.constantFrom("UTC", "PST"), version: fc.constantFrom("v2", "v1") }),
  },
];

/** Runs the data source; returns what it failed with, and how many connections it opened. */
async function attempt(subject: Subject, args: Record<string, unknown>): Promise<{ error: unknown; connections: number }> {
  const before = trap.connections;
  const error = await subject.run(args as never, context()).then(() => undefined, (e: unknown) => e);
  return { error, connections: trap.connections - before };
}

describe.each(SUBJECTS)("$name arguments", (subject) => {
  it("refuses bad arguments before any connection, naming each one; never fails any other way", async () => {
    await fc.assert(
      fc.asyncProperty(hostileInputs(subject.args), async (args) => {
        const { error, connections } = await attempt(subject, args);
        expect(error, (error as Error).stack?.slice(0, 1500)).toBeInstanceOf(AdPublisherError);
        for (const secret of SECRETS) expect((error as Error).message).not.toContain(secret);
        if (!(error instanceof InputValidationError)) {
          trap.count(`${subject.name}: hostile arguments that were valid`);
          expect(error).toBeInstanceOf(NetworkError);
          return;
        }
        trap.count(`${subject.name}: hostile arguments refused`);
        expect(connections).toBe(0);
        expect(error.issues.length).toBeGreaterThan(0);
        const named = [...Object.keys(args), ...subject.args];
        for (const issue of error.issues) {
          const namesOne = named.some((name) => [":", ".", "["].some((next) => issue.startsWith(`${name}${next}`)));
          expect(namesOne, `"${issue.slice(0, 200)}" names an argument`).toBe(true);
        }
      }),
      runParameters(150),
    );
  });

  it("lets every valid argument set through to the network", async () => {
    await fc.assert(
      fc.asyncProperty(subject.valid, async (args) => {
        trap.count(`${subject.name}: valid arguments`);
        const { error, connections } = await attempt(subject, args);
        expect(error, String(error)).toBeInstanceOf(NetworkError);
        expect(connections).toBeGreaterThan(0);
      }),
      runParameters(40),
    );
  });
});
