/** The value at percentile `p` (0 to 100) of values sorted ascending: the nearest rank at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
