import { createRoute, z } from "@hono/zod-openapi";
import { CACHE_POLICIES } from "../../../http/cache-control.ts";
import {
  COMMON_READ_PROBLEMS,
  NOT_MODIFIED_RESPONSE,
  problemResponses,
  READ_HEADERS,
} from "../../../http/openapi-responses.ts";
import { ProblemError } from "../../../http/problem.ts";
import { dayParquetKey } from "../../../lake/keys.ts";
import { PARQUET_CONTENT_TYPE } from "../../../lake/parquet.ts";
import type { App } from "../../types.ts";
import { DayParams } from "./schema.ts";
import { LAKE_BASE, readLake, resolveVenue, venuePath } from "./shared.ts";

const route = createRoute({
  method: "get",
  path: `${LAKE_BASE}/venues/{venue}/days/{date}/parquet`,
  operationId: "getLakeDayParquet",
  tags: ["Lake"],
  summary: "One closed UTC day of a venue as a Parquet file",
  description:
    "Every row of every snapshot of the day, in order, as one Apache Parquet file: the lake row's members as columns (decimals as exact UTF-8 strings, instants as UTC millisecond timestamps, nullable members as optional columns, `native` as a group) plus `cycle_start`, the snapshot each row belongs to. The file's key-value metadata names the row schema and lists each snapshot's row count and completeness. A day is compacted at 00:15 UTC the next day; until then, and past the Parquet retention, it answers 404 lake-parquet-not-found (see the venue's `days`). The file never changes once written: strong ETag, cached for 3,600 s. Same access rules as the rest of the lake.",
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
      content: { [PARQUET_CONTENT_TYPE]: { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...NOT_MODIFIED_RESPONSE,
    ...problemResponses(
      ...COMMON_READ_PROBLEMS,
      "venue-not-found",
      "venue-excluded",
      "lake-parquet-not-found",
    ),
  },
});

export function registerGetDayParquet(app: App) {
  app.openapi(route, async (c) => {
    const { venue: raw, date } = c.req.valid("param");
    const profile = resolveVenue(c, raw);
    const object = await readLake("lake parquet file", () =>
      c.env.LAKE.get(dayParquetKey(profile.venue, date)),
    );
    if (!object) {
      throw new ProblemError("lake-parquet-not-found", {
        detail: `${profile.name} has no Parquet file for ${date}. Compacted days: ${venuePath(profile.venue)} (\`days[].parquet\`).`,
      });
    }
    // The stored bytes are the representation: R2's entity tag is theirs, and the ETag middleware
    // answers If-None-Match with it (cancelling the body) without reading the file.
    return c.body(object.body, 200, {
      "Content-Type": PARQUET_CONTENT_TYPE,
      "Content-Length": String(object.size),
      "Content-Disposition": `attachment; filename="${profile.venue}-${date}.parquet"`,
      "Cache-Control": CACHE_POLICIES.sealed,
      ETag: object.httpEtag,
    });
  });
}
