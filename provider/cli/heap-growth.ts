// How far V8 lets the bin's heap grow past what survived its last full collection, when discover
// streams an account. By default V8 lets the heap grow to several times that before collecting
// again, and raises the factor as a long run shows that collections are cheap beside the work
// between them. Streaming discovery holds a few numbers per app, yet its peak memory grew with the
// account: the garbage of a long walk piled up between collections. Kept near what survives, a full collection comes sooner and costs a
// few milliseconds, since little survives. The commands that hold a whole account (drift,
// recover, discover --unmanaged) keep V8's default: with much surviving, each collection costs more.
import { setFlagsFromString } from "node:v8";

/** V8's flag: the heap may grow this many percent past what survived before the next full collection. */
export const HEAP_GROWING_FLAG = "--heap-growing-percent";
export const HEAP_GROWING_PERCENT = 5;

/**
 * Sets the growth for this process, unless the person running it chose one (in NODE_OPTIONS or on
 * node's command line: V8 spells its flags with `-` or `_`). Answers whether it set it.
 */
export function keepHeapNearWhatSurvives(given: readonly string[] = [...process.execArgv, process.env.NODE_OPTIONS ?? ""], set: (flags: string) => void = setFlagsFromString): boolean {
  if (given.some((option) => option.replace(/_/g, "-").includes(HEAP_GROWING_FLAG))) return false;
  set(`${HEAP_GROWING_FLAG}=${HEAP_GROWING_PERCENT}`);
  return true;
}
