// paginate: every page of a list endpoint, stopping at the total.
import { describe, expect, it } from "vitest";
import { paginate, type Page } from "../../../provider/client/paging";
import { collect } from "../../support/collect";

function pages(total: number, limit: number) {
  const asked: number[] = [];
  const fetchPage = async (page: number): Promise<Page<number>> => {
    asked.push(page);
    const start = (page - 1) * limit;
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => start + i);
    return { items, page, limit, total };
  };
  return { asked, fetchPage };
}

describe("paginate", () => {
  it("walks every page and stops at the total", async () => {
    const source = pages(5, 2);
    expect(await collect(paginate(source.fetchPage))).toEqual([0, 1, 2, 3, 4]);
    expect(source.asked).toEqual([1, 2, 3]);
  });
  it("does not fetch an empty page after an exact fit", async () => {
    const source = pages(4, 2);
    expect(await collect(paginate(source.fetchPage))).toEqual([0, 1, 2, 3]);
    expect(source.asked).toEqual([1, 2]);
  });
  it("starts at the requested page", async () => {
    const source = pages(5, 2);
    expect(await collect(paginate(source.fetchPage, 2))).toEqual([2, 3, 4]);
  });
  it("stops on an empty page even if total claims more", async () => {
    const fetchPage = async (page: number): Promise<Page<number>> => ({ items: [], page, limit: 2, total: 10 });
    expect(await collect(paginate(fetchPage))).toEqual([]);
  });
});
