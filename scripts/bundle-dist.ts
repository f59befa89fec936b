// `npm run build`'s last step: the two processes the engine starts from the installed package each
// load one file instead of hundreds of modules.
// - The dynamic-provider host's side: provider/dynamic/provider-side.ts, with our code, zod and
//   undici, as dist/provider/dynamic/provider-side.bundle.js beside its compiled module, which the
//   host loads at its first call (provider/dynamic-shim/host-side.ts). The SDK stays outside: the host
//   has it loaded already, and the provider answers through it.
// - The provider plugin's bin: the release archive's entry and bundle (scripts/plugin-tarball), in
//   place of tsc's dist/provider/bin/pulumi-resource-adpublisher.js, so that `node_modules/.bin`
//   runs what `pulumi plugin install` installs.
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { PROVIDER_SIDE_BUNDLE } from "../provider/dynamic-shim/host-side";
import { NODE_BUNDLE } from "./node-bundle";
import { bundlePlugin } from "./plugin-tarball/build";

const ROOT = resolve(__dirname, "..");
const DIST = join(ROOT, "dist", "provider");

async function main(): Promise<void> {
  await build({
    ...NODE_BUNDLE,
    entryPoints: [join(ROOT, "provider", "dynamic", "provider-side.ts")],
    outfile: join(DIST, "dynamic", PROVIDER_SIDE_BUNDLE),
    target: "node22",
    external: ["@pulumi/pulumi", "@pulumi/pulumi/*"],
  });
  await bundlePlugin(join(DIST, "bin"), () => undefined);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
