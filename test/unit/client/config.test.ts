// The client's settings: a missing one named with its config key and variable at first use, and
// the HTTPS rule of base URLs.
import { describe, expect, it } from "vitest";
import { createClient } from "../../../provider/client";
import { environmentVariableFor, isLoopbackHost, joinUrl, requireBaseUrl, requireSetting } from "../../../provider/client/config";
import { ConfigError } from "../../../provider/client/errors";

describe("settings", () => {
  it("names the config key and the environment variable of a missing setting", () => {
    expect(() => requireSetting({}, "baseUrl")).toThrow(new ConfigError("adpublisher:baseUrl (or ADPUBLISHER_BASE_URL) is not set"));
    expect(() => requireSetting({ clientSecret: " " }, "clientSecret")).toThrow(
      "adpublisher:clientSecret (or ADPUBLISHER_CLIENT_SECRET) is not set",
    );
    expect(environmentVariableFor("s2sApiSecret")).toBe("ADPUBLISHER_S2S_API_SECRET");
    expect(environmentVariableFor("legacyUserSignature")).toBe("ADPUBLISHER_LEGACY_USER_SIGNATURE");
  });

  it("checks nothing at construction; the first call that needs a setting fails with ConfigError", async () => {
    const client = createClient({});
    await expect(client.management.apps.get("a")).rejects.toThrow(new ConfigError("adpublisher:baseUrl (or ADPUBLISHER_BASE_URL) is not set"));
    const noSecret = createClient({ baseUrl: "https://api.example.test", clientId: "id", audience: "aud" });
    await expect(noSecret.management.apps.get("a")).rejects.toThrow("adpublisher:clientSecret (or ADPUBLISHER_CLIENT_SECRET) is not set");
  });
});

describe("HTTPS rule", () => {
  it("accepts https anywhere and http on loopback", () => {
    expect(requireBaseUrl({ baseUrl: "https://api.example.test" }, "baseUrl").href).toBe("https://api.example.test/");
    for (const url of ["http://127.0.0.1:8080", "http://127.5.6.7", "http://[::1]:9000", "http://localhost:1", "http://LOCALHOST.:2"]) {
      expect(requireBaseUrl({ baseUrl: url }, "baseUrl").protocol).toBe("http:");
    }
  });
  it("refuses plain http elsewhere, without echoing userinfo", () => {
    expect(() => requireBaseUrl({ reportingUrl: "http://user:pw@reports.example.test/x" }, "reportingUrl")).toThrow(
      "adpublisher:reportingUrl must use https:// (plain http is allowed only for loopback addresses: 127.0.0.0/8, ::1, localhost); got http://reports.example.test/x",
    );
    expect(() => requireBaseUrl({ baseUrl: "http://128.0.0.1" }, "baseUrl")).toThrow(ConfigError);
    expect(() => requireBaseUrl({ baseUrl: "ftp://example.test" }, "baseUrl")).toThrow(ConfigError);
    expect(() => requireBaseUrl({ baseUrl: "not a url" }, "baseUrl")).toThrow("adpublisher:baseUrl is not a valid URL");
  });
  it("refuses plain http for *.localhost names (some resolvers send them off the machine), naming the key and no secret", () => {
    for (const url of ["http://foo.localhost:8080", "http://user:s3cr3t-value@api.localhost/x"]) {
      let refusal: unknown;
      try {
        requireBaseUrl({ legacyAnalyticsUrl: url }, "legacyAnalyticsUrl");
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(ConfigError);
      const { message } = refusal as ConfigError;
      expect(message).toMatch(/^adpublisher:legacyAnalyticsUrl must use https:\/\/ \(plain http is allowed only for loopback addresses: 127\.0\.0\.0\/8, ::1, localhost\); got http:\/\/(foo|api)\.localhost/);
      expect(message).not.toContain("s3cr3t-value");
      expect(message).not.toContain("user:");
    }
    expect(isLoopbackHost("foo.localhost")).toBe(false);
    expect(isLoopbackHost("localhost.")).toBe(true);
  });
  it("knows the loopback hosts", () => {
    expect(isLoopbackHost("127.0.0.1")).toBe(true);
    expect(isLoopbackHost("[::1]")).toBe(true);
    expect(isLoopbackHost("LOCALHOST")).toBe(true);
    expect(isLoopbackHost("10.0.0.1")).toBe(false);
    expect(isLoopbackHost("localhost.example.com")).toBe(false);
  });
});

describe("joinUrl", () => {
  it("keeps a base path prefix", () => {
    expect(joinUrl(new URL("https://h.test/gw/"), "/v5/apps").href).toBe("https://h.test/gw/v5/apps");
    expect(joinUrl(new URL("https://h.test"), "v5/apps").href).toBe("https://h.test/v5/apps");
  });
});
