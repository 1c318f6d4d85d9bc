import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import {
  COMMON_READ_PROBLEMS,
  NOT_MODIFIED_RESPONSE,
  problemResponsesAt,
  READ_HEADERS,
} from "../../platform/http/openapi-responses.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { dayParquetKey } from "../keys.ts";
import { PARQUET_CONTENT_TYPE } from "../parquet.ts";
import { DayParams } from "./schema.ts";
import { LAKE_BASE, readLake, resolveVenue, venuePath } from "./shared.ts";

const parquetBody = { [PARQUET_CONTENT_TYPE]: { schema: z.string().openapi({ format: "binary" }) } };

const route = createRoute({
  method: "get",
  path: `${LAKE_BASE}/venues/{venue}/days/{date}/parquet`,
  operationId: "getLakeDayParquet",
  tags: ["Lake"],
  summary: "One closed UTC day of a venue as a Parquet file",
  description:
    "Every row of every snapshot of the day, in order, as one Apache Parquet file: the lake row's members as columns (decimals as exact UTF-8 strings, instants as UTC millisecond timestamps, nullable members as optional columns, `native` as a group) plus `cycle_start`, the snapshot each row belongs to. The file's key-value metadata names the row schema and lists each snapshot's row count and completeness. A day is compacted at 00:15 UTC the next day; until then, and past the Parquet retention, it answers 404 lake-parquet-not-found (see the venue's `days`). The file never changes once written: strong ETag, cached for 3,600 s. A single `Range: bytes=` range is answered 206, so DuckDB or Polars can read the file over HTTP; any other Range gets the whole file. Same access rules as the rest of the lake.",
  request: { params: DayParams },
  responses: {
    200: {
      description: "The day's Parquet file.",
      headers: {
        ...READ_HEADERS,
        "Content-Disposition": {
          description: "attachment; filename=`{venue}-{date}.parquet`.",
          schema: { type: "string" },
        },
      },
      content: parquetBody,
    },
    206: {
      description: "One byte range of the file, for readers that fetch its footer and row groups remotely.",
      headers: {
        ...READ_HEADERS,
        "Content-Range": { description: "`bytes first-last/size`.", schema: { type: "string" } },
      },
      content: parquetBody,
    },
    ...NOT_MODIFIED_RESPONSE,
    // The examples of this route have always been answered at /api/admin; the document keeps them so.
    ...problemResponsesAt(
      "/api/admin",
      ...COMMON_READ_PROBLEMS,
      "venue-not-found",
      "venue-excluded",
      "lake-parquet-not-found",
    ),
  },
});

/**
 * One `bytes=` range of a Range header within a file of `size` bytes, as an R2 range. Several ranges,
 * a malformed one or one past the end give null: the whole file is served, as RFC 9110 allows.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { offset: number; length: number } | null {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? "");
  if (!match || size === 0) return null;
  const [, first = "", last = ""] = match;
  if (first === "") {
    const suffix = Number(last);
    if (last === "" || suffix === 0) return null;
    return { offset: Math.max(0, size - suffix), length: Math.min(suffix, size) };
  }
  const offset = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (offset >= size || end < offset) return null;
  return { offset, length: end - offset + 1 };
}

export function registerGetDayParquet(app: App) {
  app.openapi(route, async (c) => {
    const { venue: raw, date } = c.req.valid("param");
    const profile = resolveVenue(c, raw);
    const key = dayParquetKey(profile.venue, date);
    const rangeHeader = c.req.header("Range");
    // A ranged read needs the file's size first; a whole-file read does not.
    const head = rangeHeader ? await readLake("lake parquet file", () => c.env.LAKE.head(key)) : undefined;
    const range = head ? byteRange(rangeHeader, head.size) : null;
    const object =
      head === null
        ? null
        : await readLake("lake parquet file", () => c.env.LAKE.get(key, range ? { range } : {}));
    if (!object) {
      throw new ProblemError("lake-parquet-not-found", {
        detail: `${profile.name} has no Parquet file for ${date}. Compacted days: ${venuePath(profile.venue)} (\`days[].parquet\`).`,
      });
    }
    // The stored bytes are the representation: R2's entity tag is theirs, and the ETag middleware
    // answers If-None-Match with it (cancelling the body) without reading the file.
    const headers: Record<string, string> = {
      "Content-Type": PARQUET_CONTENT_TYPE,
      "Content-Length": String(range ? range.length : object.size),
      "Content-Disposition": `attachment; filename="${profile.venue}-${date}.parquet"`,
      "Accept-Ranges": "bytes",
      "Cache-Control": CACHE_POLICIES.sealed,
      ETag: object.httpEtag,
    };
    if (!range) return c.body(object.body, 200, headers);
    headers["Content-Range"] = `bytes ${range.offset}-${range.offset + range.length - 1}/${object.size}`;
    return c.body(object.body, 206, headers);
  });
}
