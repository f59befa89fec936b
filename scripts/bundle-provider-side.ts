// `npm run build`'s last step: provider/dynamic/provider-side.ts, with our code, zod and undici, as
// one file beside its compiled module (dist/provider/dynamic/provider-side.bundle.js), which the
// dynamic-provider host loads at its first call (provider/dynamic/host-side.ts). The SDK stays
// outside: the host has it loaded already, and the provider answers through it.
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { PROVIDER_SIDE_BUNDLE } from "../provider/dynamic/host-side";
import { NODE_BUNDLE } from "./node-bundle";

const ROOT = resolve(__dirname, "..");
const entry = join(ROOT, "provider", "dynamic", "provider-side.ts");
const outfile = join(ROOT, "dist", "provider", "dynamic", PROVIDER_SIDE_BUNDLE);

build({ ...NODE_BUNDLE, entryPoints: [entry], outfile, target: "node22", external: ["@pulumi/pulumi", "@pulumi/pulumi/*"] }).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
