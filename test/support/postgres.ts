// A real PostgreSQL server for one test, on loopback in a temporary folder (the pipeline
// test's shared Pulumi backend). PostgreSQL 15's initdb and pg_ctl are on these machines; as root
// (initdb refuses root) the server runs as the `postgres` user.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./loopback-server";

export interface RunningPostgres {
  url: string;
  /** Runs one SQL statement through psql, returns its unaligned output. */
  sql(statement: string): string;
  stop(): void;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, "bin")).find((dir) => existsSync(join(dir, "initdb")));
  if (!found) throw new Error("PostgreSQL is not installed (no /usr/lib/postgresql/<version>/bin/initdb): apt-get install postgresql");
  return found;
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), "adpublisher-pg-"));
  const data = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, tool), ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
      : execFileSync(join(bin, tool), args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  run("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start"]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    sql: (statement) => run("psql", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-tAc", statement]).trim(),
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
