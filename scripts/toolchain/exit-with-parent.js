// Preloaded (`node --require`) into every Node process the toolchain starts: the language host, the
// program it runs, and the dynamic-provider host.
//
// Why: the engine ends its plugins by signal when an operation is over, but a `kill -9` of `pulumi`
// gives it no chance, and its children then live on (still there an hour later, holding
// the program's folder and, for the provider, credentials in memory). A process whose parent dies is
// re-parented (to init or a subreaper), so a changed process.ppid means the engine, or the host that
// started us, is gone. Nothing the toolchain starts may outlive it.
//
// The parent to watch is the one that started us: ADPUBLISHER_WATCH_PARENT_PID when the starter set
// it (so a parent that died before Node got here is noticed too), else the parent we have now. The
// variable is removed at once, so that processes we start do not inherit a wrong parent.
"use strict";
const POLL_MS = 250;
const parent = Number(process.env.ADPUBLISHER_WATCH_PARENT_PID) || process.ppid;
delete process.env.ADPUBLISHER_WATCH_PARENT_PID;

function check() {
  // SIGKILL, not exit(): a process blocked in a gRPC call or a pending write could otherwise
  // linger, and nothing of ours needs a graceful end once the engine is gone.
  if (process.ppid !== parent) process.kill(process.pid, "SIGKILL");
}

if (parent > 1) {
  check();
  setInterval(check, POLL_MS).unref(); // unref: never the reason a finished process stays up
}
