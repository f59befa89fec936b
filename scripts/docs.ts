// `npm run docs`: regenerates the reference pages (docs/reference/, from schema.json) and the
// decision index (docs/decisions/README.md, from docs/decisions/*.md).
// `npm run schema` runs it too, so the pages follow every schema change.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { generateDocs, REFERENCE_FOLDER } from "./docs/generate";

const root = join(__dirname, "..");
const files = generateDocs(root);
// A page of a resource or function that no longer exists must not linger.
rmSync(join(root, REFERENCE_FOLDER), { recursive: true, force: true });
for (const [path, content] of files) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

console.log(`docs written (${files.size} files)`);
