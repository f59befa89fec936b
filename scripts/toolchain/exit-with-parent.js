// Preloaded (`node --require`) into every Node process the toolchain starts: the language host, the
// program it runs, and the dynamic-provider host.
//
// Why: the engine ends its plugins by signal when an operation is over, but a `kill -9` of `pulumi`
// gives it no chance, and its children then live on (issue 12: still there an hour later, holding
// the program's folder and, for the provider, credentials in memory). A process whose parent dies is
// re-parented (to init or a subreaper), so a changed process.ppid means the engine, or the host that
// started us, is gone. Nothing the toolchain starts may outlive it.
"use strict";
const POLL_MS = 250;
const parent = process.ppid;

if (parent > 1) {
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    // SIGKILL, not exit(): a process blocked in a gRPC call or a pending write could otherwise
    // linger, and nothing of ours needs a graceful end once the engine is gone.
    process.kill(process.pid, "SIGKILL");
  }, POLL_MS);
  timer.unref(); // never the reason a finished process stays up
}
