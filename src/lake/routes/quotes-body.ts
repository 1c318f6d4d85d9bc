/**
 * Builds a quotes response body by splicing the tape's NDJSON bytes into the envelope's JSON, so every
 * row in the response is exactly the stored line (no parse, no re-serialisation that could reorder
 * members or reformat numbers).
 */

const NEWLINE = 0x0a;
const COMMA = 0x2c;

/**
 * The rows as the items of a JSON array: each line's terminating newline becomes the separator comma,
 * the last one is dropped. JSON.stringify escapes newlines inside strings and UTF-8 never uses 0x0A in
 * a multi-byte sequence, so the only 0x0A bytes in a tape are line ends. Rewrites `ndjson` in place.
 * Throws when the bytes are not exactly `expectedRows` whole lines (an index that does not match its tape).
 */
export function ndjsonAsArrayItems(ndjson: Uint8Array, expectedRows: number): Uint8Array {
  if (expectedRows === 0) {
    if (ndjson.byteLength !== 0) throw new Error("tape bytes given for an empty page");
    return ndjson;
  }
  if (ndjson[ndjson.byteLength - 1] !== NEWLINE) throw new Error("tape slice does not end a line");
  const items = ndjson.subarray(0, ndjson.byteLength - 1);
  let lines = 1;
  for (let at = items.indexOf(NEWLINE); at !== -1; at = items.indexOf(NEWLINE, at + 1)) {
    items[at] = COMMA;
    lines++;
  }
  if (lines !== expectedRows) throw new Error(`tape slice holds ${lines} lines, index says ${expectedRows}`);
  return items;
}

/**
 * `envelope` with `data.rows` spliced in: `data` is written without its closing brace and `rows` is
 * appended as its last member, followed by `meta` and `links`.
 */
export function spliceQuotesBody(
  data: Record<string, unknown>,
  rowItems: Uint8Array,
  meta: Record<string, unknown>,
  links: Record<string, string>,
): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const dataJson = JSON.stringify(data);
  const open = dataJson === "{}" ? "{" : `${dataJson.slice(0, -1)},`;
  const head = encoder.encode(`{"data":${open}"rows":[`);
  const tail = encoder.encode(`]},"meta":${JSON.stringify(meta)},"links":${JSON.stringify(links)}}`);
  const body = new Uint8Array(head.byteLength + rowItems.byteLength + tail.byteLength);
  body.set(head, 0);
  body.set(rowItems, head.byteLength);
  body.set(tail, head.byteLength + rowItems.byteLength);
  return body;
}
