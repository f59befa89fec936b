// Block lists of IAB content categories: the fields of `POST /v5/lists` and `PUT /v5/lists/{list_id}`,
// their rules, and the lists the management API returns.
import { z } from "zod";
import { describeFields, describeType } from "./field-docs";
import taxonomy from "../../data/iab-content-taxonomy-1.0.json";
import { addIssue, nonEmptyText, oneOf, wholeNumber } from "./rules";


/** The only list type the API shows: the service's default list of sensitive categories. */
export const DEFAULT_LIST_TYPE = "iab_content_taxonomy_1.0_service_default";

/** Tier-2 sub-categories per tier-1 category (shared data; the rule below is the model's own). */
const TIER2_COUNTS: Readonly<Record<string, number>> = taxonomy.tier2Counts;

const IAB_CODE = /^(IAB\d+)(?:-(\d+))?$/;

/** True when `code` names a real IAB Content Taxonomy 1.0 tier-2 sub-category (IAB7-39, not IAB7-46). */
export function isIabTier2Code(code: string): boolean {
  const match = IAB_CODE.exec(code);
  if (!match || match[2] === undefined || /^0/.test(match[2])) return false;
  const count = TIER2_COUNTS[match[1]!];
  return count !== undefined && Number(match[2]) <= count;
}

/** The reason an element is refused in an IAB category list, or undefined when it is fine. */
export function iabElementProblem(element: string): string | undefined {
  if (isIabTier2Code(element)) return undefined;
  const match = IAB_CODE.exec(element);
  if (match && match[2] === undefined && TIER2_COUNTS[element] !== undefined) {
    return `${element} is a tier-1 category; only tier-2 sub-category codes (IAB<n>-<m>, e.g. ${element}-1) are accepted`;
  }
  if (match && match[2] !== undefined) {
    const count = TIER2_COUNTS[match[1]!];
    const why = count === undefined ? `there is no ${match[1]}` : `${match[1]} has ${count} sub-categories`;
    return `${element} is not a sub-category of the IAB Content Taxonomy 1.0 (${why})`;
  }
  return `${element} is not a tier-2 IAB category code of the form IAB<n>-<m>`;
}

/** Element formats depend on the type; for IAB category lists they are tier-2 codes. */
export function isIabListType(type: string): boolean {
  return type.startsWith("iab_");
}

/** A list's elements: each of the format its type wants, none twice. */
export function checkBlockListElements(value: { type: string; elements: readonly string[] }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  value.elements.forEach((element, index) => {
    const problem = isIabListType(value.type) ? iabElementProblem(element) : undefined;
    if (problem) addIssue(ctx, ["elements", index], problem);
    if (seen.has(element)) addIssue(ctx, ["elements", index], `repeats ${element}`);
    seen.add(element);
  });
}

export const BlockListInputSchema = z
  .strictObject({
    title: nonEmptyText(),
    type: nonEmptyText(),
    elements: z.array(nonEmptyText(), { error: (i) => (i.input === undefined ? "is required" : "must be a list") }),
  })
  .superRefine(checkBlockListElements);
/** The body of both POST /lists and PUT /lists/{id}. */
export type BlockListInput = z.infer<typeof BlockListInputSchema>;

export const BlockListQuerySchema = z.strictObject({
  keywordFilter: nonEmptyText().optional(),
  typesFilter: nonEmptyText().optional(),
  limit: wholeNumber().min(1, "must be at least 1").optional(),
  page: wholeNumber().min(1, "must be at least 1").optional(),
  sort: oneOf(["title", "date_modified", "date_created"]).optional(),
  direction: oneOf(["ASC", "DESC"]).optional(),
  summary: z.boolean().optional(),
});
export type BlockListQuery = z.infer<typeof BlockListQuerySchema>;

// ---- responses (the API does not show the date format: string or number) ----

const timestamp = () => z.union([z.string(), z.number()]).nullish();

export const BlockListSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    type: z.string(),
    dateCreated: timestamp(),
    dateModified: timestamp(),
    elements: z.array(z.string()),
  })
  .loose();
export type BlockList = z.infer<typeof BlockListSchema>;

/** A list item: long form (elements) or, with summary=true, short form (totalElements). */
export const BlockListItemSchema = BlockListSchema.extend({
  elements: z.array(z.string()).optional(),
  totalElements: z.number().optional(),
});
export type BlockListItem = z.infer<typeof BlockListItemSchema>;

export const BlockListPageSchema = z
  .object({ items: z.array(BlockListItemSchema), page: z.number(), limit: z.number(), total: z.number() })
  .loose();
export type BlockListPage = z.infer<typeof BlockListPageSchema>;

export const BlockListCreatedSchema = z.object({ id: z.string() }).loose();
export type BlockListCreated = z.infer<typeof BlockListCreatedSchema>;

export const BlockListReplacedSchema = z
  .object({ id: z.string(), title: z.string(), type: z.string(), elements: z.array(z.string()) })
  .loose();
export type BlockListReplaced = z.infer<typeof BlockListReplacedSchema>;

// The service default list of sensitive IAB categories is on every account and among the items of
// `GET /v5/lists`, but no field marks it and it cannot be changed or
// deleted, so it is never brought under management. The API does not say how to recognise it;
// our rule (decision record 0015): its id starts with
// "service-default" (the emulator's is `service-default-iab-1.0`).
export const SERVICE_DEFAULT_LIST_ID_PREFIX = "service-default";

export function isServiceDefaultList(list: { readonly id: string }): boolean {
  return list.id.startsWith(SERVICE_DEFAULT_LIST_ID_PREFIX);
}

// ---- what each field and type means, in the management API's words ----

describeFields(BlockListInputSchema.shape, {
  title: "List title.",
  type: "List type; the only value documented is `iab_content_taxonomy_1.0_service_default`, the default list of sensitive categories.",
  elements: "For IAB category lists: tier-2 IAB content taxonomy 1.0 codes (IAB<n>-<m>, e.g. IAB7-39); tier-1 codes are refused. A set: order does not matter; no repeats.",
});
describeFields(BlockListSchema.shape, { dateCreated: "When the list was created.", dateModified: "When the list was last changed." });
describeType(BlockListQuerySchema.shape.direction, "Order of the block lists (`GET /lists`): `ASC` or `DESC`.");
describeType(BlockListQuerySchema.shape.sort, "What the block lists are ordered by (`GET /lists`): `title`, `date_modified` or `date_created`.");
describeType(BlockListItemSchema, "A block list as the list of lists (GET /lists) shows it; with summary, totalElements instead of elements.");
describeFields(BlockListSchema.shape, { id: "The list id." });
describeFields(BlockListItemSchema.shape, { totalElements: "Number of elements (summary items only)." });
