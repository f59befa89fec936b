// The named, coalescing loaders of one runtime context (e.g. each app's ad locations).
import type { Clock } from "../client/clock";
import { CoalescingLoader } from "./coalesce";

/** The coalesced loaders of one runtime context, by name (e.g. the ad locations of an app). */
export class Loaders {
  private readonly byName = new Map<string, CoalescingLoader<unknown>>();

  constructor(private readonly clock: Clock) {}

  /**
   * The loader named `name`, made with `load` the first time; its values are fresh for
   * `freshForMs` (the loader's default when not given; `Infinity` keeps them for the context's life,
   * one run).
   */
  get<V>(name: string, load: (key: string) => Promise<V>, freshForMs?: number): CoalescingLoader<V> {
    let loader = this.byName.get(name);
    if (!loader) this.byName.set(name, (loader = new CoalescingLoader<unknown>(load, freshForMs, () => this.clock.now())));
    return loader as CoalescingLoader<V>;
  }
}
