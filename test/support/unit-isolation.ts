/**
 * Setup of the unit tier: a unit test opens no socket and starts no process, and here that is a
 * rule that fails rather than a hope. Every outbound connection (net, http, undici, fetch all end
 * in Socket#connect), every listening server (http.Server is a net.Server) and every child process
 * throws, naming the tier a test that needs one belongs to.
 */
import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";

export const UNIT_TIER_REFUSAL = "the unit tier allows no network and no processes: move this test to test/service (loopback, local processes) or test/e2e (the Pulumi CLI)";

function refuse(what: string): () => never {
  return () => {
    throw new Error(`${what}: ${UNIT_TIER_REFUSAL}`);
  };
}

net.Socket.prototype.connect = refuse("a socket connection");
net.Server.prototype.listen = refuse("a listening server");
const mutable = childProcess as unknown as Record<string, unknown>;
for (const name of ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"]) mutable[name] = refuse(`child_process.${name}`);
(childProcess.ChildProcess.prototype as unknown as Record<string, unknown>).spawn = refuse("a child process");
// ESM named imports of node:child_process read the builtin's live bindings only after this.
syncBuiltinESMExports();
