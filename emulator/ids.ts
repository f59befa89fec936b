/**
 * Deterministic identifiers: the same seed gives the same ids in the same order, so a
 * test (or a docs example) can rely on them after a reset. mulberry32 is plenty for ids.
 */
export class IdGenerator {
  private stateValue: number;

  constructor(private readonly seed: number) {
    this.stateValue = seed >>> 0;
  }

  reset(): void {
    this.stateValue = this.seed >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.stateValue = (this.stateValue + 0x6d2b79f5) >>> 0;
    let t = this.stateValue;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  hex(length: number): string {
    let out = "";
    while (out.length < length) out += Math.floor(this.next() * 16).toString(16);
    return out;
  }

  /** An RFC 4122 version-4 shaped UUID (ad location uuids). */
  uuid(): string {
    const h = this.hex(32).split("");
    h[12] = "4";
    h[16] = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
    const s = h.join("");
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }

  /** 24 hex characters, the shape of app and list ids. */
  objectId(): string {
    return this.hex(24);
  }
}
