// What the benchmark reads from outside its own process, parsed by a schema each: its earlier
// results (bench/results.json), the one JSON line each measuring child process prints, the files
// and settings it hands those processes, and stack exports (the package's own schema of them). A
// file or line of another shape is refused with its name and the field, as the commands do.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { parseDocument } from "../provider/pulumi-json/parse";

/** bench/results.json: each benchmark's figures by name. */
export const resultsFile = z.looseObject({ results: z.record(z.string(), z.record(z.string(), z.union([z.number(), z.string()]))).optional() });

/** bench/provider-heap/reads.ts's line: what the provider's process holds before and after its reads. */
export const heldLine = z.object({ reads: z.number(), seconds: z.number(), cpuMs: z.number(), before: z.number(), after: z.number(), largest: z.number() });

/** bench/provider-heap/undici-reads.ts's line: the same calls through undici alone. */
export const undiciReadsLine = z.object({ calls: z.number(), cpuMs: z.number() });

/** bench/stream-parse.bench.ts's child line: one parser over one export. */
export const parseRunLine = z.object({ seconds: z.number(), peakRssMb: z.number() });

/** BENCH_IDS_FILE: the planted account's apps and ad locations. */
export const idsFile = z.object({
  apps: z.array(z.string()),
  locations: z.array(z.object({ appId: z.string(), uuid: z.string(), name: z.string(), adType: z.string(), type: z.string() })),
});

/** BENCH_CALLS_FILE: `path?query` of each GET to make again. */
export const callsFile = z.array(z.string());

/** BENCH_SERVICE: the emulator's URL and credentials, as its first line gives them. */
export const serviceSetting = z.looseObject({ url: z.string(), clientId: z.string(), clientSecret: z.string(), audience: z.string() });

/** `text` by `schema`; `source` names it in the error (a file, a setting, a child's output). */
export function parseBenchJson<S extends z.ZodType>(schema: S, text: string, source: string): z.output<S> {
  return parseDocument(schema, text, source, "what the benchmark writes there");
}

/** A file by `schema`. */
export function readBenchJson<S extends z.ZodType>(schema: S, file: string): z.output<S> {
  return parseBenchJson(schema, readFileSync(file, "utf8"), file);
}
