// The engine's resource requests (Check, Diff, Create, Read, Update, Delete), read straight from
// their protobuf bytes into the plain values the handlers take. The generated messages would first
// build a jspb object for every Struct, Value and ListValue, then `toJavaScript()` would walk them
// again, work that grows with the outputs each request carries. The values are those `Struct.toJavaScript()` gives: keys in sorted
// order (jspb's map iterates its keys sorted), the last of a repeated key, a Value with no kind
// refused. Fields the handlers do not read are skipped by their wire type.
import type { EngineProps as Props } from "../pulumi-json/property-bag";

/** What the resource handlers read of a request; a Struct the request leaves out is undefined. */
export interface ResourceRequest {
  urn: string;
  type: string;
  id: string;
  olds?: Props;
  news?: Props;
  properties?: Props;
  inputs?: Props;
}

type StringField = "urn" | "type" | "id";
type StructField = "olds" | "news" | "properties" | "inputs";
type FieldName = StringField | StructField;

export type ResourceMethod = "check" | "diff" | "create" | "read" | "update" | "delete";

/** Each method's fields the handlers read, by number (pulumi/proto/pulumi/provider.proto). */
const FIELDS: Readonly<Record<ResourceMethod, Readonly<Partial<Record<number, FieldName>>>>> = {
  check: { 1: "urn", 2: "olds", 3: "news", 7: "type" },
  diff: { 1: "id", 2: "urn", 3: "olds", 4: "news", 8: "type" },
  create: { 1: "urn", 2: "properties", 6: "type" },
  read: { 1: "id", 2: "urn", 3: "properties", 4: "inputs", 6: "type" },
  update: { 1: "id", 2: "urn", 3: "olds", 4: "news", 10: "type" },
  delete: { 1: "id", 2: "urn", 3: "properties", 7: "type" },
};

export const RESOURCE_METHODS = Object.keys(FIELDS) as ResourceMethod[];

const STRING_FIELDS: readonly FieldName[] = ["urn", "type", "id"];

const VARINT = 0;
const FIXED64 = 1;
const LENGTH_DELIMITED = 2;
const FIXED32 = 5;

/** A cursor over one message's bytes, from `pos` to `end`. */
class Reader {
  constructor(readonly bytes: Buffer, public pos: number, readonly end: number) {}

  get done(): boolean {
    return this.pos >= this.end;
  }

  /** A varint as a number: exact up to 2^53, which covers every tag, length, enum and bool. */
  varint(): number {
    let result = 0;
    let scale = 1;
    for (let i = 0; i < 10; i++) {
      if (this.pos >= this.end) throw new Error("a protobuf varint runs past its message");
      const byte = this.bytes[this.pos++]!;
      result += (byte & 0x7f) * scale;
      if (byte < 0x80) return result;
      scale *= 128;
    }
    throw new Error("a protobuf varint is longer than 10 bytes");
  }

  /** The bounds of a length-delimited field's contents, and the cursor past them. */
  delimited(): [number, number] {
    const length = this.varint();
    const start = this.pos;
    if (start + length > this.end) throw new Error("a protobuf field runs past its message");
    this.pos = start + length;
    return [start, this.pos];
  }

  string(): string {
    const [start, end] = this.delimited();
    return this.bytes.toString("utf8", start, end);
  }

  double(): number {
    if (this.pos + 8 > this.end) throw new Error("a protobuf double runs past its message");
    const value = this.bytes.readDoubleLE(this.pos);
    this.pos += 8;
    return value;
  }

  nested(): Reader {
    const [start, end] = this.delimited();
    return new Reader(this.bytes, start, end);
  }

  skip(wireType: number): void {
    switch (wireType) {
      case VARINT:
        this.varint();
        return;
      case FIXED64:
        this.pos += 8;
        break;
      case LENGTH_DELIMITED:
        this.delimited();
        return;
      case FIXED32:
        this.pos += 4;
        break;
      default:
        throw new Error(`unsupported protobuf wire type ${wireType}`);
    }
    if (this.pos > this.end) throw new Error("a protobuf field runs past its message");
  }
}

/** google.protobuf.Value: the last kind set wins; none set is refused, as toJavaScript refuses it. */
function readValue(reader: Reader): unknown {
  let value: unknown;
  let set = false;
  while (!reader.done) {
    const tag = reader.varint();
    const field = Math.floor(tag / 8);
    const wireType = tag & 7;
    if (field === 1 && wireType === VARINT) {
      reader.varint();
      value = null;
    } else if (field === 2 && wireType === FIXED64) value = reader.double();
    else if (field === 3 && wireType === LENGTH_DELIMITED) value = reader.string();
    else if (field === 4 && wireType === VARINT) value = reader.varint() !== 0;
    else if (field === 5 && wireType === LENGTH_DELIMITED) value = readStruct(reader.nested());
    else if (field === 6 && wireType === LENGTH_DELIMITED) value = readList(reader.nested());
    else {
      reader.skip(wireType);
      continue;
    }
    set = true;
  }
  if (!set) throw new Error("a protobuf Value holds no kind of value");
  return value;
}

/** google.protobuf.ListValue: its values in order. */
function readList(reader: Reader): unknown[] {
  const values: unknown[] = [];
  while (!reader.done) {
    const tag = reader.varint();
    if (tag === ((1 << 3) | LENGTH_DELIMITED)) values.push(readValue(reader.nested()));
    else reader.skip(tag & 7);
  }
  return values;
}

/** One entry of a Struct's map: its key ("" when absent) and its Value. */
function readEntry(reader: Reader): [string, unknown] {
  let key = "";
  let value: unknown;
  let hasValue = false;
  while (!reader.done) {
    const tag = reader.varint();
    if (tag === ((1 << 3) | LENGTH_DELIMITED)) key = reader.string();
    else if (tag === ((2 << 3) | LENGTH_DELIMITED)) {
      value = readValue(reader.nested());
      hasValue = true;
    } else reader.skip(tag & 7);
  }
  if (!hasValue) throw new Error(`a protobuf Struct's entry "${key}" holds no Value`);
  return [key, value];
}

/** google.protobuf.Struct: keys sorted, a repeated key's last value kept. */
function readStruct(reader: Reader): Props {
  const entries = new Map<string, unknown>();
  while (!reader.done) {
    const tag = reader.varint();
    if (tag === ((1 << 3) | LENGTH_DELIMITED)) {
      const [key, value] = readEntry(reader.nested());
      entries.delete(key);
      entries.set(key, value);
    } else reader.skip(tag & 7);
  }
  const props: Props = {};
  for (const key of [...entries.keys()].sort()) props[key] = entries.get(key);
  return props;
}

function isStringField(name: FieldName): name is StringField {
  return STRING_FIELDS.includes(name);
}

/** A resource request of `method` from its bytes. */
export function decodeResourceRequest(method: ResourceMethod, bytes: Buffer): ResourceRequest {
  const names = FIELDS[method];
  const request: ResourceRequest = { urn: "", type: "", id: "" };
  const reader = new Reader(bytes, 0, bytes.length);
  while (!reader.done) {
    const tag = reader.varint();
    const name = names[Math.floor(tag / 8)];
    if (name === undefined || (tag & 7) !== LENGTH_DELIMITED) reader.skip(tag & 7);
    else if (isStringField(name)) request[name] = reader.string();
    else request[name] = readStruct(reader.nested());
  }
  return request;
}
