import { startEmulator, type RunningEmulator } from "../../emulator";

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  status: number;
  at: string;
}

/** The emulator for one e2e file, with helpers to read its request log and drive it like a person would. */
export class E2eService {
  private constructor(readonly emulator: RunningEmulator) {}

  static async start(): Promise<E2eService> {
    return new E2eService(await startEmulator({ port: 0 }));
  }

  get url(): string {
    return this.emulator.url;
  }

  /** Stack config for a program that talks to this emulator (clientSecret goes in as a secret). */
  stackConfig(): { config: Record<string, string>; secrets: Record<string, string> } {
    const c = this.emulator.credentials;
    return {
      config: {
        "adpublisher:baseUrl": c.url,
        "adpublisher:clientId": c.clientId,
        "adpublisher:audience": c.audience,
      },
      secrets: { "adpublisher:clientSecret": c.clientSecret },
    };
  }

  /** The ADPUBLISHER_* variables with which a person runs the `adpublisher` command against this emulator. */
  credentialsEnv(): Record<string, string> {
    const c = this.emulator.credentials;
    return { ADPUBLISHER_BASE_URL: c.url, ADPUBLISHER_CLIENT_ID: c.clientId, ADPUBLISHER_CLIENT_SECRET: c.clientSecret, ADPUBLISHER_AUDIENCE: c.audience };
  }

  async requests(): Promise<LoggedRequest[]> {
    const response = await fetch(`${this.url}/_emulator/requests`);
    return ((await response.json()) as { requests: LoggedRequest[] }).requests;
  }

  async clearRequests(): Promise<void> {
    await fetch(`${this.url}/_emulator/requests`, { method: "DELETE" });
  }

  /** Requests that would change the service (anything but GET and the token endpoints). */
  async writes(): Promise<LoggedRequest[]> {
    return (await this.requests()).filter((r) => r.method !== "GET" && !/\/(oauth\/)?token$/.test(r.path));
  }

  private async token(): Promise<string> {
    const c = this.emulator.credentials;
    const response = await fetch(`${this.url}/v5/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_id: c.clientId, client_secret: c.clientSecret, audience: c.audience, grant_type: "client_credentials" }),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  }

  /** A call to the management API made outside Pulumi (snake_case body, as the API takes it). */
  async api(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${await this.token()}`, "content-type": "application/json;charset=UTF-8" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  close(): Promise<void> {
    return this.emulator.close();
  }
}
