// An S3-compatible store on loopback for one test: moto's server (from PyPI) with one bucket, made
// with the AWS CLI (from PyPI too, the `aws` a runner has), fake credentials that both accept, and
// `aws` in a folder to put on PATH. What a DIY backend in a bucket, and examples/gitops/ci/stack-history.sh
// copying its history folder, need, as on MinIO or any store that speaks S3 at its own endpoint.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AWSCLI_PACKAGES, MOTO_SERVER_PACKAGES, provisionPythonTools } from "../../scripts/toolchain/python-env";
import { freePort, serveUntilReady } from "./loopback-server";

export interface RunningS3 {
  /** `127.0.0.1:PORT`, plain HTTP: what a backend URL's `endpoint=` names. */
  host: string;
  bucket: string;
  /** The credentials and region the store takes (any; moto checks none). */
  env: Record<string, string>;
  /** A folder holding `aws`. */
  binDir: string;
  close: () => Promise<void>;
}

/** moto's server on 127.0.0.1 and `bucket` made in it; `dir` holds the `aws` command. */
export async function startS3(dir: string, bucket: string): Promise<RunningS3> {
  const moto = provisionPythonTools("moto-server", MOTO_SERVER_PACKAGES);
  const awscli = provisionPythonTools("awscli", AWSCLI_PACKAGES);
  // The environment's own `bin/aws` names the interpreter of the folder it was made in: run its module.
  const binDir = join(dir, "bin");
  mkdirSync(binDir, { recursive: true });
  writeFileSync(join(binDir, "aws"), `#!/bin/sh\nexec '${awscli}' -m awscli "$@"\n`);
  chmodSync(join(binDir, "aws"), 0o755);
  const port = await freePort();
  const server = await serveUntilReady("moto server", moto, ["-m", "moto.server", "-H", "127.0.0.1", "-p", String(port)], `http://127.0.0.1:${port}/`);
  const env = { AWS_ACCESS_KEY_ID: "test-key-id", AWS_SECRET_ACCESS_KEY: "test-secret", AWS_REGION: "us-east-1" };
  const made = spawnSync(join(binDir, "aws"), ["--endpoint-url", server.url, "s3", "mb", `s3://${bucket}`], { env: { ...env, PATH: process.env.PATH }, encoding: "utf8" });
  if (made.status !== 0) {
    await server.close();
    throw new Error(`aws s3 mb s3://${bucket} failed (exit ${made.status}): ${made.stderr}${made.error?.message ?? ""}`);
  }
  return { host: `127.0.0.1:${port}`, bucket, env, binDir, close: server.close };
}
