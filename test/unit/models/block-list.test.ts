// The block list model: tier-2 IAB codes only, each once.
import { describe, expect, it } from "vitest";
import { BlockListInputSchema, DEFAULT_LIST_TYPE, iabElementProblem } from "../../../provider/models";
import { issuesOf } from "./helpers";

const list = { title: "No gambling", type: DEFAULT_LIST_TYPE, elements: ["IAB7-39", "IAB9-7"] };

describe("BlockListInputSchema", () => {
  it("accepts tier-2 IAB codes", () => {
    expect(issuesOf(BlockListInputSchema, list)).toEqual([]);
    expect(issuesOf(BlockListInputSchema, { ...list, elements: [] })).toEqual([]);
  });
  it("rejects a tier-1 code and says why", () => {
    expect(issuesOf(BlockListInputSchema, { ...list, elements: ["IAB1"] })).toEqual([
      "elements[0]: IAB1 is a tier-1 category; only tier-2 sub-category codes (IAB<n>-<m>, e.g. IAB1-1) are accepted",
    ]);
  });
  it("rejects anything else that is not IAB<n>-<m>", () => {
    expect(issuesOf(BlockListInputSchema, { ...list, elements: ["iab1-2", "IAB1-", "gambling"] })).toEqual([
      "elements[0]: iab1-2 is not a tier-2 IAB category code of the form IAB<n>-<m>",
      "elements[1]: IAB1- is not a tier-2 IAB category code of the form IAB<n>-<m>",
      "elements[2]: gambling is not a tier-2 IAB category code of the form IAB<n>-<m>",
    ]);
  });
  it("rejects a code the IAB 1.0 taxonomy does not have, naming why", () => {
    expect(issuesOf(BlockListInputSchema, { ...list, elements: ["IAB7-45", "IAB7-46", "IAB24-1", "IAB27-1"] })).toEqual([
      "elements[1]: IAB7-46 is not a sub-category of the IAB Content Taxonomy 1.0 (IAB7 has 45 sub-categories)",
      "elements[2]: IAB24-1 is not a sub-category of the IAB Content Taxonomy 1.0 (IAB24 has 0 sub-categories)",
      "elements[3]: IAB27-1 is not a sub-category of the IAB Content Taxonomy 1.0 (there is no IAB27)",
    ]);
  });
  it("rejects a repeated element", () => {
    expect(issuesOf(BlockListInputSchema, { ...list, elements: ["IAB7-39", "IAB7-39"] })).toEqual(["elements[1]: repeats IAB7-39"]);
  });
  it("requires title, type and elements", () => {
    expect(issuesOf(BlockListInputSchema, {})).toEqual(["title: is required", "type: is required", "elements: is required"]);
  });
  it("leaves elements of non-IAB list types to the server", () => {
    expect(issuesOf(BlockListInputSchema, { ...list, type: "advertiser_domains", elements: ["example.com"] })).toEqual([]);
  });
  it("iabElementProblem is undefined for a good code", () => {
    expect(iabElementProblem("IAB25-3")).toBeUndefined();
  });
});
