// `npm run sdk`: regenerates sdk/python, sdk/go, sdk/dotnet and sdk/java from schema.json (run `npm run schema` first
// when a model changed). test/unit/sdk-fresh.test.ts fails while they are stale.
import { generateSdks } from "./toolchain/sdkgen";

try {
  generateSdks();
} catch (err) {
  process.stderr.write(`sdk: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
