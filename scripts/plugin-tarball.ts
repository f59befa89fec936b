// `npm run --silent plugin-tarball [-- --platform NAME]... [-- --out DIR]`: builds
// pulumi-resource-adpublisher-v<version>-<platform>.tar.gz, the plugin as `pulumi plugin install
// resource adpublisher <version> --file <archive>` takes it, for this machine's platform unless
// named (linux-amd64, linux-arm64, darwin-amd64, windows-amd64, or node / darwin-arm64 for the
// archive that runs on the Node.js on PATH), and prints each archive's absolute path, the last
// line being the last one named. Default folder: build/ in the repository.
import { parseArgs } from "node:util";
import { buildPluginArchives } from "./plugin-tarball/build";
import { hostTarget } from "./plugin-tarball/platforms";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string" }, platform: { type: "string", multiple: true } } });
  const platforms = values.platform?.length ? values.platform : [hostTarget().name];
  const archives = await buildPluginArchives({ outDir: values.out, platforms, log: (m) => process.stderr.write(`${m}\n`) });
  process.stdout.write(`${archives.join("\n")}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`plugin-tarball: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
