// The plugin's answers to the engine's resource requests (Check, Diff, Create, Read, Update),
// written straight from plain values to their protobuf bytes. The generated messages would first
// build a jspb object for every Struct, Value and ListValue of the properties (Struct.fromJavaScript)
// and then walk them again to serialize them: in a refresh that was most of what was left of the
// plugin's protobuf work once the requests were read from their bytes (resource-requests.ts). The
// bytes are those the generated messages write: a Struct's keys in sorted order, a scalar field
// left out at its default, a null as the NullValue 0.
import { isEngineProps, type EngineProps as Props } from "../pulumi-json/property-bag";
import { asJson } from "../runtime/json-values";
import type { ResourceMethod } from "./resource-requests";

/** pulumirpc.PropertyDiff.Kind, by name. */
const PROPERTY_DIFF_KINDS = { ADD: 0, ADD_REPLACE: 1, DELETE: 2, DELETE_REPLACE: 3, UPDATE: 4, UPDATE_REPLACE: 5 } as const;
export type PropertyDiffKind = keyof typeof PROPERTY_DIFF_KINDS;

/** pulumirpc.DiffResponse.DiffChanges for a diff that has, or has not, changes. */
const DIFF_NONE = 1;
const DIFF_SOME = 2;

export interface CheckAnswer {
  inputs: Props;
  failures: readonly { property: string; reason: string }[];
}

export interface DiffAnswer {
  changes: boolean;
  replaces: readonly string[];
  deleteBeforeReplace: boolean;
  /** The changed top-level properties. */
  diffs: readonly string[];
  /** Each changed path's kind, in the order given (the bytes sort them, as the generated map does). */
  detailedDiff: readonly { path: string; kind: PropertyDiffKind; inputDiff: boolean }[];
  hasDetailedDiff: boolean;
}

export interface CreateAnswer {
  id: string;
  properties: Props;
}

/** A resource that is gone has an empty id and no properties. */
export interface ReadAnswer {
  id: string;
  properties?: Props;
  inputs?: Props;
}

export interface UpdateAnswer {
  properties: Props;
}

export interface ResourceAnswers {
  check: CheckAnswer;
  diff: DiffAnswer;
  create: CreateAnswer;
  read: ReadAnswer;
  update: UpdateAnswer;
}

const VARINT = 0;
const FIXED64 = 1;
const LENGTH_DELIMITED = 2;

/** The largest UTF-16 length whose UTF-8 bytes (at most 3 per unit) surely fit a one-byte length. */
const SHORT_STRING = 42;

/** Protobuf bytes written into a buffer that grows as needed; nested messages get their length when they end. */
class Writer {
  private bytes = Buffer.allocUnsafe(512);
  private pos = 0;

  private room(count: number): void {
    if (this.pos + count <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.pos + count));
    this.bytes.copy(grown, 0, 0, this.pos);
    this.bytes = grown;
  }

  /** Writes a varint at `at` (room already made) and returns the position after it. */
  private varintAt(value: number, at: number): number {
    let rest = value;
    let next = at;
    while (rest >= 0x80) {
      this.bytes[next++] = (rest & 0x7f) | 0x80;
      rest >>>= 7;
    }
    this.bytes[next++] = rest;
    return next;
  }

  private varint(value: number): void {
    this.room(5);
    this.pos = this.varintAt(value, this.pos);
  }

  private tag(field: number, wireType: number): void {
    this.varint((field << 3) | wireType);
  }

  /** A varint field (an enum, a bool as 0 or 1). */
  number(field: number, value: number): void {
    this.tag(field, VARINT);
    this.varint(value);
  }

  double(field: number, value: number): void {
    this.tag(field, FIXED64);
    this.room(8);
    this.pos = this.bytes.writeDoubleLE(value, this.pos);
  }

  string(field: number, value: string): void {
    this.tag(field, LENGTH_DELIMITED);
    if (value.length <= SHORT_STRING) {
      this.room(1 + value.length * 3);
      const written = this.bytes.write(value, this.pos + 1, "utf8");
      this.bytes[this.pos] = written;
      this.pos += 1 + written;
      return;
    }
    const length = Buffer.byteLength(value, "utf8");
    this.varint(length);
    this.room(length);
    this.pos += this.bytes.write(value, this.pos, length, "utf8");
  }

  /** Opens a nested message: one byte is kept for its length, which end() fills in. */
  begin(field: number): number {
    this.tag(field, LENGTH_DELIMITED);
    this.room(1);
    return this.pos++;
  }

  end(start: number): void {
    const length = this.pos - start - 1;
    if (length < 0x80) {
      this.bytes[start] = length;
      return;
    }
    let size = 1;
    for (let rest = length; rest >= 0x80; rest >>>= 7) size++;
    this.room(size - 1);
    this.bytes.copyWithin(start + size, start + 1, this.pos);
    this.pos += size - 1;
    this.varintAt(length, start);
  }

  done(): Buffer {
    return this.bytes.subarray(0, this.pos);
  }
}

/** google.protobuf.Value of a JSON value. */
function writeValue(writer: Writer, value: unknown): void {
  if (value === null) writer.number(1, 0);
  else if (typeof value === "number") writer.double(2, value);
  else if (typeof value === "string") writer.string(3, value);
  else if (typeof value === "boolean") writer.number(4, value ? 1 : 0);
  else if (Array.isArray(value)) {
    const list = writer.begin(6);
    for (const item of value) {
      const entry = writer.begin(1);
      writeValue(writer, item);
      writer.end(entry);
    }
    writer.end(list);
  } else if (isEngineProps(value)) {
    const struct = writer.begin(5);
    writeFields(writer, value);
    writer.end(struct);
  } else throw new Error(`a ${typeof value} cannot be sent as a protobuf Value`);
}

/** A google.protobuf.Struct's fields: one map entry per key, keys sorted. */
function writeFields(writer: Writer, props: Props): void {
  for (const key of Object.keys(props).sort()) {
    const entry = writer.begin(1);
    writer.string(1, key);
    const value = writer.begin(2);
    writeValue(writer, props[key]);
    writer.end(value);
    writer.end(entry);
  }
}

/** A Struct field of a message, as a JSON round trip leaves its value (the Struct has no undefined). */
function writeStruct(writer: Writer, field: number, props: Props): void {
  const struct = writer.begin(field);
  writeFields(writer, asJson(props));
  writer.end(struct);
}

function writeStrings(writer: Writer, field: number, values: readonly string[]): void {
  for (const value of values) writer.string(field, value);
}

function encodeCheck(answer: CheckAnswer, writer: Writer): void {
  writeStruct(writer, 1, answer.inputs);
  for (const failure of answer.failures) {
    const message = writer.begin(2);
    if (failure.property) writer.string(1, failure.property);
    if (failure.reason) writer.string(2, failure.reason);
    writer.end(message);
  }
}

function encodeDiff(answer: DiffAnswer, writer: Writer): void {
  writeStrings(writer, 1, answer.replaces);
  if (answer.deleteBeforeReplace) writer.number(3, 1);
  writer.number(4, answer.changes ? DIFF_SOME : DIFF_NONE);
  writeStrings(writer, 5, answer.diffs);
  const byPath = new Map(answer.detailedDiff.map((d) => [d.path, d]));
  for (const path of [...byPath.keys()].sort()) {
    const { kind, inputDiff } = byPath.get(path)!;
    const entry = writer.begin(6);
    writer.string(1, path);
    const diff = writer.begin(2);
    if (PROPERTY_DIFF_KINDS[kind] !== 0) writer.number(1, PROPERTY_DIFF_KINDS[kind]);
    if (inputDiff) writer.number(2, 1);
    writer.end(diff);
    writer.end(entry);
  }
  if (answer.hasDetailedDiff) writer.number(7, 1);
}

function encodeCreate(answer: CreateAnswer, writer: Writer): void {
  if (answer.id) writer.string(1, answer.id);
  writeStruct(writer, 2, answer.properties);
}

function encodeRead(answer: ReadAnswer, writer: Writer): void {
  if (answer.id) writer.string(1, answer.id);
  if (answer.properties) writeStruct(writer, 2, answer.properties);
  if (answer.inputs) writeStruct(writer, 3, answer.inputs);
}

function encodeUpdate(answer: UpdateAnswer, writer: Writer): void {
  writeStruct(writer, 1, answer.properties);
}

/** Delete answers Empty, written by the SDK. */
type AnsweredMethod = Exclude<ResourceMethod, "delete">;

const ENCODERS: { readonly [M in AnsweredMethod]: (answer: ResourceAnswers[M], writer: Writer) => void } = {
  check: encodeCheck,
  diff: encodeDiff,
  create: encodeCreate,
  read: encodeRead,
  update: encodeUpdate,
};

/** The bytes of `method`'s response carrying `answer`. */
export function encodeResourceResponse<M extends AnsweredMethod>(method: M, answer: ResourceAnswers[M]): Buffer {
  const writer = new Writer();
  (ENCODERS[method] as (answer: ResourceAnswers[M], writer: Writer) => void)(answer, writer);
  return writer.done();
}
