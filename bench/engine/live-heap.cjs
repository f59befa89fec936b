// Preloaded (`node --expose-gc --require`) into a process the benchmark measures: collects garbage
// fully every 100 ms and writes the largest memory left after a collection (bytes) to
// BENCH_LIVE_HEAP_FILE on exit: the JS heap and the array buffers outside it (typed arrays,
// Buffers), what the process holds, apart from how far the runtime lets garbage pile up between
// collections (which peak RSS also counts).
const { writeFileSync } = require("node:fs");
let largest = 0;
const sample = () => {
  global.gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  largest = Math.max(largest, heapUsed + arrayBuffers);
};
setInterval(sample, 100).unref();
process.on("exit", () => {
  sample();
  if (process.env.BENCH_LIVE_HEAP_FILE) writeFileSync(process.env.BENCH_LIVE_HEAP_FILE, String(largest));
});
