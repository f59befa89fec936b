// Job results as rows: the delimited parser and the text decoding, whatever the chunk boundaries.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DelimitedParser } from "../../../provider/client/reports/delimited-parser";
import { parseRecords, parseRows, streamToFile } from "../../../provider/client/reports/result-stream";
import { decodeStream } from "../../../provider/client/reports/text-decoding";
import { collect } from "../../support/collect";

const BOM16 = Buffer.from([0xff, 0xfe]);
const BOM8 = Buffer.from([0xef, 0xbb, 0xbf]);
const utf16 = (text: string) => Buffer.concat([BOM16, Buffer.from(text, "utf16le")]);

/** The body cut into pieces of `size` bytes: every boundary position gets exercised. */
async function* chunks(bytes: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield new Uint8Array(bytes.subarray(i, i + size));
}

describe("DelimitedParser", () => {
  const parseAll = (text: string, delimiter: "," | "\t", step: number) => {
    const parser = new DelimitedParser(delimiter);
    const out: string[][] = [];
    for (let i = 0; i < text.length; i += step) out.push(...parser.push(text.slice(i, i + step)));
    out.push(...parser.end());
    return out;
  };
  const csv = 'a,b,c\r\n1,"x, y","say ""hi"""\r\n2,"multi\r\nline",\r\n\r\n3,,"" \n';
  const expected = [["a", "b", "c"], ["1", "x, y", 'say "hi"'], ["2", "multi\r\nline", ""], ["3", "", " "]];

  it("handles quotes, embedded commas, quotes, CRLF inside fields and blank lines", () => {
    expect(parseAll(csv, ",", csv.length)).toEqual(expected);
  });
  it("gives the same records whatever the chunk boundaries (a CRLF or a \"\" split in two)", () => {
    for (let step = 1; step <= 7; step++) expect(parseAll(csv, ",", step)).toEqual(expected);
  });
  it("parses TSV, bare CR line ends and a last line without a line break", () => {
    expect(parseAll("h1\th2\rv1\tv,2\nv3\t", "\t", 3)).toEqual([["h1", "h2"], ["v1", "v,2"], ["v3", ""]]);
  });
  it("keeps a quote in the middle of an unquoted field literally", () => {
    expect(parseAll('5" screen,ok\n', ",", 2)).toEqual([['5" screen', "ok"]]);
  });
});

describe("decodeStream", () => {
  const text = "dt\tapp\n2024-05-01\tÉcole 🎯\n";
  it("drops the UTF-16LE BOM and joins a code unit or surrogate pair split across chunks", async () => {
    const body = utf16(text);
    for (const size of [1, 2, 3, 5]) expect((await collect(decodeStream(chunks(body, size), "utf-8"))).join("")).toBe(text);
  });
  it("a BOM overrides the fallback; without one the fallback applies", async () => {
    expect((await collect(decodeStream(chunks(Buffer.concat([BOM8, Buffer.from(text)]), 2), "utf-16le"))).join("")).toBe(text);
    expect((await collect(decodeStream(chunks(Buffer.from(text, "utf16le"), 4), "utf-16le"))).join("")).toBe(text);
    expect((await collect(decodeStream(chunks(Buffer.from("ab"), 1), "utf-8"))).join("")).toBe("ab");
  });
});

describe("parseRows", () => {
  it("turns a UTF-16LE TSV body into rows keyed by its header", async () => {
    const body = utf16("Ad Type\tCountry\tFrom App Name\r\n1\tUS\tMy \"App\"\r\n4\tDE\tÜber\r\n");
    const rows = await collect(parseRows(chunks(body, 3), { format: "tsv" }));
    expect(rows).toEqual([
      { "Ad Type": "1", Country: "US", "From App Name": 'My "App"' },
      { "Ad Type": "4", Country: "DE", "From App Name": "Über" },
    ]);
  });
  it("reads UTF-8 CSV with csv content type and keeps extra cells", async () => {
    const body = Buffer.from('dt,appId\n2024-05-01,"a,1",surplus\n2024-05-02\n');
    const rows = await collect(parseRows(chunks(body, 4), { format: "tsv", contentType: "text/csv;charset=utf-8" }));
    expect(rows).toEqual([{ dt: "2024-05-01", appId: "a,1", column3: "surplus" }, { dt: "2024-05-02" }]);
  });
  it("yields the header as the first record", async () => {
    expect(await collect(parseRecords(chunks(utf16("a\tb\n"), 2), { format: "tsv" }))).toEqual([["a", "b"]]);
  });
});

describe("streamToFile", () => {
  it("writes the exact bytes and reports rows, bytes and columns", async () => {
    const dir = await mkdtemp(join(tmpdir(), "stream-"));
    try {
      const body = utf16("dt\tappId\n2024-05-01\ta1\n2024-05-02\ta2\n");
      const path = join(dir, "result.tsv");
      const summary = await streamToFile(chunks(body, 5), path, { format: "tsv" });
      expect(summary).toEqual({ rows: 2, bytes: body.length, path, columns: ["dt", "appId"] });
      expect(Buffer.compare(await readFile(path), body)).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
