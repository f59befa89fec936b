// The plugin's Invoke: arguments checked once, failures naming the property, the same rules as the program face.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineDataSource } from "../../../provider/functions/data-source";
import { invoke } from "../../../provider/plugin/invoke";
import { proto } from "../../../provider/plugin/sdk";
import { PluginSession } from "../../../provider/plugin/session";
import { fromStruct, toStruct } from "../../../provider/plugin/values";

/** A data source whose argument schema counts its parses, and whose runner records what it got. */
function countingSource() {
  const seen = { parses: 0, runs: [] as unknown[] };
  const args = z.object({ appId: z.string().min(1, "must not be empty"), limit: z.number().int().default(10) }).superRefine(() => {
    seen.parses++;
  });
  const source = defineDataSource({
    token: "adpublisher:index:getCounted",
    description: "Counts its parses.",
    args,
    result: z.object({ appId: z.string(), limit: z.number() }),
    run: async (checked: z.output<typeof args>) => {
      seen.runs.push(checked);
      return { appId: checked.appId, limit: checked.limit };
    },
  });
  return { seen, functions: [source.definition] };
}

const request = (args: Record<string, unknown>) => new proto.InvokeRequest().setTok("adpublisher:index:getCounted").setArgs(toStruct(args));

describe("plugin Invoke", () => {
  it("checks the arguments once and runs on what the check produced (defaults applied)", async () => {
    const { seen, functions } = countingSource();
    const response = await invoke(new PluginSession(), request({ appId: "a1" }), functions);
    expect(response.getFailuresList()).toEqual([]);
    expect(fromStruct(response.getReturn())).toEqual({ appId: "a1", limit: 10 });
    expect(seen.parses).toBe(1);
    expect(seen.runs).toEqual([{ appId: "a1", limit: 10 }]);
  });

  it("answers bad arguments as failures naming the property, parsed once, without running", async () => {
    const { seen, functions } = countingSource();
    const response = await invoke(new PluginSession(), request({ appId: "" }), functions);
    const failures = response.getFailuresList().map((f) => [f.getProperty(), f.getReason()]);
    expect(failures).toEqual([["appId", "adpublisher:index:getCounted: appId: must not be empty"]]);
    expect(seen.runs).toEqual([]);
    expect(seen.parses).toBeLessThanOrEqual(1);
  });

  it("the program face still checks: the definition's run refuses what its schema refuses", async () => {
    const { seen, functions } = countingSource();
    await expect(functions[0]!.run({ appId: "" } as never, new PluginSession().context)).rejects.toThrow(/appId: must not be empty/);
    expect(seen.runs).toEqual([]);
  });
});
