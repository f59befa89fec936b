// `npm run schema`: regenerates schema.json from the models.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateSchema } from "./schema/generate";

const root = join(__dirname, "..");
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
writeFileSync(join(root, "schema.json"), `${JSON.stringify(generateSchema(version), null, 2)}\n`);
console.log("schema.json written");
