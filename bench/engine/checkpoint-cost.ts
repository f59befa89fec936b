// What one checkpoint of a stack costs the engine, ours against the no-op's, measured outside any
// run so that no other process shares the cores: `npx tsx bench/engine/checkpoint-cost.ts OURS.json
// NOOP.json [--rounds 8] [--saves 150]`, on two exports that `ADPUBLISHER_BENCH_STATES=DIR npm run
// bench` keeps. A third copy, ours with each resource's outputs replaced by its inputs (what the
// no-op stores), shows how much of the difference the outputs are. Each file runs in its own
// process, in turn, round by round; the figure is the fastest round and the median.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { buildGoTool } from "../../scripts/toolchain/go-env";

/** The engine's marker of a secret in a stack export (as in the property Structs). */
const SECRET_SIG = "4dabf18193072939515e22adb298388d";
const SECRET = "1b47061264138c4ac30d75fd1eb44270";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface ExportedResource {
  type: string;
  inputs?: Json;
  outputs?: Json;
}
interface StackExport {
  deployment: { resources: ExportedResource[] } & Record<string, Json | ExportedResource[]>;
}

/** Each secret's ciphertext replaced by a plaintext as long (the tool has no passphrase; encryption is not measured). */
export function withPlaintextSecrets(value: Json): Json {
  if (Array.isArray(value)) return value.map(withPlaintextSecrets);
  if (value === null || typeof value !== "object") return value;
  if (value[SECRET_SIG] === SECRET && typeof value.ciphertext === "string") {
    return { [SECRET_SIG]: SECRET, plaintext: JSON.stringify("s".repeat(value.ciphertext.length)) };
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withPlaintextSecrets(inner)]));
}

/** The package's resources on either face: the plugin's type tokens and the dynamic face's. */
const RESOURCE_TYPE_PREFIXES = ["adpublisher:index:", "pulumi-nodejs:dynamic/adpublisher:"];
const isOurs = (type: string) => RESOURCE_TYPE_PREFIXES.some((prefix) => type.startsWith(prefix));

/** The export with the outputs of each of the package's resources made anew; the engine's own resources as they are. */
function withOurOutputs(exported: StackExport, outputsOf: (resource: ExportedResource) => Json | undefined): StackExport {
  const resources = exported.deployment.resources.map((r) => {
    const outputs = isOurs(r.type) ? outputsOf(r) : undefined;
    return outputs === undefined ? r : { ...r, outputs };
  });
  return { ...exported, deployment: { ...exported.deployment, resources } };
}

/** The export with each of the package's resources storing its inputs as its outputs, as the no-op does. */
export function withOutputsAsInputs(exported: StackExport): StackExport {
  return withOurOutputs(exported, (r) => r.inputs);
}

/** Nulls under these outputs are values (delete restores a null: the service's default), not absences. */
const NULLS_THAT_ARE_VALUES = new Set(["originalSettings"]);

function withoutNulls(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, inner]) =>
    inner === null ? [] : [[key, NULLS_THAT_ARE_VALUES.has(key) ? inner : withoutNulls(inner)]]));
}

/** The export with every null output of the package's resources left out, but those delete restores. */
export function withoutNullOutputs(exported: StackExport): StackExport {
  return withOurOutputs(exported, (r) => (r.outputs === undefined ? undefined : withoutNulls(r.outputs)));
}

interface Measured {
  file: string;
  msPerSave: number;
  bytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function main(): void {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: "string", default: "8" }, saves: { type: "string", default: "150" } } });
  const [ours, noop] = positionals;
  if (!ours || !noop) throw new Error("usage: checkpoint-cost.ts OURS.json NOOP.json [--rounds 8] [--saves 150]");
  const tool = buildGoTool({ name: "checkpoint-cost", moduleDir: join(__dirname, "checkpoint-cost") });
  const dir = mkdtempSync(join(tmpdir(), "checkpoint-cost-"));
  try {
    const read = (file: string) => withPlaintextSecrets(JSON.parse(readFileSync(file, "utf8")) as Json) as unknown as StackExport;
    const copies: Record<string, StackExport> = { ours: read(ours), "no-op": read(noop) };
    copies["ours, outputs as inputs"] = withOutputsAsInputs(copies.ours!);
    copies["ours, null outputs left out"] = withoutNullOutputs(copies.ours!);
    const files = Object.entries(copies).map(([label, exported]) => {
      const file = join(dir, `${label.replace(/\W+/g, "-")}.json`);
      writeFileSync(file, JSON.stringify(exported));
      return { label, file, times: [] as number[], bytes: 0 };
    });
    for (let round = 0; round < Number(values.rounds); round++) {
      for (const each of files) {
        const [line] = execFileSync(tool, ["-saves", values.saves, each.file], { encoding: "utf8" }).trim().split("\n");
        const measured = JSON.parse(line!) as Measured;
        each.times.push(measured.msPerSave);
        each.bytes = measured.bytes;
      }
    }
    const floor = files.find((f) => f.label === "no-op")!;
    for (const each of files) {
      const fastest = Math.min(...each.times);
      const ratio = (fastest / Math.min(...floor.times)).toFixed(3);
      console.log(`${each.label}: ${each.bytes} bytes; ms per checkpoint fastest ${fastest.toFixed(2)} (${ratio} of the no-op's), median ${median(each.times).toFixed(2)} (${basename(each.file)})`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) main();
