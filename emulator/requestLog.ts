/** One line of GET /_emulator/requests. status 0: the connection was dropped (reset fault) or no reply yet. */
export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  status: number;
  at: string;
}

/** Requests in arrival order; an entry is added on arrival and completed with the status sent. */
export class RequestLog {
  private entries: LoggedRequest[] = [];

  arrive(method: string, url: URL, at: string): LoggedRequest {
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
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
