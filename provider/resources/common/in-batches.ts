/** Maps every item with at most `width` calls in flight; results keep the items' order. */
export async function inBatches<T, R>(items: readonly T[], width: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/**
 * Maps every item with at most `width` calls in flight and hands each result to `use` in the
 * items' order, as soon as it and every earlier one are done: no more than `width` results wait at
 * once, however many items there are.
 */
export async function eachInOrder<T, R>(items: readonly T[], width: number, map: (item: T) => Promise<R>, use: (result: R) => void | Promise<void>): Promise<void> {
  const waiting: Promise<R>[] = [];
  let next = 0;
  const start = () => {
    while (waiting.length < width && next < items.length) {
      const result = map(items[next++]!);
      // A later item's failure is seen when its turn comes (or never, after an earlier one failed),
      // not reported by the runtime as unhandled meanwhile.
      result.catch(() => undefined);
      waiting.push(result);
    }
  };
  start();
  while (waiting.length > 0) {
    await use(await waiting.shift()!);
    start();
  }
}
