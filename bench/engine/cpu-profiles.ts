// CPU profiles of every Node process a phase starts (the program, the dynamic-provider host or the
// plugin, the language host), for `npm run bench -- --only engine --profile DIR`: each side's
// processes write V8 profiles (cpu-prof.cjs, preloaded) into DIR/<side>/incoming, and after each phase they
// are filed under DIR/<side>/<phase>-<n>. `tsx bench/engine/cpu-profiles.ts DIR/<side>/<phase>-<n>`
// prints, per process, where its samples went: self time by package and the top functions.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { join } from "node:path";

export function profileEnv(root: string, side: string): Record<string, string> {
  const incoming = join(root, side, "incoming");
  mkdirSync(incoming, { recursive: true });
  return { NODE_OPTIONS: `--require ${join(__dirname, "cpu-prof.cjs")}`, BENCH_CPU_PROF_DIR: incoming };
}

/** A phase's name in its profiles' folders: `preview (no-op)` is `preview-no-op`. */
export function phaseSlug(phase: string): string {
  return phase.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "");
}

/** Moves the profiles written since the last call under DIR/<side>/<phase>-<n>; returns that folder. */
export function fileProfiles(root: string, side: string, phase: string): string {
  const incoming = join(root, side, "incoming");
  const slug = phaseSlug(phase);
  let n = 1;
  while (existsSync(join(root, side, `${slug}-${n}`))) n++;
  const target = join(root, side, `${slug}-${n}`);
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(incoming)) renameSync(join(incoming, file), join(target, file));
  return target;
}

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

/** What a script belongs to: a package under node_modules, our dist, Node's own, or the engine's code. */
export function ownerOf({ url, functionName }: ProfileNode["callFrame"]): string {
  if (functionName === "(idle)") return "(idle: waiting for the engine or the network)";
  if (url === "") return "(native, GC)";
  if (url.startsWith("node:")) return "node:internal";
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url.slice(url.lastIndexOf("node_modules/pulumi-adpublisher") >= 0 ? url.lastIndexOf("node_modules/pulumi-adpublisher") : url.lastIndexOf("node_modules/")));
  if (inModules) return inModules[1]!;
  return url.includes("/bench/engine/") ? "bench no-op" : url;
}

/** Which process wrote the profile, from the scripts it ran. */
export function processOf(profile: CpuProfile): string {
  const urls = profile.nodes.map((n) => n.callFrame.url);
  if (urls.some((u) => u.includes("cmd/dynamic-provider"))) return "dynamic provider";
  if (urls.some((u) => u.includes("pulumi-resource-adpublisher"))) return "plugin";
  if (urls.some((u) => u.includes("cmd/run"))) return "program";
  return "other (language host)";
}

export function summarize(profile: CpuProfile, top = 15): string {
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000;
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = (node.hitCount ?? 0) * interval;
    if (ms === 0) continue;
    const owner = ownerOf(node.callFrame);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    const name = `${node.callFrame.functionName || "(anonymous)"} ${owner}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const total = [...byOwner.values()].reduce((a, b) => a + b, 0);
  const lines = [`${processOf(profile)}: ${Math.round(total)} ms sampled`];
  const rows = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, ms]) => `  ${ms.toFixed(0).padStart(7)} ms ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
  lines.push(" by package:", ...rows(byOwner), " by function (self):", ...rows(byFunction));
  return lines.join("\n");
}

if (require.main === module) {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: tsx bench/engine/cpu-profiles.ts DIR (a folder of .cpuprofile files)");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    console.log(`${file}\n${summarize(JSON.parse(readFileSync(join(dir, file), "utf8")) as CpuProfile)}\n`);
  }
}
