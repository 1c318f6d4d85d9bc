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
import { DAY_FILE_KINDS, type DayFileKind, dayFileKey } from "../keys.ts";
import { PARQUET_CONTENT_TYPE } from "../parquet.ts";
import { isRemoved } from "../store/lake-parquet-catalogue.ts";
import { readParquetCatalog } from "../store/lake-reads.ts";
import { DAY_MEMBERS, PARQUET_ROUTE_NAMES } from "./days.ts";
import { DayParams } from "./schema.ts";
import { LAKE_BASE, readLake, resolveVenue, venuePath } from "./shared.ts";

const parquetBody = { [PARQUET_CONTENT_TYPE]: { schema: z.string().openapi({ format: "binary" }) } };

/** What differs between the downloads of a day's Parquet files, by kind. */
const DOWNLOADS: Record<
  DayFileKind,
  { operationId: string; summary: string; what: string; fileSuffix: string; instance: string }
> = {
  quotes: {
    operationId: "getLakeDayParquet",
    summary: "One closed UTC day of a venue as a Parquet file",
    what: "Every row of every snapshot of the day, in order, as one Apache Parquet file: the lake row's members as columns (decimals as exact UTF-8 strings, instants as UTC millisecond timestamps, nullable members as optional columns, `native` as a group) plus `cycle_start`, the snapshot each row belongs to. The file's key-value metadata names the row schema and lists each snapshot's row count and completeness.",
    fileSuffix: "",
    // The examples of this route have always been answered at /api/admin; the document keeps them so.
    instance: "/api/admin",
  },
  books: {
    operationId: "getLakeDayBooksParquet",
    summary: "One closed UTC day of a venue's book tape as a Parquet file",
    what: "Every level of every book of the day's book tape, in tape order, as one Apache Parquet file with one row per level: `cycle_start` and `observed_at` (UTC millisecond timestamps), `market_id`, `outcome`, `token_id` (null on venues without outcome tokens), `side` (`bid` or `ask`), `level` (INT32, 1 = best) and `price`, `size` (exact decimal strings). An outcome book without levels has no row; a venue-day without a book tape has a file without rows. The file's key-value metadata names its layout (`pix.book_schema`).",
    fileSuffix: "-books",
    instance: LAKE_BASE,
  },
  trades: {
    operationId: "getLakeDayTradesParquet",
    summary: "One closed UTC day of a venue's trade tape as a Parquet file",
    what: "Every trade print of the day's trade tape, in tape order (minute, then market, outcome token, venue time and trade id), as one Apache Parquet file with one row per print: `cycle_start` (the minute whose prints it is: venue time in the 60 s before it), `venue_time` and `received_at` (UTC millisecond timestamps), `trade_id`, `market_id`, `token_id` and `outcome` (null on venues without outcome tokens), `price`, `size` (exact decimal strings) and `taker_side`. A collected day without trade tape has a file without rows. The file's key-value metadata names its layout (`pix.trade_schema`) and lists every minute with taped prints (`pix.minutes`: `at`, `rows`, and `completeness`, `incomplete` when the venue's listing of that minute could not be read in full).",
    fileSuffix: "-trades",
    instance: LAKE_BASE,
  },
  outcomes: {
    operationId: "getLakeDayOutcomesParquet",
    summary: "The market outcomes a venue's UTC day committed, as a Parquet file",
    what: "Every market outcome pix committed on the day (signed, or recorded unsigned without a signing key: `signed_at` in the day), as `GET /api/v1/outcomes` serves it, as one Apache Parquet file with one row per market: its members as columns (decimals, including the horizon mids exactly as taped, as exact UTF-8 strings; instants as UTC millisecond timestamps; the horizons as `target_15m`, `mid_15m`, `observed_at_15m` … `observed_at_30d`; `settlement_sources` and `signature` as JSON text). A market committed again later (settled, amended, its horizons read) has a row in that later day's file too: its current outcome is its row of the latest `signed_at`. The file's key-value metadata names its layout (`pix.outcome_schema`).",
    fileSuffix: "-outcomes",
    instance: LAKE_BASE,
  },
  basis: {
    operationId: "getLakeDayBasisParquet",
    summary: "The equivalence pairs' minute basis of a UTC day, as a Parquet file",
    what: "Every quoted minute of the day of every equivalence pair whose leg a is on the venue (Kalshi; a Polymarket day's file has no rows) and that was active when the minute's hour was stored, as GET /api/v1/equivalence/pairs/{pair_id}/basis computes it, as one Apache Parquet file with one row per pair and minute, by pair then minute: `pair_id`, `minute` (UTC millisecond timestamp), `venue_a`, `market_a`, `venue_b`, `market_b`, `polarity`, and `mid_a`, `mid_b` (leg b in the pair's common polarity) and `mid_basis` (exact decimal strings). A minute where a leg was not quoted on a two-sided book has no row. The file's key-value metadata names its layout (`pix.basis_schema`).",
    fileSuffix: "-basis",
    instance: LAKE_BASE,
  },
  index_distributions: {
    operationId: "getLakeDayIndexDistributionsParquet",
    summary: "The public indices' committed distributions of a UTC day, as a Parquet file",
    what: "Every committed five-minute round of the day of every public index whose minute cycle stored a distribution (the distributions GET /api/v1/indices/{id}/outcomes and GET /api/v1/calibration score), as one Apache Parquet file with one row per bucket, by index, round and bucket: `symbol`, `series_id` (the official monthly series the index is scored against, null for an index pix does not score), `round_id`, `observed_at`, `computed_at` (UTC millisecond timestamps), `bucket` (INT32, the bucket's place, 0 = lowest), `label`, `low` and `high` (DOUBLE, null for an open tail), `low_inclusive`, `high_inclusive`, `representative` and `probability` (DOUBLE), exactly as GET /api/v1/indices/{id}/distributions serves them. An index pools the venues: the file is one object a day, the same under every venue. The file's key-value metadata names its layout (`pix.distribution_schema`).",
    fileSuffix: "-index-distributions",
    instance: LAKE_BASE,
  },
  official_prints: {
    operationId: "getLakeDayOfficialPrintsParquet",
    summary: "The official prints released in a UTC day, as a Parquet file",
    what: "Every official print pix first read on the day (a first print or a revision, `released_at` in the day), of every series pix collects, as one Apache Parquet file with one row per print, by series, period and revision: `series_id`, `period`, `revision` (INT32, 0 = first print), `value` (exact decimal string), `preliminary`, `released_at` and `released_after` (UTC millisecond timestamps: the release lies between pix's previous read and this one; null `released_after` for a back-fill), `vintage`, and for the indices' scores `settles_on` (`first_print` or `latest`), `index_value` (`level`, `year_over_year_percent` or `month_change`), `base_period` and `base_value` (the earlier period the index's value needs and its settling print, when the file was written) and `previous_released_at` (the previous period's first print's release). Not of a venue: the file is one object a day, the same under every venue. The file's key-value metadata names its layout (`pix.print_schema`).",
    fileSuffix: "-official-prints",
    instance: LAKE_BASE,
  },
};

const parquetRoute = (kind: DayFileKind) => {
  const download = DOWNLOADS[kind];
  return createRoute({
    method: "get",
    path: `${LAKE_BASE}/venues/{venue}/days/{date}/${PARQUET_ROUTE_NAMES[kind]}`,
    operationId: download.operationId,
    tags: ["Lake"],
    summary: download.summary,
    description: `${download.what} A day is compacted at 00:15 UTC the next day; until then, and past the Parquet retention, it answers 404 lake-parquet-not-found (see the venue's \`days\`). The file never changes once written: strong ETag, cached for 3,600 s. A single \`Range: bytes=\` range is answered 206, so DuckDB or Polars can read the file over HTTP; any other Range gets the whole file. Same access rules as the rest of the lake.`,
    request: { params: DayParams },
    responses: {
      200: {
        description: "The day's Parquet file.",
        headers: {
          ...READ_HEADERS,
          "Content-Disposition": {
            description: `attachment; filename=\`{venue}-{date}${download.fileSuffix}.parquet\`.`,
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
      ...problemResponsesAt(
        download.instance,
        ...COMMON_READ_PROBLEMS,
        "venue-not-found",
        "venue-excluded",
        "lake-parquet-not-found",
      ),
    },
  });
};

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

/** The download routes of a closed day's Parquet files, one per kind (`days[].links` in the venue resource). */
export function registerGetDayParquet(app: App) {
  for (const kind of DAY_FILE_KINDS) registerDownload(app, kind);
}

function registerDownload(app: App, kind: DayFileKind) {
  const what = kind === "quotes" ? "Parquet file" : `${kind.replace("_", " ")} Parquet file`;
  app.openapi(parquetRoute(kind), async (c) => {
    const { venue: raw, date } = c.req.valid("param");
    const profile = resolveVenue(c, raw);
    const key = dayFileKey(kind, profile.venue, date);
    const rangeHeader = c.req.header("Range");
    // A day the retention removed is gone from the API at once; its files stay only for the Iceberg
    // tables' time travel. A ranged read needs the file's size first; a whole-file read does not.
    const [catalogue, head] = await Promise.all([
      readLake("lake parquet catalogue", () => readParquetCatalog(c.env.LAKE, profile.venue)),
      rangeHeader ? readLake(`lake ${what}`, () => c.env.LAKE.head(key)) : undefined,
    ]);
    const range = head ? byteRange(rangeHeader, head.size) : null;
    const object =
      head === null || isRemoved(catalogue, date)
        ? null
        : await readLake(`lake ${what}`, () => c.env.LAKE.get(key, range ? { range } : {}));
    if (!object) {
      throw new ProblemError("lake-parquet-not-found", {
        detail: `${profile.name} has no ${what} for ${date}. Compacted days: ${venuePath(profile.venue)} (\`days[].${DAY_MEMBERS[kind]}\`).`,
      });
    }
    // The stored bytes are the representation: R2's entity tag is theirs, and the ETag middleware
    // answers If-None-Match with it (cancelling the body) without reading the file.
    const headers: Record<string, string> = {
      "Content-Type": PARQUET_CONTENT_TYPE,
      "Content-Length": String(range ? range.length : object.size),
      "Content-Disposition": `attachment; filename="${profile.venue}-${date}${DOWNLOADS[kind].fileSuffix}.parquet"`,
      "Accept-Ranges": "bytes",
      "Cache-Control": CACHE_POLICIES.sealed,
      ETag: object.httpEtag,
    };
    if (!range) return c.body(object.body, 200, headers);
    headers["Content-Range"] = `bytes ${range.offset}-${range.offset + range.length - 1}/${object.size}`;
    return c.body(object.body, 206, headers);
  });
}
