// What discovery keeps in memory per object goes in typed arrays (a few bytes each, no object per
// object), grown as objects come.

export type Column = Float64Array | Uint32Array | Int32Array | Uint8Array;

/** A column twice as long, holding the same values first. */
export function grown<C extends Column>(column: C): C {
  const bigger = new (column.constructor as new (length: number) => C)(column.length * 2);
  bigger.set(column);
  return bigger;
}
