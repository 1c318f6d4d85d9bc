import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { LAKE_ROW_SCHEMA } from "../../venues/shared/row.ts";
import { snapshotKey } from "../keys.ts";
import { collectionWindowClosed } from "../parts.ts";
import { cycleStart } from "../time.ts";
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, snapshotMaxBytes } from "./config.ts";
import { quotesExample } from "./examples.ts";
import { answerNdjsonPage } from "./ndjson-page.ts";
import { QuotesQuery, QuotesResponse } from "./schema.ts";
import {
  lakeRoute,
  missingSnapshot,
  quotesPath,
  readLake,
  resolveVenue,
  snapshotsPath,
  venuePath,
} from "./shared.ts";
import { mayBeSuperseded, readRows, snapshotLayout } from "./snapshot-layout.ts";

const route = lakeRoute({
  path: "/quotes",
  operationId: "listLakeQuotes",
  summary: "Normalized quote rows of one snapshot, paginated",
  description: `The rows of the snapshot taken at \`at\` on \`date\`, one page at a time, exactly as the lake's normalizer wrote them: each row is byte for byte the NDJSON line the lake stores. The day's snapshot times are listed by …/snapshots. \`page\` defaults to ${PAGE_DEFAULT}, \`page_size\` to ${PAGE_SIZE_DEFAULT} (at most ${PAGE_SIZE_MAX}); \`meta.pagination\` gives page, page_size, total_rows and total_pages, and \`links\` first/last/prev/next, which the \`Link\` header (RFC 8288) repeats as origin-relative targets with the other query parameters kept: \`</api/v1/lake/venues/kalshi/quotes?date=…&at=…&page=1&page_size=100>; rel="first", …\`. To read a whole snapshot, follow \`next\` until it is absent; a page costs the same whichever page it is and however large the snapshot. A time the day does not list answers 404 lake-snapshot-not-found, a page past the last 404 page-not-found. A snapshot above the published byte ceiling (/api/v1/lake \`data.limits.snapshot_max_bytes\`) answers 413 lake-snapshot-too-large whatever the page. A snapshot the day lists but the store cannot return at the moment answers 503 with Retry-After, never a 404: retry later. A final snapshot is never rewritten, so its pages are cached for 3,600 s; a snapshot that the minute's fuller whole-venue snapshot may still replace (within 12 minutes of its cycle start) is cached for 15 s.`,
  query: QuotesQuery,
  schema: QuotesResponse,
  example: quotesExample,
  headers: {
    Link: {
      description:
        'RFC 8288 page links, the same targets as `links`: origin-relative, other query parameters kept; `rel` is first, prev (not on page 1), next (not on the last page) and last. Example: `</api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=2&page_size=100>; rel="next"`.',
      schema: { type: "string" },
    },
  },
  problems: ["lake-date-not-found", "lake-snapshot-not-found", "page-not-found", "lake-snapshot-too-large"],
});

export function registerGetQuotes(app: App) {
  app.openapi(route, async (c) => {
    const profile = resolveVenue(c, c.req.valid("param").venue);
    const { date, at, page = PAGE_DEFAULT, page_size: pageSize = PAGE_SIZE_DEFAULT } = c.req.valid("query");
    const venue = profile.venue;
    const bucket = c.env.LAKE;
    const key = snapshotKey(venue, date, at);

    const nowMs = Date.now();
    const head = await readLake("lake snapshot", () =>
      snapshotLayout(bucket, key, collectionWindowClosed(date, at, nowMs)),
    );
    if (!head) throw await missingSnapshot(bucket, profile, date, at);
    const ceiling = snapshotMaxBytes(c.env);
    if (head.bytes > ceiling) {
      throw new ProblemError("lake-snapshot-too-large", {
        detail: `The snapshot at ${at} on ${date} is ${head.bytes} bytes, above the published ceiling of ${ceiling} bytes; it is not rendered.`,
      });
    }
    // A snapshot is never rewritten once final: its pages may be kept longer than current resources.
    const final = head.parts !== null || !mayBeSuperseded(c.env, date, at, nowMs);
    return answerNdjsonPage(c, {
      page,
      pageSize,
      totalRows: head.rows,
      of: "this snapshot",
      what: "lake snapshot",
      readRows: (first, count) => readRows(bucket, head, first, count),
      pageLink: (n) => quotesPath(venue, date, at, n, pageSize),
      links: { snapshots: snapshotsPath(venue, date), venue: venuePath(venue) },
      data: {
        type: "lake_quotes" as const,
        venue,
        date,
        at,
        cycle_start: cycleStart(date, at),
        row_schema: head.schema ?? LAKE_ROW_SCHEMA,
        completeness_status: head.completenessStatus,
      },
      meta: { snapshot_bytes: head.bytes },
      cacheControl: final ? CACHE_POLICIES.sealed : CACHE_POLICIES.current,
    });
  });
}
