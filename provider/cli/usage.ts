// The command line's usage text: every command and, for `report`, each kind's options, listed
// from the same flag tables the parser reads.
import { deletableKinds } from "./delete";
import { REPORT_FLAGS } from "./flags";

export function usage(): string {
  const kinds = Object.entries(REPORT_FLAGS)
    .map(([kind, flags]) => `  ${kind.padEnd(13)} ${Object.keys(flags).filter((f) => f !== "from" && f !== "to").map((f) => `--${f}`).join(" ")}`)
    .join("\n");
  return `Usage: adpublisher report <kind> --from YYYY-MM-DD --to YYYY-MM-DD [options] [--format table|csv|json] [--out FILE]

Kinds and their options (lists: comma-separated or repeated):
${kinds}

Usage: adpublisher discover [--out FILE] [--report FILE]
         the whole account as a \`pulumi import --file\` document (stdout without --out)
       adpublisher discover --language yaml|python|go|java|typescript --out DIR [--name NAME]
                            [--protect apps|all|none] [--all-settings] [--report FILE]
         a program with references: YAML, Python or Go with its import.json (\`pulumi import --file\`),
         or TypeScript of the dynamic resources that adopts the account as it is
       adpublisher discover --unmanaged STATE.json [STATE.json...]
         the objects no given \`pulumi stack export\` manages; exit code 1 when there is one
       adpublisher delete ${deletableKinds().join("|")} ID
         delete an object (an app: the API's soft delete)
       adpublisher review --preview FILE|- [--events FILE] [--format markdown|json] [--as-of YYYY-MM-DD]
                          [--approval-over AMOUNT|PERCENT% [--percent-of app|account]]
         a PR comment for \`pulumi preview --json\`: what changes, by the dashboard's names, and the money at
         stake; exit 3 when the change puts more than --approval-over at stake (USD, or a percent of the
         app's or the account's weekly earnings)
       adpublisher drift [--account] [--format markdown|json] [--stack NAME] [--state STATE.json...]
         in a stack's folder: a refresh in preview; exit 0 clean, 1 drift, 2 could not tell. Counts the
         stack's resources and objects inside its apps no stack holds (--account: the whole account; --state:
         other stacks' exports); .adpublisher-drift-ignore in the folder leaves objects out (id or name # why)
       adpublisher impact [--days N] [--update N | --commit SHA | --since YYYY-MM-DD] [--resource NAME]
                          [--as-of YYYY-MM-DD] [--format markdown|json] [--chart DIR] [--stack NAME] [--history DIR]
         in a stack's folder: what each change its updates applied did to the money, the N whole UTC days
         (default 7) before and after, from the analytics API (by country for country prices); --chart writes
         an SVG per changed object; without --update, --commit or --since, the changes of the last 30 days;
         --history: a copy of a DIY bucket backend's history folder for the stack

Usage: adpublisher recover [--dry-run] [--stack NAME] [--stack-export FILE]...
         in a stack's folder, after \`pulumi cancel\`: give each pending create of an app or block list
         the object the interrupted run made (the one no stack holds whose fields match its inputs),
         clear the other pending creates, and refresh; then run \`pulumi up\`. --stack-export: the
         \`pulumi stack export\` of each other stack on the account. Exit code 1 when a pending create
         matches several objects (they are named; nothing changes). Needs the Pulumi CLI on PATH; it
         previews the program to find the creates a killed provider process left unrecorded.

Settings come from the environment: ADPUBLISHER_BASE_URL, ADPUBLISHER_CLIENT_ID, ADPUBLISHER_CLIENT_SECRET,
ADPUBLISHER_AUDIENCE (v5: management, analytics, mediation v2), ADPUBLISHER_LEGACY_ANALYTICS_URL, ADPUBLISHER_LEGACY_USER_ID,
ADPUBLISHER_LEGACY_USER_SIGNATURE (--api legacy, mediation --version v1), ADPUBLISHER_REPORTING_URL (mediation).
Progress goes to stderr; exit code 2 on bad arguments or settings, 1 when a call fails.
`;
}
