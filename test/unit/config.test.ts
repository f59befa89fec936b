// The provider's settings: stack config first, then ADPUBLISHER_* variables, and their rules.
import { describe, expect, it } from "vitest";
import { resolveSettings } from "../../provider/config";

const stack = (values: Record<string, string>) => ({ get: (key: string) => values[key] });

describe("provider settings", () => {
  it("takes stack config first, then ADPUBLISHER_* variables, with v5 as the default API version", () => {
    const settings = resolveSettings(stack({ "adpublisher:baseUrl": "https://api.example" }), {
      ADPUBLISHER_BASE_URL: "https://ignored.example",
      ADPUBLISHER_CLIENT_ID: "from-env",
      ADPUBLISHER_S2S_API_SECRET: "s",
    });
    expect(settings).toEqual({ baseUrl: "https://api.example", clientId: "from-env", s2sApiSecret: "s", apiVersion: "v5" });
  });

  it("refuses an apiVersion other than v5 or v4, naming the key and the variable", () => {
    expect(() => resolveSettings(stack({ "adpublisher:apiVersion": "v6" }), {})).toThrow(
      'adpublisher:apiVersion (or ADPUBLISHER_API_VERSION) must be "v5" or "v4", got "v6"',
    );
  });

  it("ignores empty values", () => {
    expect(resolveSettings(stack({ "adpublisher:clientId": "" }), { ADPUBLISHER_CLIENT_ID: "" })).toEqual({ apiVersion: "v5" });
  });
});
