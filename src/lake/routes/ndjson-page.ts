/**
 * The one paged answer of the lake's NDJSON tapes (a snapshot's quote rows, a minute's trade prints):
 * the page is checked against the rows, its rows are read as the stored bytes and spliced into the
 * envelope's JSON, so every row in the response is exactly the stored line (no parse, no
 * re-serialisation that could reorder members or reformat numbers), with the page links in the body
 * and in the `Link` header (RFC 8288).
 */
import type { Context } from "hono";
import { envelope } from "../../platform/http/envelope.ts";
import { pageLinkHeader } from "../../platform/http/link-header.ts";
import { pageCount, pageLinks, pageNotFound } from "../../platform/http/pages.ts";
import { readLake } from "./shared.ts";

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

/** A page of an NDJSON tape, as one route answers it. */
export interface NdjsonPage {
  page: number;
  pageSize: number;
  /** Rows of the tape (or of the selection) the pages cover. */
  totalRows: number;
  /** Index of the selection's first row in the tape (0: the whole tape). */
  firstRow?: number;
  /** What the pages are of, in the page-not-found detail ("this snapshot"). */
  of: string;
  /** What a failed read says it was reading ("lake snapshot"). */
  what: string;
  /** The bytes of `count` whole lines from row `first` of the tape. */
  readRows(first: number, count: number): Promise<Uint8Array>;
  /** The path of page `n`. */
  pageLink(n: number): string;
  /** Links after the page links (the resources around the tape). */
  links: Record<string, string>;
  /** The envelope's `data`, `rows` appended as its last member. */
  data: { type: string } & Record<string, unknown>;
  /** `meta` after `pagination`. */
  meta: Record<string, unknown>;
  cacheControl: string;
}

/** Answers page `page` of the tape: 404 page-not-found past the last page (an empty tape has one, empty). */
export async function answerNdjsonPage(c: Context, p: NdjsonPage): Promise<Response> {
  const { page, pageSize, totalRows } = p;
  const totalPages = pageCount(totalRows, pageSize);
  if (page > totalPages) throw pageNotFound(page, totalPages, p.of, pageSize, totalRows);
  const start = p.firstRow ?? 0;
  const first = start + (page - 1) * pageSize;
  const count = Math.min(pageSize, start + totalRows - first);
  const rowItems = await readLake(p.what, async () =>
    ndjsonAsArrayItems(await p.readRows(first, count), count),
  );

  const links = pageLinks(p.pageLink, page, totalPages);
  Object.assign(links, p.links);
  const shell = envelope(p.data, links, {
    pagination: { page, page_size: pageSize, total_rows: totalRows, total_pages: totalPages },
    ...p.meta,
  });
  const link = pageLinkHeader(links);
  const body = spliceQuotesBody(shell.data, rowItems, shell.meta, shell.links);
  return c.body(body, 200, {
    "Content-Type": "application/json",
    "Cache-Control": p.cacheControl,
    // The same page links for clients that follow RFC 8288 headers rather than the body.
    ...(link === undefined ? {} : { Link: link }),
  });
}
