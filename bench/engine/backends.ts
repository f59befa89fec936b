// Where the engine keeps the benchmark's stacks. At thousands of resources the file backend's
// write of the whole checkpoint after every step dominates `up` and `destroy` for any provider;
// the benchmark measures it beside the engine's own way around it and a PostgreSQL backend (the
// one examples/gitops uses), so docs/performance.md can say what a large account should choose.
import { startPostgres } from "../../test/support/postgres";

/**
 * `file`: a file:// backend, a checkpoint after every step (the default);
 * `skip-checkpoints`: the same with PULUMI_SKIP_CHECKPOINTS=true (one checkpoint at the end);
 * `postgres`: Pulumi's PostgreSQL backend on a local server;
 * `postgres-skip-checkpoints`: the same with PULUMI_SKIP_CHECKPOINTS=true, what docs/performance.md
 * suggests for a large account's first `up` or bulk `destroy` on PostgreSQL;
 * `file-zstd`, `postgres-zstd`: a checkpoint after every step, each compressed with zstd
 * (PULUMI_DIY_BACKEND_ZSTD=true), so the bytes written per step are a fraction of the checkpoint.
 */
export type Backend = "file" | "skip-checkpoints" | "postgres" | "postgres-skip-checkpoints" | "file-zstd" | "postgres-zstd";
export const BACKENDS: readonly Backend[] = ["file", "skip-checkpoints", "postgres", "postgres-skip-checkpoints", "file-zstd", "postgres-zstd"];

const ZSTD = { PULUMI_DIY_BACKEND_ZSTD: "true" };

export interface BackendSetup {
  /** Environment for both projects' pulumi commands. */
  env: Record<string, string>;
  /** What the figures' keys add (nothing for the default file backend, so earlier keys stay comparable). */
  label: string;
  stop(): void;
}

export async function backendSetup(backend: Backend): Promise<BackendSetup> {
  switch (backend) {
    case "file":
      return { env: {}, label: "", stop: () => undefined };
    case "skip-checkpoints":
      return { env: { PULUMI_SKIP_CHECKPOINTS: "true" }, label: ", file backend without checkpoints", stop: () => undefined };
    case "file-zstd":
      return { env: ZSTD, label: ", file backend compressed with zstd", stop: () => undefined };
    case "postgres":
    case "postgres-skip-checkpoints":
    case "postgres-zstd": {
      const postgres = await startPostgres();
      const skip = backend === "postgres-skip-checkpoints";
      const zstd = backend === "postgres-zstd";
      return {
        env: { PULUMI_BACKEND_URL: postgres.url, ...(skip ? { PULUMI_SKIP_CHECKPOINTS: "true" } : {}), ...(zstd ? ZSTD : {}) },
        label: skip ? ", PostgreSQL backend without checkpoints" : zstd ? ", PostgreSQL backend compressed with zstd" : ", PostgreSQL backend",
        stop: () => postgres.stop(),
      };
    }
  }
}

export function parseBackends(value: string): Backend[] {
  return value.split(",").map((backend) => {
    if (!(BACKENDS as readonly string[]).includes(backend)) throw new Error(`--backend: unknown backend "${backend}" (known: ${BACKENDS.join(", ")})`);
    return backend as Backend;
  });
}
