/** One line of GET /_emulator/requests. status 0: the connection was dropped (reset fault) or no reply yet. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  status: number;
  at: string;
}

/** What the log shows instead of a credential. */
export const REDACTED = "[redacted]";

/**
 * Query parameters that carry credentials, compared without case: the legacy analytics
 * `userSignature` (legacy analytics) and the S2S `token`, and the OAuth names a client could
 * misplace in a URL. The log is readable by anyone who reaches the emulator, so it never holds them.
 */
const CREDENTIAL_PARAMS = new Set(["usersignature", "user_signature", "token", "access_token", "refresh_token", "client_secret", "password"]);

/** Requests in arrival order; an entry is added on arrival and completed with the status sent. */
export class RequestLog {
  private entries: LoggedRequest[] = [];

  arrive(method: string, url: URL, at: string): LoggedRequest {
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const secret = CREDENTIAL_PARAMS.has(key.toLowerCase());
      const values = url.searchParams.getAll(key).map((value) => (secret ? REDACTED : value));
      query[key] = values.length === 1 ? values[0]! : values;
    }
    const entry: LoggedRequest = { method, path: url.pathname, query, status: 0, at };
    this.entries.push(entry);
    return entry;
  }

  list(): LoggedRequest[] {
    return this.entries.map((e) => ({ ...e }));
  }

  clear(): void {
    this.entries = [];
  }
}
