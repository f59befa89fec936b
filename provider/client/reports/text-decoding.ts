// Picks the text decoding of an analytics job result (UTF-16LE TSV by default, UTF-8 CSV
// with csv_format=CSV). A byte-order mark wins over the Content-Type charset, which wins over the
// format's default. TextDecoder in streaming mode keeps a UTF-16 code unit (or surrogate pair, or
// UTF-8 sequence) split across chunks until its other half arrives, and drops the BOM.

import { TextDecoder } from "node:util";

export type ResultEncoding = "utf-16le" | "utf-16be" | "utf-8";

export function charsetOf(contentType: string | undefined): ResultEncoding | undefined {
  const match = /charset\s*=\s*"?([\w-]+)"?/i.exec(contentType ?? "");
  const charset = match?.[1].toLowerCase();
  if (!charset) return undefined;
  if (charset === "utf-16le" || charset === "utf-16") return "utf-16le";
  if (charset === "utf-16be") return "utf-16be";
  if (charset === "utf-8" || charset === "utf8") return "utf-8";
  return undefined;
}

export function sniffBom(head: Uint8Array): ResultEncoding | undefined {
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  if (head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return "utf-8";
  return undefined;
}

/**
 * Decodes a byte stream to text chunks. The first bytes are held until three have arrived (or
 * the stream ends) so the BOM can be recognised even when it is split across chunks.
 */
export async function* decodeStream(
  body: AsyncIterable<Uint8Array>,
  fallback: ResultEncoding,
): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let head: Uint8Array = new Uint8Array(0);
  for await (const chunk of body) {
    let bytes: Uint8Array = chunk;
    if (!decoder) {
      head = concat(head, chunk);
      if (head.length < 3) continue;
      decoder = new TextDecoder(sniffBom(head) ?? fallback);
      bytes = head;
    }
    const text = decoder.decode(bytes, { stream: true });
    if (text) yield text;
  }
  let tail: string;
  if (decoder) tail = decoder.decode();
  else tail = new TextDecoder(sniffBom(head) ?? fallback).decode(head); // fewer than three bytes in all
  if (tail) yield tail;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
