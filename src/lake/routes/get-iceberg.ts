/**
 * The lake's Iceberg tables read by path (src/lake/iceberg/): `GET /api/v1/lake/iceberg/{table}/metadata/{file}`
 * serves a table's `version-hint.text`, its metadata files, manifest lists and manifests, and
 * `…/{table}/data/{file}` its data files (`{venue}-{date}.parquet`, or `{date}.parquet` for a table
 * partitioned by day only), which are the lake's own Parquet files. Every file is served with its R2
 * ETag; one `Range: bytes=` range is answered 206, a range past the end 416 (a problem), several ranges
 * the whole file. Same access rules as the rest of the lake.
 */
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
import { reason } from "../../platform/http/validation.ts";
import { AVRO, pathTablePrefix, versionHintKey } from "../iceberg/commit.ts";
import { hoursParquetKey, roundsParquetKey } from "../iceberg/files.ts";
import { ICEBERG_TABLE_NAMES, icebergTable } from "../iceberg/tables.ts";
import { parquetFileKey } from "../keys.ts";
import { PARQUET_CONTENT_TYPE } from "../parquet.ts";
import { isCalendarDate } from "../time.ts";
import { allowList } from "./config.ts";
import { LAKE_BASE, readLake } from "./shared.ts";

export const ICEBERG_BASE = `${LAKE_BASE}/iceberg`;

const METADATA_FILE = /^(?:version-hint\.text|v\d{1,9}\.metadata\.json|[A-Za-z0-9_-]{1,160}\.avro)$/;
const DATA_FILE = /^(?:([a-z0-9_]{1,32})-)?(\d{4}-\d{2}-\d{2})\.parquet$/;

const TableParam = z.enum(ICEBERG_TABLE_NAMES as [string, ...string[]]).openapi({
  param: { name: "table", in: "path" },
  description: `The table: ${ICEBERG_TABLE_NAMES.map((n) => `\`${n}\``).join(", ")}.`,
  example: "trades",
});

const MetadataParams = z.object({
  table: TableParam,
  file: z
    .string()
    .refine(
      (v) => METADATA_FILE.test(v),
      reason("must be version-hint.text, vN.metadata.json or a manifest's .avro name"),
    )
    .openapi({
      param: { name: "file", in: "path" },
      description:
        "`version-hint.text`, `v{N}.metadata.json`, or a manifest list's or manifest's `.avro` file as the metadata names it.",
      example: "version-hint.text",
    }),
});

const DataParams = z.object({
  table: TableParam,
  file: z
    .string()
    .refine((v) => {
      const match = DATA_FILE.exec(v);
      return match !== null && isCalendarDate(match[2] as string);
    }, reason(
      "must be {venue}-{YYYY-MM-DD}.parquet, or {YYYY-MM-DD}.parquet for a table partitioned by day only",
    ))
    .openapi({
      param: { name: "file", in: "path" },
      description:
        "`{venue}-{date}.parquet` (tables partitioned by venue and day) or `{date}.parquet` (`rounds`), as the table's manifests name it.",
      example: "kalshi-2026-11-22.parquet",
    }),
});

const binary = (type: string) => ({ [type]: { schema: z.string().openapi({ format: "binary" }) } });
const FILE_TYPES = {
  ...binary("application/json"),
  ...binary("text/plain"),
  ...binary(AVRO),
  ...binary(PARQUET_CONTENT_TYPE),
};

const icebergRoute = (kind: "metadata" | "data") =>
  createRoute({
    method: "get",
    path: `${ICEBERG_BASE}/{table}/${kind}/{file}`,
    operationId: kind === "metadata" ? "getLakeIcebergMetadataFile" : "getLakeIcebergDataFile",
    tags: ["Lake"],
    summary:
      kind === "metadata"
        ? "A file of an Iceberg table's metadata (read by path)"
        : "A data file of an Iceberg table (read by path)",
    description:
      kind === "metadata"
        ? "The lake's Apache Iceberg tables (format version 2) read by path: a reader opens `{table}/metadata/version-hint.text` (the current version N, which changes with each commit, cached 15 s), then `v{N}.metadata.json`, whose manifest lists and manifests are files of this route too (each never rewritten: strong ETag, cached for 3,600 s). One `Range: bytes=` range is answered 206, a range that starts past the end 416. Same access rules as the rest of the lake."
        : "A data file of a table, as its manifests name it: the lake's own Parquet file of that venue and day (`quotes`: day.parquet, `books`, `trades`) or the hour summaries' and rounds' files written for the tables. Never rewritten: strong ETag, cached for 3,600 s; one `Range: bytes=` range is answered 206, so engines read the footer and row groups they need; a range that starts past the end is 416.",
    request: { params: kind === "metadata" ? MetadataParams : DataParams },
    responses: {
      200: { description: "The file.", headers: READ_HEADERS, content: FILE_TYPES },
      206: {
        description: "One byte range of the file.",
        headers: {
          ...READ_HEADERS,
          "Content-Range": { description: "`bytes first-last/size`.", schema: { type: "string" } },
        },
        content: FILE_TYPES,
      },
      ...NOT_MODIFIED_RESPONSE,
      ...problemResponsesAt(
        ICEBERG_BASE,
        ...COMMON_READ_PROBLEMS,
        "iceberg-file-not-found",
        "range-not-satisfiable",
      ),
    },
  });

/**
 * A `Range` header within a file of `size` bytes: one satisfiable `bytes=` range, `unsatisfiable` for one
 * starting past the end (416), or null (no header, several ranges, a malformed one: the whole file).
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): { offset: number; length: number } | "unsatisfiable" | null {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? "");
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "") {
    const suffix = Number(last);
    if (last === "") return null;
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { offset: Math.max(0, size - suffix), length: Math.min(suffix, size) };
  }
  const offset = Number(first);
  if (last !== "" && Number(last) < offset) return null;
  if (offset >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return { offset, length: end - offset + 1 };
}

function contentType(file: string): string {
  if (file.endsWith(".json")) return "application/json";
  if (file.endsWith(".text")) return "text/plain; charset=utf-8";
  if (file.endsWith(".avro")) return AVRO;
  return PARQUET_CONTENT_TYPE;
}

/** The lake key of a table's data file, or null when the name is not one of the table's. */
function dataFileKey(table: string, file: string, served: ReadonlySet<string>): string | null {
  const declaration = icebergTable(table);
  const match = DATA_FILE.exec(file);
  if (!declaration || !match) return null;
  const [, venue, date] = match as unknown as [string, string | undefined, string];
  if (declaration.byVenue !== (venue !== undefined)) return null;
  // A venue outside the allow-list is not served, by this route as by every other lake route.
  if (venue !== undefined && !served.has(venue)) return null;
  const { source } = declaration;
  if (source.kind === "parquet") return parquetFileKey(source.file, venue as string, date);
  if (source.kind === "hours") return hoursParquetKey(venue as string, date);
  return roundsParquetKey(date);
}

export function registerGetIceberg(app: App) {
  for (const kind of ["metadata", "data"] as const) {
    app.openapi(icebergRoute(kind), async (c) => {
      const { table, file } = c.req.valid("param");
      const key =
        kind === "metadata"
          ? file === "version-hint.text"
            ? versionHintKey(table)
            : `${pathTablePrefix(table)}metadata/${file}`
          : dataFileKey(table, file, allowList(c.env));
      const notFound = () =>
        new ProblemError("iceberg-file-not-found", {
          detail: `The ${table} table has no ${kind} file ${file}. Readers start at ${ICEBERG_BASE}/${table}/metadata/version-hint.text; the tables and their current snapshots are listed in /api/v1/info (lake.iceberg).`,
        });
      if (!key) throw notFound();
      const head = await readLake(`iceberg ${kind} file`, () => c.env.LAKE.head(key));
      if (!head) throw notFound();
      const range = requestedRange(c.req.header("Range"), head.size);
      if (range === "unsatisfiable") {
        throw new ProblemError("range-not-satisfiable", {
          detail: `The file has ${head.size} bytes; the requested range starts past its end.`,
          headers: { "Content-Range": `bytes */${head.size}` },
        });
      }
      const object = await readLake(`iceberg ${kind} file`, () =>
        c.env.LAKE.get(key, range ? { range } : {}),
      );
      if (!object) throw notFound();
      const headers: Record<string, string> = {
        "Content-Type": contentType(file),
        "Content-Length": String(range ? range.length : object.size),
        "Accept-Ranges": "bytes",
        "Cache-Control": file === "version-hint.text" ? CACHE_POLICIES.current : CACHE_POLICIES.sealed,
        ETag: object.httpEtag,
      };
      if (!range) return c.body(object.body, 200, headers);
      headers["Content-Range"] = `bytes ${range.offset}-${range.offset + range.length - 1}/${object.size}`;
      return c.body(object.body, 206, headers);
    });
  }
}
