// The runtime context a face builds: settings resolved once, one client, and claims,
// renames and loaders of its own, so that two contexts in one process share nothing.
import { describe, expect, it } from "vitest";
import { createRuntimeContext } from "../../../provider/runtime/runtime-context";

/** A config source that counts its reads. */
function countingSource(values: Record<string, string>) {
  const source = { reads: 0, get: (key: string) => (source.reads++, values[key.replace(/^adpublisher:/, "")]) };
  return source;
}

const base = { baseUrl: "http://127.0.0.1:1", clientId: "id", audience: "aud", clientSecret: "s3cret" };

describe("a runtime context", () => {
  it("resolves its settings once, at first use, and builds one client", () => {
    const source = countingSource(base);
    const context = createRuntimeContext({ source, env: {} });
    expect(source.reads).toBe(0);
    expect(context.settings).toMatchObject({ baseUrl: base.baseUrl, clientId: "id", apiVersion: "v5" });
    const reads = source.reads;
    expect(context.settings).toBe(context.settings);
    expect(context.client).toBe(context.client);
    expect(source.reads).toBe(reads);
  });

  it("shares nothing with another context: settings, client, claims, renames, loaders", async () => {
    const one = createRuntimeContext({ source: countingSource(base), env: {} });
    const two = createRuntimeContext({ source: countingSource({ ...base, baseUrl: "http://127.0.0.1:2" }), env: {} });
    expect(one.settings.baseUrl).not.toBe(two.settings.baseUrl);
    expect(one.client).not.toBe(two.client);
    expect(one.claims.claim("MonetizationSettings.appId", "app-1", "first")).toBeUndefined();
    expect(two.claims.claim("MonetizationSettings.appId", "app-1", "second")).toBeUndefined();
    expect(one.claims.claim("MonetizationSettings.appId", "app-1", "third")).toBe("first");
    expect(one.renames.record("app-1\nbanner", "A", "B")).toBeUndefined();
    expect(two.renames.record("app-1\nbanner", "B", "A")).toBeUndefined();
    expect(one.renames.record("app-1\nbanner", "B", "A")).toEqual([["B", "A"], ["A", "B"]]);
    let loads = 0;
    const load = async (key: string) => `${key}:${++loads}`;
    expect(await one.loaders.get("lists", load).get("k")).toBe("k:1");
    expect(await one.loaders.get("lists", load).get("k")).toBe("k:1");
    expect(await two.loaders.get("lists", load).get("k")).toBe("k:2");
  });

  it("claims an object (the same Output for two resources) for as long as it lives", () => {
    const { claims } = createRuntimeContext({ settings: { apiVersion: "v5" } });
    const output = {};
    expect(claims.claimObject(output, "a")).toBeUndefined();
    expect(claims.claimObject(output, "a")).toBeUndefined();
    expect(claims.claimObject(output, "b")).toBe("a");
    expect(claims.claimObject({}, "b")).toBeUndefined();
  });
});
