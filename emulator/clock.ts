/**
 * The emulator's notion of now: wall time plus an offset that tests move with
 * POST /_emulator/clock. Everything time-dependent (token expiry, job readiness and
 * expiry, test-mode expiry, rate-limit windows, timestamps, the reports' today, the day
 * a price change takes effect) reads this clock.
 */
export class Clock {
  private offsetMs = 0;

  /** Milliseconds since the epoch on the emulator clock. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Integer epoch seconds, the unit of the app records' timestamps. */
  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  iso(): string {
    return new Date(this.now()).toISOString();
  }

  /** The UTC calendar day, YYYY-MM-DD: the day a price change takes effect from. */
  day(): string {
    return this.iso().slice(0, 10);
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
