// The one Node.js version check of the package's bins. It runs first, before
// anything else is loaded: undici 8 (the HTTP client) does not load on Node 20, and when it failed
// at the first request the retry layer reported "connection failed ... after 4 attempts", hiding
// the cause. This module loads nothing and uses syntax every Node since 12 parses.

/** The oldest Node.js the package runs on: undici 8's own minimum (package.json `engines`, checked by a test). */
export const MINIMUM_NODE = "22.19.0";

function parts(version: string): number[] {
  return version.replace(/^v/, "").split(".").map((part) => parseInt(part, 10) || 0);
}

/** True when `version` (e.g. "v20.20.2") is at least MINIMUM_NODE. */
export function isSupportedNode(version: string): boolean {
  const found = parts(version);
  const needed = parts(MINIMUM_NODE);
  for (let i = 0; i < needed.length; i++) {
    if ((found[i] || 0) !== needed[i]) return (found[i] || 0) > needed[i];
  }
  return true;
}

/** The one line a bin prints on an unsupported Node: the Node found (and where) and the one needed. */
export function unsupportedNodeMessage(bin: string, version: string, execPath: string): string {
  return `${bin}: needs Node.js >= ${MINIMUM_NODE} (22 or 24), but found Node.js ${version} at ${execPath}; put a newer node first on PATH`;
}

/** Exits with code 1 and one line on stderr when this Node is too old; otherwise returns. */
export function exitUnlessSupportedNode(bin: string): void {
  if (isSupportedNode(process.version)) return;
  process.stderr.write(`${unsupportedNodeMessage(bin, process.version, process.execPath)}\n`);
  process.exit(1);
}
