// What a change of a block list means to a publisher: its title, and the IAB categories it starts
// or stops blocking, each with its tier-1 name. A list belongs to no one app: every app whose
// settings name it is concerned.
import tier1 from "../../../data/iab-1.0-tier1-names.json";
import { showValue as show } from "../common/review-words";
import type { ReviewWording } from "../definition";

const IAB_NAMES: Record<string, string> = tier1.names;

/** IAB9-9 -> "IAB9-9 (Hobbies & Interests)": the tier-1 name of the code's category. */
export function iabLabel(code: string): string {
  const name = IAB_NAMES[code.split("-")[0]!];
  return name ? `${code} (${name})` : code;
}

const codes = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

export const blockListReview: ReviewWording = {
  lines({ op, before, after }) {
    const was = new Set(codes(before.elements));
    const now = new Set(codes(after.elements));
    const added = [...now].filter((c) => !was.has(c));
    const removed = [...was].filter((c) => !now.has(c));
    const lines: string[] = [];
    if (op === "create") lines.push(`new block list "${show(after.title)}"`);
    if (op === "delete") return [`block list "${show(before.title)}" deleted`];
    if (op !== "create" && after.title !== undefined && before.title !== after.title) lines.push(`title "${show(before.title)}" -> "${show(after.title)}"`);
    if (added.length > 0) lines.push(`categories blocked: ${added.map(iabLabel).join(", ")}`);
    if (removed.length > 0) lines.push(`categories no longer blocked: ${removed.map(iabLabel).join(", ")}`);
    return lines;
  },
  // `type` has one value the API shows: a list's title and categories are what a publisher reads.
  worded: ["title", "elements", "type"],
  group: { title: "(block lists)", heading: "Block lists", note: "A list counts for every app whose settings name it." },
};
