import { afterEach, describe, expect, it } from "vitest";
import { setStackConfig } from "../../provider/config";
import { clientCacheKey, providerClient } from "../../provider/resources/common/client";

const SECRET = "s3cret-client-secret-value";

function stack(values: Record<string, string>): void {
  setStackConfig({ get: (key) => values[key.replace(/^adpublisher:/, "")] });
}

const base = { baseUrl: "http://127.0.0.1:1", clientId: "id", audience: "aud" };

describe("the provider's client cache", () => {
  afterEach(() => setStackConfig(undefined));

  it("keys on a hash that holds no credential", () => {
    const key = clientCacheKey({ ...base, clientSecret: SECRET, legacyUserSignature: "legacy-sig-value", s2sApiSecret: "s2s-api-secret-value", apiVersion: "v5" });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    for (const secret of [SECRET, "legacy-sig-value", "s2s-api-secret-value"]) expect(key).not.toContain(secret);
  });

  it("gives a new key for a changed secret and the same key for the same settings in any order", () => {
    const key = clientCacheKey({ ...base, clientSecret: SECRET });
    expect(clientCacheKey({ clientSecret: SECRET, ...base })).toBe(key);
    expect(clientCacheKey({ ...base, clientSecret: `${SECRET}2` })).not.toBe(key);
  });

  it("reuses the client while the settings stay and builds a new one when the secret changes", () => {
    stack({ ...base, clientSecret: SECRET });
    const first = providerClient();
    expect(providerClient()).toBe(first);
    stack({ ...base, clientSecret: "rotated-secret" });
    const rotated = providerClient();
    expect(rotated).not.toBe(first);
    expect(providerClient()).toBe(rotated);
  });
});
