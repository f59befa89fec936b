// Preloaded (`node --require`) into a process the benchmark measures: writes the process's peak
// resident set (KB, the kernel's own high-water mark) to BENCH_MAX_RSS_FILE when it exits.
const { writeFileSync } = require("node:fs");
process.on("exit", () => {
  if (process.env.BENCH_MAX_RSS_FILE) writeFileSync(process.env.BENCH_MAX_RSS_FILE, String(process.resourceUsage().maxRSS));
});
