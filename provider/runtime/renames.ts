/**
 * Renames seen in one run, per scope (an app and ad type), so that a cycle of renames ("A" -> "B"
 * while "B" -> "A") is found at preview instead of failing half way. One per runtime
 * context.
 */
export class Renames {
  private readonly next = new Map<string, string>(); // `${scope}\n${from}` -> to

  /** Records a rename; returns the renames of the cycle it closes (`from` first), or undefined. */
  record(scope: string, from: string, to: string): Array<[string, string]> | undefined {
    const key = (name: string) => `${scope}\n${name}`;
    this.next.set(key(from), to);
    const chain = [from];
    for (let name = to; this.next.has(key(name)); name = this.next.get(key(name))!) {
      if (name === from) return chain.map((n) => [n, this.next.get(key(n))!]);
      chain.push(name);
    }
    return undefined;
  }
}
