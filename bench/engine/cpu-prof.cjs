// Preloaded through NODE_OPTIONS (`--require`; Node refuses `--cpu-prof` there) into every Node
// process of a profiled bench phase: profiles the process from its start and writes a V8
// `.cpuprofile` into BENCH_CPU_PROF_DIR when it ends, on exit or on the SIGINT/SIGTERM with which
// the engine stops its plugins.
"use strict";
const { Session } = require("node:inspector");
const { writeFileSync } = require("node:fs");
const { join } = require("node:path");

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 1000 });
  session.post("Profiler.start");
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    session.post("Profiler.stop", (error, result) => {
      if (!error) writeFileSync(join(dir, `${process.pid}-${Date.now()}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  process.on("exit", write);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      write();
      process.exit(128 + (signal === "SIGINT" ? 2 : 15));
    });
  }
}
