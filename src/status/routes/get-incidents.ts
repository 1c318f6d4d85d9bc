import { perOwner, TtlCache } from "../../platform/cache/ttl-cache.ts";
import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { memoizedJsonRead, type Representation } from "../../platform/http/respond.ts";
import { failClosed } from "../../platform/http/safety.ts";
import { listIncidents } from "../../platform/status/incidents.ts";
import { readStatusNow } from "../read.ts";
import { buildSummary, incidentEntry } from "../summary.ts";
import { INCIDENTS_EXAMPLE, SUMMARY_EXAMPLE } from "./example.ts";
import { INCIDENTS_PATH, STATUS_MEMO_MS, STATUS_PATH, SUMMARY_PATH } from "./get-status.ts";
import {
  INCIDENTS_LIMIT_DEFAULT,
  StatusIncidentsQuery,
  StatusIncidentsResponseSchema,
  StatusSummarySchema,
} from "./schema.ts";

const incidentsRoute = readRoute({
  tag: "Status",
  path: INCIDENTS_PATH,
  operationId: "getStatusIncidents",
  summary: "Service incidents",
  description:
    "The incidents pix opened from its own measurements, newest first: a component degraded or in outage for more than a minute opens one (its start, component and measured symptom), a worse state adds an update, the component operational again resolves it. Kept 90 days after they resolve. `limit` (default 20, at most 100) bounds the page; `links.next` carries `before` for the next one. 503 service-unavailable with Retry-After until the first measurement exists.",
  query: StatusIncidentsQuery,
  schema: StatusIncidentsResponseSchema,
  example: INCIDENTS_EXAMPLE,
  responseDescription: "A page of incidents.",
});

const summaryRoute = readRoute({
  tag: "Status",
  path: SUMMARY_PATH,
  operationId: "getStatusSummary",
  summary: "Service status, Statuspage summary",
  description:
    "The status in the shape of Statuspage's public summary.json — page, components (operational, degraded_performance, major_outage), the unresolved incidents with their updates, scheduled_maintenances (always empty) and the status indicator (none, minor, major, critical) with its description — so existing status tools and monitors read pix without code. Not enveloped. Components not measured on this deployment (unknown) are left out. 503 service-unavailable with Retry-After until the first measurement exists.",
  schema: StatusSummarySchema,
  example: SUMMARY_EXAMPLE,
  responseDescription: "The Statuspage summary.",
});

/** Identical reads within `STATUS_MEMO_MS` share one build, per database. */
const bodies = perOwner<D1Database, TtlCache<string, Representation>>(
  () => new TtlCache({ ttlMs: STATUS_MEMO_MS, maxEntries: 64 }),
);

export function registerGetIncidents(app: App) {
  app.openapi(incidentsRoute, async (c) => {
    const { limit = INCIDENTS_LIMIT_DEFAULT, before } = c.req.valid("query");
    const self = `${INCIDENTS_PATH}?limit=${limit}${before === undefined ? "" : `&before=${before}`}`;
    return memoizedJsonRead(
      c,
      bodies(c.env.DB),
      self,
      async () => {
        await readStatusNow(c.env, Date.now());
        const page = await failClosed(() => listIncidents(c.env.DB, { limit, before }), {
          what: "status store",
        });
        const last = page.incidents.at(-1);
        const links: { self: string } & Record<string, string> = { self, status: STATUS_PATH };
        if (page.more && last) links.next = `${INCIDENTS_PATH}?limit=${limit}&before=${last.id}`;
        return envelope(
          { type: "status_incidents" as const, incidents: page.incidents.map(incidentEntry) },
          links,
        );
      },
      "status",
    );
  });

  app.openapi(summaryRoute, async (c) => {
    return memoizedJsonRead(
      c,
      bodies(c.env.DB),
      SUMMARY_PATH,
      async () => {
        const status = await readStatusNow(c.env, Date.now());
        const unresolved = await failClosed(
          () => listIncidents(c.env.DB, { limit: 100, unresolvedOnly: true }),
          { what: "status store" },
        );
        return buildSummary(status, unresolved.incidents, { status: STATUS_PATH, incidents: INCIDENTS_PATH });
      },
      "status",
    );
  });
}
