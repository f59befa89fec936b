// `npm run --silent pulumi-path`: prints, as its last line, the folder holding pulumi, pulumi-language-yaml,
// pulumi-language-nodejs and pulumi-resource-pulumi-nodejs, provisioning them first if needed.
import { provisionPulumi } from "./toolchain/provision";

try {
  process.stdout.write(`${provisionPulumi()}\n`);
} catch (err) {
  process.stderr.write(`pulumi-path: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
