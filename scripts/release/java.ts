// The Java package's place in a release. The Java SDK (sdk/java, with its Maven build) is being
// added beside this; until it exists a release has no Java package and says so, and once it exists
// a release fails here until this step builds its jar and pom into the release folder.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Context, ROOT } from "./artifacts";

export function javaPackage({ log }: Context): string[] {
  if (!existsSync(join(ROOT, "sdk", "java"))) {
    log("java: no sdk/java in this tree, so no Java package in this release");
    return [];
  }
  throw new Error("sdk/java exists, but scripts/release/java.ts does not build its Maven package yet");
}
