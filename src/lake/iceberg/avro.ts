/**
 * Avro object container files (the Iceberg manifests and manifest lists), written and read with avsc:
 * the whole file in memory (a manifest of pix's tables is a few kilobytes, a manifest list under a
 * megabyte). The schema is kept as given, so its Iceberg `field-id` attributes reach the file's header.
 */
import { Buffer } from "node:buffer";
import { streams } from "avsc";

type Schema = Record<string, unknown>;

/** One container file: `schema`'s records in one block, with `metadata` in the header. */
export function encodeContainer(
  schema: Schema,
  records: readonly unknown[],
  metadata: Record<string, string>,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const encoder = new streams.BlockEncoder(
      schema as never,
      {
        codec: "null",
        writeHeader: true,
        // The header's metadata as bytes, as the container format stores it.
        metadata: Object.fromEntries(
          Object.entries(metadata).map(([key, value]) => [key, Buffer.from(value, "utf8")]),
        ),
      } as never,
    );
    const chunks: Uint8Array[] = [];
    encoder.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    encoder.on("end", () => resolve(concatBytes(chunks)));
    encoder.on("error", reject);
    for (const record of records) encoder.write(record);
    encoder.end();
  });
}

/** The records of a container file and its header's metadata (as text). */
export function decodeContainer<T>(
  bytes: Uint8Array,
): Promise<{ records: T[]; metadata: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const decoder = new streams.BlockDecoder({ noDecode: false });
    const records: T[] = [];
    let metadata: Record<string, string> = {};
    decoder.on("metadata", (_type: unknown, _codec: string, header: { meta: Record<string, Uint8Array> }) => {
      metadata = Object.fromEntries(
        Object.entries(header.meta).map(([key, value]) => [key, new TextDecoder().decode(value)]),
      );
    });
    decoder.on("data", (record: T) => records.push(record));
    decoder.on("end", () => resolve({ records, metadata }));
    decoder.on("error", reject);
    decoder.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
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
