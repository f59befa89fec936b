// Incremental CSV/TSV record parser: text arrives in arbitrary chunks (a quoted field, a CRLF or
// a "" escape may be split across two) and complete records come out as soon as they end.
// Quoting follows RFC 4180 (fields that start with a quote may hold the delimiter, quotes doubled
// as "" and line breaks); analytics job results are CSV or TSV, and TSV producers that
// quote (spreadsheet exports) use the same convention. Blank lines are skipped.

const QUOTE = 34; // "
const CR = 13;
const LF = 10;

export class DelimitedParser {
  private readonly delimiter: number;
  private field = "";
  private record: string[] = [];
  /** Inside a quoted field. */
  private quoted = false;
  /** Saw a quote inside a quoted field: either the closing quote or the first of "". */
  private quotePending = false;
  /** The field began with a quote (so a following quote is not literal). */
  private fieldStarted = false;
  /** The previous chunk ended with CR: a leading LF in the next one belongs to it. */
  private afterCR = false;

  constructor(delimiter: "," | "\t") {
    this.delimiter = delimiter.charCodeAt(0);
  }

  /** Feeds a chunk of text; returns the records it completed. */
  push(text: string): string[][] {
    const out: string[][] = [];
    let i = 0;
    const n = text.length;
    if (this.afterCR && n > 0) {
      this.afterCR = false;
      if (text.charCodeAt(0) === LF) i = 1;
    }
    while (i < n) {
      if (this.quoted) {
        if (this.quotePending) {
          this.quotePending = false;
          if (text.charCodeAt(i) === QUOTE) {
            this.field += '"';
            i++;
            continue;
          }
          this.quoted = false; // that quote closed the field; fall through to unquoted handling
          continue;
        }
        const next = text.indexOf('"', i);
        if (next === -1) {
          this.field += text.slice(i);
          i = n;
        } else {
          this.field += text.slice(i, next);
          this.quotePending = true;
          i = next + 1;
        }
        continue;
      }
      const code = text.charCodeAt(i);
      if (code === QUOTE && !this.fieldStarted && this.field === "") {
        this.quoted = true;
        this.fieldStarted = true;
        i++;
      } else if (code === this.delimiter) {
        this.endField();
        i++;
      } else if (code === LF || code === CR) {
        this.endRecord(out);
        i++;
        if (code === CR) {
          if (i === n) this.afterCR = true;
          else if (text.charCodeAt(i) === LF) i++;
        }
      } else {
        // Scan the rest of an unquoted stretch in one slice.
        let j = i + 1;
        while (j < n) {
          const c = text.charCodeAt(j);
          if (c === this.delimiter || c === LF || c === CR) break;
          j++;
        }
        this.field += text.slice(i, j);
        this.fieldStarted = true;
        i = j;
      }
    }
    return out;
  }

  /** Flushes the last record when the text does not end with a line break. */
  end(): string[][] {
    const out: string[][] = [];
    if (this.quotePending) {
      this.quotePending = false;
      this.quoted = false;
    }
    // An unterminated quoted field keeps what it read (lenient, like most readers).
    this.quoted = false;
    this.endRecord(out);
    return out;
  }

  private endField(): void {
    this.record.push(this.field);
    this.field = "";
    this.fieldStarted = false;
  }

  private endRecord(out: string[][]): void {
    const blank = this.record.length === 0 && this.field === "" && !this.fieldStarted;
    this.endField();
    if (!blank) out.push(this.record);
    this.record = [];
  }
}
