// The official YAML language host, `pulumi-language-yaml`, built from the Go module
// github.com/pulumi/pulumi-yaml (Pulumi's own code evaluates and type-checks YAML programs).
import { join } from "node:path";
import type { GoTool } from "./go-env";

/**
 * v1.25.0 is the newest release the Go proxy here serves (v1.19.1 is the other). Its language host
 * protocol is the one the CLI v3.259.0 speaks. It needs its own pins (pulumi pkg v3.206.0): built
 * against the CLI's v3.259.0 it does not compile (plugin.NewContextWithRoot changed).
 */
export const YAML_HOST_VERSION = "1.25.0";
export const YAML_HOST = "pulumi-language-yaml";

/**
 * The host as a Go tool of the wrapper module beside this file (go.mod and go.sum pin every
 * dependency by hash, so the build needs no checksum database, which here lacks the older pulumi
 * modules it requires), built into the cache folder of the module's hash.
 */
export function yamlHostTool(): GoTool {
  return {
    name: YAML_HOST,
    moduleDir: join(__dirname, "yaml-host"),
    pkg: `github.com/pulumi/pulumi-yaml/cmd/${YAML_HOST}`,
    ldflags: `-s -w -X github.com/pulumi/pulumi-yaml/pkg/version.Version=v${YAML_HOST_VERSION}`,
  };
}
