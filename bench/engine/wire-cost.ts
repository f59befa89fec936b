// What the plugin's protobuf costs per resource, its own reading and writing against the SDK's
// generated messages, measured outside any run: `npx tsx bench/engine/wire-cost.ts STATE.json
// [--rounds 15]`, on a plugin-face export that `ADPUBLISHER_BENCH_STATES=DIR npm run bench` keeps.
// For each of the stack's resources it reads a Read request carrying the resource's state and
// inputs (what a refresh sends) and writes the Read answer with the same (what the plugin returns),
// both ways; the figure is the fastest round and the median, in ms for the whole stack.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { decodeResourceRequest } from "../../provider/plugin/resource-requests";
import { encodeResourceResponse } from "../../provider/plugin/resource-responses";
import { proto, Struct } from "../../provider/plugin/sdk";
import type { EngineProps as Props } from "../../provider/pulumi-json/property-bag";
import { secret, toStruct } from "../../provider/plugin/values";
import { parseStackExport } from "../../provider/pulumi-json/stack-export";
import { withPlaintextSecrets } from "./checkpoint-cost";

/** The state as the engine sends it: a secret as the Struct's secret wrapper around its plaintext. */
function asSent(props: Props): Props {
  return JSON.parse(JSON.stringify(withPlaintextSecrets(props as never)), (_key, value: unknown) => {
    const stored = value as { plaintext?: string } | null;
    return typeof stored?.plaintext === "string" ? secret(JSON.parse(stored.plaintext)) : value;
  }) as Props;
}

function timed(run: () => void, rounds: number): { fastest: number; median: number } {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { fastest: times[0]!, median: times[Math.floor(times.length / 2)]! };
}

function main(): void {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: "string", default: "15" } } });
  const rounds = Number(values.rounds);
  const [file] = positionals;
  if (!file) throw new Error("usage: wire-cost.ts STATE.json [--rounds 15]");
  const resources = (parseStackExport(readFileSync(file, "utf8"), file).deployment.resources ?? [])
    .filter((r) => r.custom === true && r.type.startsWith("adpublisher:index:"))
    .map((r) => ({ ...r, id: r.id ?? "", state: asSent(r.outputs ?? {}), inputs: asSent(r.inputs ?? {}) }));
  const requests = resources.map((r) => Buffer.from(new proto.ReadRequest().setId(r.id).setUrn(r.urn).setType(r.type)
    .setProperties(Struct.fromJavaScript(r.state as never)).setInputs(Struct.fromJavaScript(r.inputs as never)).serializeBinary()));

  const figures = {
    "read a Read request, the SDK's messages": timed(() => {
      for (const bytes of requests) {
        const request = proto.ReadRequest.deserializeBinary(bytes);
        request.getProperties()?.toJavaScript();
        request.getInputs()?.toJavaScript();
      }
    }, rounds),
    "read a Read request, the plugin's reader": timed(() => {
      for (const bytes of requests) decodeResourceRequest("read", bytes);
    }, rounds),
    "write a Read answer, the SDK's messages": timed(() => {
      for (const r of resources) new proto.ReadResponse().setId(r.id).setProperties(toStruct(r.state)).setInputs(toStruct(r.inputs)).serializeBinary();
    }, rounds),
    "write a Read answer, the plugin's writer": timed(() => {
      for (const r of resources) encodeResourceResponse("read", { id: r.id, properties: r.state, inputs: r.inputs });
    }, rounds),
  };
  console.log(`${resources.length} resources, ${rounds} rounds (ms for the whole stack)`);
  for (const [what, { fastest, median }] of Object.entries(figures)) console.log(`${what}: fastest ${fastest.toFixed(2)}, median ${median.toFixed(2)}`);
}

main();
