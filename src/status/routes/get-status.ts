import { perOwner, TtlCache } from "../../platform/cache/ttl-cache.ts";
import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { memoizedJsonRead, type Representation } from "../../platform/http/respond.ts";
import { readStatusNow } from "../read.ts";
import { STATUS_EXAMPLE } from "./example.ts";
import { StatusResponseSchema } from "./schema.ts";

export const STATUS_PATH = "/api/v1/status";
export const INCIDENTS_PATH = "/api/v1/status/incidents";
export const SUMMARY_PATH = "/api/v1/status/summary.json";

const route = readRoute({
  tag: "Status",
  path: STATUS_PATH,
  operationId: "getStatus",
  summary: "Service status",
  description:
    "One entry per component of pix — each venue's part of the minute cycle, each venue's live feed, each venue's whole-venue collection, the lake's hour summaries and Parquet days, each configured news feed, the equity provider, the hand-off to the stream shards — with its state (operational, degraded, outage, unknown), when it last succeeded and how long ago, its lag percentiles over 5 minutes, 1 hour and 24 hours, its gaps and reconnects and the thresholds it is judged by; the overall state; and the published objectives, each with its attainment and error budget left over 24 hours and 30 days. A read also opens, updates and resolves the incidents (GET /api/v1/status/incidents). The measurements are recorded by the work itself and cost no request to a venue. 503 service-unavailable with Retry-After until the first measurement exists.",
  schema: StatusResponseSchema,
  example: STATUS_EXAMPLE,
  responseDescription: "The status of every component.",
});

/**
 * Identical status reads within this long share one build, per database: short, because a feed's state
 * is read from its shards at each build and a silent venue must show within seconds (docs/status.md).
 */
export const STATUS_MEMO_MS = 2_000;

/** Identical reads within `STATUS_MEMO_MS` share one build (the measurements move once a minute). */
const statusBodies = perOwner<D1Database, TtlCache<string, Representation>>(
  () => new TtlCache({ ttlMs: STATUS_MEMO_MS, maxEntries: 1 }),
);

export function registerGetStatus(app: App) {
  app.openapi(route, async (c) => {
    return memoizedJsonRead(
      c,
      statusBodies(c.env.DB),
      STATUS_PATH,
      async () => {
        const status = await readStatusNow(c.env, Date.now());
        return envelope(status, { self: STATUS_PATH, incidents: INCIDENTS_PATH, summary: SUMMARY_PATH });
      },
      "status",
    );
  });
}
