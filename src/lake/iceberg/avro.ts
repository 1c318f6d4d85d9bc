/**
 * Avro object container files (the Iceberg manifests and manifest lists), written and read whole in
 * memory (a manifest of pix's tables is a few kilobytes, a manifest list under a megabyte): the binary
 * encoding of the Avro specification for the types Iceberg's manifests use (null, boolean, int, long,
 * string, bytes, records, arrays, unions; logical types as their underlying type), one block, the null
 * codec, the schema kept as given so its Iceberg `field-id` attributes reach the header.
 *
 * Written here rather than with an Avro library: the well-kept JavaScript ones (avsc, Apache's avro-js)
 * compile their readers and writers with `new Function`, which Workers refuse. The tests check these
 * bytes with avsc (test/lake/iceberg/avro.unit.test.ts) and read the tables with icebird.
 */
type AvroType = string | AvroType[] | { type: string; [member: string]: unknown };

const MAGIC = [0x4f, 0x62, 0x6a, 0x01]; // "Obj" 1

class Writer {
  private bytes = new Uint8Array(1024);
  length = 0;

  private room(n: number) {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  raw(data: ArrayLike<number>) {
    this.room(data.length);
    this.bytes.set(data, this.length);
    this.length += data.length;
  }

  /** A zig-zag varint (int and long); exact for every safe integer. */
  long(value: number) {
    if (!Number.isSafeInteger(value)) throw new Error(`avro: ${value} is not a safe integer`);
    let n = value >= 0 ? value * 2 : -value * 2 - 1;
    this.room(10);
    while (n >= 0x80) {
      this.bytes[this.length++] = (n % 0x80) | 0x80;
      n = Math.floor(n / 0x80);
    }
    this.bytes[this.length++] = n;
  }

  blob(data: Uint8Array) {
    this.long(data.byteLength);
    this.raw(data);
  }

  done(): Uint8Array<ArrayBuffer> {
    return this.bytes.slice(0, this.length);
  }
}

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

function branchOf(type: AvroType): string {
  return typeof type === "string" ? type : Array.isArray(type) ? "union" : type.type;
}

function matches(type: AvroType, value: unknown): boolean {
  switch (branchOf(type)) {
    case "null":
      return value === null || value === undefined;
    case "boolean":
      return typeof value === "boolean";
    case "int":
    case "long":
      return typeof value === "number" || typeof value === "bigint";
    case "string":
      return typeof value === "string";
    case "bytes":
      return value instanceof Uint8Array;
    case "array":
      return Array.isArray(value);
    case "record":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    default:
      return false;
  }
}

function write(out: Writer, type: AvroType, value: unknown): void {
  if (Array.isArray(type)) {
    const index = type.findIndex((branch) => matches(branch, value));
    if (index < 0) throw new Error(`avro: no branch of ${JSON.stringify(type)} holds ${String(value)}`);
    out.long(index);
    write(out, type[index] as AvroType, value);
    return;
  }
  const name = branchOf(type);
  switch (name) {
    case "null":
      return;
    case "boolean":
      out.raw([value ? 1 : 0]);
      return;
    case "int":
    case "long":
      out.long(Number(value));
      return;
    case "string":
      out.blob(utf8.encode(value as string));
      return;
    case "bytes":
      out.blob(value as Uint8Array);
      return;
    case "array": {
      const items = value as unknown[];
      if (items.length > 0) {
        out.long(items.length);
        for (const item of items) write(out, (type as unknown as { items: AvroType }).items, item);
      }
      out.long(0);
      return;
    }
    case "record": {
      const record = value as Record<string, unknown>;
      for (const field of (type as unknown as { fields: { name: string; type: AvroType }[] }).fields) {
        write(out, field.type, record[field.name] ?? null);
      }
      return;
    }
    default:
      throw new Error(`avro: type ${name} is not supported`);
  }
}

/** One container file: `schema`'s records in one block, with `metadata` in the header. */
export function encodeContainer(
  schema: object,
  records: readonly unknown[],
  metadata: Record<string, string>,
): Uint8Array<ArrayBuffer> {
  const out = new Writer();
  out.raw(MAGIC);
  const meta = { ...metadata, "avro.schema": JSON.stringify(schema), "avro.codec": "null" };
  const entries = Object.entries(meta);
  out.long(entries.length);
  for (const [key, value] of entries) {
    out.blob(utf8.encode(key));
    out.blob(utf8.encode(value));
  }
  out.long(0);
  const sync = crypto.getRandomValues(new Uint8Array(16));
  out.raw(sync);
  if (records.length > 0) {
    const block = new Writer();
    for (const record of records) write(block, schema as AvroType, record);
    out.long(records.length);
    out.blob(block.done());
    out.raw(sync);
  }
  return out.done();
}

class Reader {
  at = 0;
  private readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  long(): number {
    let n = 0;
    let scale = 1;
    for (;;) {
      const byte = this.bytes[this.at++];
      if (byte === undefined) throw new Error("avro: truncated varint");
      n += (byte & 0x7f) * scale;
      if (byte < 0x80) break;
      scale *= 0x80;
    }
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  }

  take(n: number): Uint8Array {
    if (this.at + n > this.bytes.byteLength) throw new Error("avro: truncated data");
    const part = this.bytes.subarray(this.at, this.at + n);
    this.at += n;
    return part;
  }

  blob(): Uint8Array {
    return this.take(this.long());
  }
}

function read(input: Reader, type: AvroType): unknown {
  if (Array.isArray(type)) return read(input, type[input.long()] as AvroType);
  const name = branchOf(type);
  switch (name) {
    case "null":
      return null;
    case "boolean":
      return input.take(1)[0] === 1;
    case "int":
    case "long":
      return input.long();
    case "string":
      return fromUtf8.decode(input.blob());
    case "bytes":
      return input.blob().slice();
    case "array": {
      const items: unknown[] = [];
      for (let count = input.long(); count !== 0; count = input.long()) {
        if (count < 0) {
          input.long(); // the block's size in bytes
          count = -count;
        }
        for (let i = 0; i < count; i++)
          items.push(read(input, (type as unknown as { items: AvroType }).items));
      }
      return items;
    }
    case "record": {
      const record: Record<string, unknown> = {};
      for (const field of (type as unknown as { fields: { name: string; type: AvroType }[] }).fields) {
        record[field.name] = read(input, field.type);
      }
      return record;
    }
    default:
      throw new Error(`avro: type ${name} is not supported`);
  }
}

/** The records of a container file (null codec) and its header's metadata, by the file's own schema. */
export function decodeContainer<T>(bytes: Uint8Array): { records: T[]; metadata: Record<string, string> } {
  const input = new Reader(bytes);
  if (!MAGIC.every((b, i) => bytes[i] === b)) throw new Error("avro: not an object container file");
  input.at = MAGIC.length;
  const metadata: Record<string, string> = {};
  for (let count = input.long(); count !== 0; count = input.long()) {
    if (count < 0) {
      input.long();
      count = -count;
    }
    for (let i = 0; i < count; i++) metadata[fromUtf8.decode(input.blob())] = fromUtf8.decode(input.blob());
  }
  const sync = input.take(16).slice();
  const codec = metadata["avro.codec"] ?? "null";
  if (codec !== "null") throw new Error(`avro: codec ${codec} is not supported`);
  const schema = JSON.parse(metadata["avro.schema"] ?? "null") as AvroType;
  const records: T[] = [];
  while (input.at < bytes.byteLength) {
    const count = input.long();
    const block = new Reader(input.blob());
    for (let i = 0; i < count; i++) records.push(read(block, schema) as T);
    const marker = input.take(16);
    if (!marker.every((b, i) => b === sync[i])) throw new Error("avro: a block's sync marker does not match");
  }
  return { records, metadata };
}

export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
