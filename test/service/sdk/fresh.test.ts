// sdk/ is generated: regenerating it from schema.json must change nothing, as for schema.json.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder } from "../../../scripts/toolchain/content-hash";
import { generateSdks, SDK_LANGUAGES } from "../../../scripts/toolchain/sdkgen";

const sdkDir = join(__dirname, "../../../sdk");
const work = mkdtempSync(join(tmpdir(), "adpublisher-sdk-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Build output of a local `pip install`, `go build` or `mvn install` is not part of the SDK. */
const NOT_GENERATED = new Set(["build", "dist", "__pycache__", "pulumi_adpublisher.egg-info", "target"]);

describe("sdk/", () => {
  it("is what `npm run sdk` generates from schema.json (run it after `npm run schema`)", { timeout: 900_000 }, () => {
    generateSdks({ out: work, log: () => undefined });
    for (const language of SDK_LANGUAGES) {
      const fresh = filesUnder(join(work, language), NOT_GENERATED);
      expect(filesUnder(join(sdkDir, language), NOT_GENERATED), `files of sdk/${language}`).toEqual(fresh);
      const stale = fresh.filter((file) => readFileSync(join(work, language, file), "utf8") !== readFileSync(join(sdkDir, language, file), "utf8"));
      expect(stale, `stale files in sdk/${language}`).toEqual([]);
    }
  });
});
