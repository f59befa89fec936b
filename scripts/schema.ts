// `npm run schema`: regenerates schema.json from the models and the FUNCTIONS registry.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FUNCTIONS } from "../provider/function-registry";
import { generateSchema } from "./schema/generate";

const root = join(__dirname, "..");
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
writeFileSync(join(root, "schema.json"), `${JSON.stringify(generateSchema(version, FUNCTIONS), null, 2)}\n`);
console.log("schema.json written");
