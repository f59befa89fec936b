// The Go SDK's module in the module-proxy layout, in `goproxy/` inside the release folder:
// `<module>/@v/list`, `v<version>.info`, `.mod` and `.zip`, so that `GOPROXY=file://DIR/goproxy`
// serves `go get <module>@v<version>` as a proxy would serve the `sdk/go/v<version>` tag. The zip
// is made by golang.org/x/mod (gomodzip/), the module zip rules `go` itself checks.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { buildGoTool } from "../toolchain/go-env";
import { type Context, ROOT } from "./artifacts";

/** The proxy tree inside the release folder. */
export const GOPROXY_TREE = "goproxy";

/** When the release's commit was made (its `.info` Time), or now outside a Git checkout. */
function commitTime(): string {
  try {
    return execFileSync("git", ["log", "-1", "--format=%cI"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return new Date().toISOString().replace(/\.\d+Z$/, "Z");
  }
}

export function goProxyTree({ out, version, log }: Context): string[] {
  const tool = buildGoTool({ name: "gomodzip", moduleDir: join(__dirname, "gomodzip"), log });
  log(`go module zip sdk/go v${version} -> ${GOPROXY_TREE}/`);
  execFileSync(tool, [join(ROOT, "sdk", "go"), `v${version}`, join(out, GOPROXY_TREE), commitTime()], { stdio: ["ignore", "ignore", "inherit"] });
  // A tree of files, not one artifact: SHA256SUMS lists the release's assets only.
  return [];
}
