/** The page envelope of GET /apps and GET /lists: `{ items, page, limit, total }`. */
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

/**
 * Every item of every page from `firstPage` on. Stops at an empty or short page, or once
 * page * limit reaches total, whichever comes first (so a total that changes meanwhile cannot
 * make it loop forever).
 */
export async function* paginate<T>(fetchPage: (page: number) => Promise<Page<T>>, firstPage = 1): AsyncGenerator<T> {
  for (let page = firstPage; ; page++) {
    const result = await fetchPage(page);
    yield* result.items;
    const reachedTotal = result.page * result.limit >= result.total;
    if (result.items.length === 0 || result.items.length < result.limit || reachedTotal) return;
  }
}
