/**
 * Shares one in-flight or just-finished load per key among concurrent callers. The engine refreshes
 * resources in parallel in one provider process, so N ad locations of one app read through one
 * list call instead of N (the API has no GET for a single location). A short freshness window
 * covers callers that arrive just after the load; writes invalidate their key.
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
