// `npm run --silent plugin-tarball [-- --out DIR]`: builds
// pulumi-resource-adpublisher-v<version>-linux-amd64.tar.gz, the plugin as `pulumi plugin install
// resource adpublisher <version> --file <tarball>` takes it (issue 16), and prints its absolute path
// as the last line. Default folder: build/ in the repository.
import { parseArgs } from "node:util";
import { buildPluginTarball } from "./plugin-tarball/build";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const tarball = await buildPluginTarball({ outDir: values.out, log: (m) => process.stderr.write(`${m}\n`) });
  process.stdout.write(`${tarball}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`plugin-tarball: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
