/**
 * Shares one in-flight or just-finished load per key among concurrent callers. The engine refreshes
 * resources in parallel in one provider process, so N ad locations of one app read through one
 * list call instead of N (the API has no GET for a single location). A freshness window covers
 * callers that arrive just after the load (`Infinity`: the whole run, as the ad locations' lists
 * are kept). The run's own writes are applied to what is held (`update`),
 * so a write costs no second load; a write whose outcome is unknown drops the key (`invalidate`).
 */
export class CoalescingLoader<V> {
  private readonly entries = new Map<string, { value: Promise<V>; settledAt?: number }>();
  private sweptAt = 0;

  constructor(
    private readonly load: (key: string) => Promise<V>,
    private readonly freshForMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Promise<V> {
    this.sweep();
    const entry = this.entries.get(key);
    if (entry && (entry.settledAt === undefined || this.now() - entry.settledAt < this.freshForMs)) return entry.value;
    const fresh: { value: Promise<V>; settledAt?: number } = { value: this.load(key) };
    fresh.value.then(
      () => (fresh.settledAt = this.now()),
      () => this.entries.get(key) === fresh && this.entries.delete(key),
    );
    this.entries.set(key, fresh);
    return fresh.value;
  }

  /**
   * Applies a write this run made to the value held for `key` (in flight or settled), instead of
   * loading it again: a load sent before the write may or may not show it, so `change` must give
   * the same answer either way (e.g. put or remove by id). Nothing held: nothing to change.
   */
  update(key: string, change: (value: V) => V): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    const changed = entry.value.then(change);
    changed.catch(() => undefined); // a failed load is its callers' to see, not an unhandled rejection here
    entry.value = changed;
  }

  invalidate(key: string): void {
    this.entries.delete(key);
  }

  /** Keys held now: loads in flight and values still fresh. */
  get size(): number {
    this.sweep();
    return this.entries.size;
  }

  /** Drops values past their window (at most once a window), so the map holds only what can still be served. */
  private sweep(): void {
    const now = this.now();
    if (now - this.sweptAt < this.freshForMs) return;
    this.sweptAt = now;
    for (const [key, entry] of this.entries) {
      if (entry.settledAt !== undefined && now - entry.settledAt >= this.freshForMs) this.entries.delete(key);
    }
  }
}
