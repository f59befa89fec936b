import { REPORT_FLAGS } from "./flags";

export function usage(): string {
  const kinds = Object.entries(REPORT_FLAGS)
    .map(([kind, flags]) => `  ${kind.padEnd(13)} ${Object.keys(flags).filter((f) => f !== "from" && f !== "to").map((f) => `--${f}`).join(" ")}`)
    .join("\n");
  return `Usage: adpublisher report <kind> --from YYYY-MM-DD --to YYYY-MM-DD [options] [--format table|csv|json] [--out FILE]

Kinds and their options (lists: comma-separated or repeated):
${kinds}

Settings come from the environment: ADPUBLISHER_BASE_URL, ADPUBLISHER_CLIENT_ID, ADPUBLISHER_CLIENT_SECRET,
ADPUBLISHER_AUDIENCE (v5 analytics, mediation v2), ADPUBLISHER_LEGACY_ANALYTICS_URL, ADPUBLISHER_LEGACY_USER_ID,
ADPUBLISHER_LEGACY_USER_SIGNATURE (--api legacy, mediation --version v1), ADPUBLISHER_REPORTING_URL (mediation).
Progress goes to stderr; exit code 2 on bad arguments or settings, 1 when a call fails.
`;
}
