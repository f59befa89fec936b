// All mutable data of one emulator (apps, lists, tokens, ids) and its reset to a fresh account.
import type { Clock } from "./clock";
import { IdGenerator } from "./ids";
import type { AppRecord, BlockListRecord, TokenRecord } from "./model";

/** Fills a fresh state (default list, seeded demo app); run at start and on every reset. */
export type Seeder = (state: EmulatorState) => void;

/**
 * All mutable data of one emulator. Handlers run synchronously between awaits on a single
 * thread, so a handler that reads and writes without awaiting in between is atomic: that
 * is what makes concurrent requests safe.
 */
export class EmulatorState {
  readonly apps = new Map<string, AppRecord>();
  readonly lists = new Map<string, BlockListRecord>();
  readonly tokens = new Map<string, TokenRecord>();
  readonly ids: IdGenerator;
  private readonly slots = new Map<string, unknown>();

  constructor(
    readonly clock: Clock,
    seed: number,
    private readonly seeders: Seeder[],
  ) {
    this.ids = new IdGenerator(seed);
    this.reset();
  }

  /** Back to the fresh state: data, ids, tokens and every module's slot. */
  reset(): void {
    this.apps.clear();
    this.lists.clear();
    this.tokens.clear();
    this.slots.clear();
    this.ids.reset();
    for (const seeder of this.seeders) seeder(this);
  }

  /**
   * Per-module storage (jobs, rate-limit windows, ...) that a reset drops. The first call
   * for a key creates the value with `init`; later calls return the same object.
   */
  slot<T>(key: string, init: () => T): T {
    if (!this.slots.has(key)) this.slots.set(key, init());
    return this.slots.get(key) as T;
  }

  /** A live (not soft-deleted) app, with an expired test mode already switched off. */
  findApp(id: string): AppRecord | undefined {
    const app = this.apps.get(id);
    if (!app || app.deletedAt !== null) return undefined;
    this.expireTestMode(app);
    return app;
  }

  /** Live apps in creation order. */
  liveApps(): AppRecord[] {
    const out: AppRecord[] = [];
    for (const id of this.apps.keys()) {
      const app = this.findApp(id);
      if (app) out.push(app);
    }
    return out;
  }

  /** The API is silent on what expiry does; we switch test mode off and clear the duration. */
  private expireTestMode(app: AppRecord): void {
    if (!app.is_test_mode_on || app.test_mode_duration === null || app.testModeSince === null) return;
    const endsAt = app.testModeSince + app.test_mode_duration * 60_000;
    if (this.clock.now() >= endsAt) {
      app.is_test_mode_on = false;
      app.test_mode_duration = null;
      app.testModeSince = null;
    }
  }

  dump(): unknown {
    const apps = [...this.apps.values()].map((app) => ({
      ...app,
      locations: [...app.locations.values()],
    }));
    const slots = Object.fromEntries(this.slots);
    return { now: this.clock.iso(), apps, lists: [...this.lists.values()], tokens: this.tokens.size, slots };
  }
}
