// A stack's update history as the Pulumi CLI writes it: `pulumi stack history --json` (times as
// RFC 3339 text; a DIY backend numbers every update 0), and a DIY backend's own history entries
// (`<stack>-<time>.history.json`, the CLI's `backend.UpdateInfo`: times in epoch seconds). Read by
// `adpublisher impact`.
import { z } from "zod";
import { parseDocument } from "./parse";

/** The update's environment: the CLI records the deployed commit as `git.head`. */
const environment = z.record(z.string(), z.string()).optional();

const cliHistory = z.array(z.looseObject({
  version: z.number(),
  kind: z.string(),
  result: z.string().optional(),
  startTime: z.string(),
  endTime: z.string().optional(),
  environment,
}));
export type CliHistory = z.output<typeof cliHistory>;

const historyEntry = z.looseObject({
  kind: z.string(),
  result: z.string().optional(),
  startTime: z.number(),
  endTime: z.number().optional(),
  environment,
});
export type HistoryEntry = z.output<typeof historyEntry>;

const whoami = z.looseObject({ url: z.string() });

export const parseCliHistory = (text: string, file: string): CliHistory => parseDocument(cliHistory, text, file, "`pulumi stack history --json`");
export const parseHistoryEntry = (text: string, file: string): HistoryEntry => parseDocument(historyEntry, text, file, "a DIY backend's history entry");
/** `pulumi whoami --json`: the backend's URL. */
export const parseWhoami = (text: string, file: string): string => parseDocument(whoami, text, file, "`pulumi whoami --json`").url;
