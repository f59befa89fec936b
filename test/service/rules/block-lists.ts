// Block lists: `POST /v5/lists` and `PUT /v5/lists/{list_id}` (they share the body).
import { rulesOf } from "./case";

const IAB_DEFAULT = "iab_content_taxonomy_1.0_service_default";

const list = rulesOf("POST /lists", "management API: Resources: Block list; Endpoints: POST /v5/lists", {
  title: "No gambling",
  type: IAB_DEFAULT,
  elements: ["IAB7-39", "IAB9-9"],
});

export const blockListCases = [
  list.passes("tier-2 codes"),
  list.passes("no elements", { elements: [] }),
  list.passes("the last sub-category of a tier-1 category (IAB7-45)", { elements: ["IAB7-45"] }),
  list.passes("the last category of the taxonomy (IAB26-4)", { elements: ["IAB26-4"] }),
  list.passes("a long title: the API sets no length", { title: "T".repeat(400) }),
  list.passes("a list type beyond the one shown: its element format is not shown", { type: "advertiser_domains", elements: ["example.com"] }),
  list.fails("title is required", { title: undefined }, "title", "required"),
  list.fails("title is not empty", { title: "" }, "title", "non-empty"),
  // The API requires a type; the BlockList resource fills in the one type shown, so a program may
  // leave it out and preview sends the default (test/unit covers that default).
  list.fails("type is not empty", { type: "" }, "type", "required, from the enumeration"),
  list.fails("elements are required", { elements: undefined }, "elements", "required"),
  list.fails("elements are a list", { elements: "IAB7-39" }, "elements", "a list"),
  list.fails("a tier-1 code is refused", { elements: ["IAB7"] }, "elements[0]", "tier-2 only"),
  list.fails("a code beyond a category's sub-categories (IAB7-46)", { elements: ["IAB7-39", "IAB7-46"] }, "elements[1]", "IAB 1.0 tier-2 taxonomy"),
  list.fails("IAB24 (Uncategorized) has no sub-categories", { elements: ["IAB24-1"] }, "elements[0]", "IAB 1.0 tier-2 taxonomy"),
  list.fails("there is no IAB27", { elements: ["IAB27-1"] }, "elements[0]", "IAB 1.0 tier-2 taxonomy"),
  list.fails("sub-categories count from 1", { elements: ["IAB7-0"] }, "elements[0]", "IAB 1.0 tier-2 taxonomy"),
  list.fails("codes are written IAB<n>-<m>", { elements: ["iab7-39"] }, "elements[0]", "IAB<n>-<m>"),
  list.fails("an element appears once", { elements: ["IAB7-39", "IAB7-39"] }, "elements[1]", "no duplicates"),
  list.fails("an element is a string", { elements: [739] }, "elements[0]", "string"),
  list.fails("id is not an input", { id: "abc" }, "id", "read-only"),
  list.fails("an unknown field is refused", { colour: "red" }, "colour", "unknown field"),
];
