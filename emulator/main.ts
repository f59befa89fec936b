#!/usr/bin/env node
/**
 * `npm run emulator -- --port <n> [--host <h>] [--seed <n>]`: serves every API of the service.
 * The first stdout line is the JSON of the credentials, which tests and tools read; SIGTERM or
 * SIGINT stop it cleanly with exit code 0.
 */
import { exposureWarning } from "./exposure";
import { startEmulator } from "./index";

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

function integer(args: string[], name: string, fallback: number): number {
  const value = option(args, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`emulator: --${name} must be a non-negative integer\n`);
    process.exit(2);
  }
  return n;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const host = option(args, "host") ?? "127.0.0.1";
  const warning = exposureWarning(host);
  if (warning) process.stderr.write(warning);
  const emulator = await startEmulator({
    port: integer(args, "port", 0),
    host,
    seed: integer(args, "seed", 1),
  });
  const { credentials } = emulator;
  process.stdout.write(`${JSON.stringify(credentials)}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`emulator: failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
