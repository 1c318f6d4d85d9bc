import type { z } from "@hono/zod-openapi";
import { rfc3339 } from "../../domain/clock.ts";
import { HORIZONS } from "../../domain/outcomes/horizons.ts";
import { openDb } from "../../platform/db/db.ts";
import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { pageLinkHeader } from "../../platform/http/link-header.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { failClosed } from "../../platform/http/safety.ts";
import {
  OUTCOMES_PAGE_SIZE,
  type OutcomeFilter,
  type OutcomeRecord,
  readOutcomesPage,
  seriesKnown,
} from "../read.ts";
import { OUTCOMES_EXAMPLE } from "./example.ts";
import { type OutcomeSchema, OutcomesQuery, OutcomesResponseSchema } from "./schema.ts";

export const OUTCOMES_PATH = "/api/v1/outcomes";

const route = readRoute({
  tag: "Outcomes",
  path: OUTCOMES_PATH,
  operationId: "listOutcomes",
  summary: "Market outcomes",
  description: `Each market pix has seen past trading, the latest close first, ${OUTCOMES_PAGE_SIZE} a page: its status (closed, proposed, disputed, determined, settled, voided, unknown), its result once final (a disputed or proposed market is served with its status and never as resolved), settlement value and time, the close-to-settlement lag, its settlement sources and its YES price (mid, exactly as taped) at 1h, 24h, 7d and 30d before close (null where the tape does not reach). Filters: venue, series (Kalshi), a close-time window from/to, status. An unknown series answers 404 series-not-found, an inverted window 400 invalid-parameter, a page past the last 404 page-not-found.`,
  query: OutcomesQuery,
  schema: OutcomesResponseSchema,
  example: OUTCOMES_EXAMPLE,
  responseDescription: "One page of market outcomes.",
  problems: ["series-not-found", "page-not-found"],
});

const seconds = (text: string) => Math.floor(Date.parse(text) / 1000);

/** One stored record as the route serves it. */
export function outcomeOf(record: OutcomeRecord): z.infer<typeof OutcomeSchema> {
  const r = record.resolution;
  const final = r.final === 1;
  const closeTime = r.closeTime ?? "";
  return {
    venue: r.venue as "kalshi" | "polymarket",
    market_id: r.marketId,
    status: r.status as z.infer<typeof OutcomeSchema>["status"],
    final,
    result: final ? (r.result as z.infer<typeof OutcomeSchema>["result"]) : null,
    provisional_result:
      !final && r.status !== "disputed" ? (r.result as z.infer<typeof OutcomeSchema>["result"]) : null,
    settlement_value: final ? r.settlementValue : null,
    close_time: closeTime,
    settled_at: final ? r.settledAt : null,
    settlement_lag_seconds:
      final && r.settledAt !== null && closeTime !== "" ? seconds(r.settledAt) - seconds(closeTime) : null,
    venue_status: r.venueStatus,
    venue_result: r.venueResult,
    settlement_sources: record.settlementSources,
    horizons:
      record.horizons.size === 0
        ? null
        : HORIZONS.map((spec) => {
            const cell = record.horizons.get(spec.horizon);
            return {
              horizon: spec.horizon,
              target: rfc3339(cell?.targetMs ?? Date.parse(closeTime) - spec.before_close_ms),
              mid: cell?.mid ?? null,
              observed_at: cell?.observedAtMs == null ? null : rfc3339(cell.observedAtMs),
            };
          }),
    history_entries: r.entries,
    changed_at: rfc3339(r.changedAtMs),
  };
}

export function registerListOutcomes(app: App) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const db = openDb(c.env.DB);
    const filter: OutcomeFilter = {
      ...(query.venue !== undefined ? { venue: query.venue } : {}),
      ...(query.series !== undefined ? { series: query.series } : {}),
      ...(query.from !== undefined ? { from: rfc3339(Date.parse(query.from)) } : {}),
      ...(query.to !== undefined ? { to: rfc3339(Date.parse(query.to)) } : {}),
      ...(query.status !== undefined ? { status: query.status } : {}),
    };
    const page = query.page === undefined ? 1 : Number(query.page);
    const { total, records } = await failClosed(
      async () => {
        if (filter.series !== undefined && !(await seriesKnown(db, filter))) return null;
        return readOutcomesPage(db, filter, page);
      },
      { what: "outcomes store" },
    ).then((read) => {
      if (read === null) {
        throw new ProblemError("series-not-found", {
          detail: `pix has recorded no market of the series '${query.series}'${query.venue === undefined ? "" : ` on ${query.venue}`} (market ids '${query.series}-…').`,
        });
      }
      return read;
    });
    const totalPages = Math.max(1, Math.ceil(total / OUTCOMES_PAGE_SIZE));
    if (page > totalPages) {
      throw new ProblemError("page-not-found", {
        detail: `Page ${page} is past the last page (${totalPages}) of these outcomes.`,
      });
    }
    const params = new URLSearchParams(
      c.req.url.includes("?") ? c.req.url.slice(c.req.url.indexOf("?")) : "",
    );
    const at = (p: number) => {
      params.set("page", String(p));
      return `${OUTCOMES_PATH}?${params.toString()}`;
    };
    const links: { self: string } & Record<string, string> = {
      self: at(page),
      first: at(1),
      last: at(totalPages),
      ...(page > 1 ? { prev: at(page - 1) } : {}),
      ...(page < totalPages ? { next: at(page + 1) } : {}),
    };
    const link = pageLinkHeader(links);
    if (link !== undefined) c.header("Link", link);
    return jsonRead(
      c,
      envelope({ type: "outcomes" as const, items: records.map(outcomeOf) }, links, {
        pagination: { page, page_size: OUTCOMES_PAGE_SIZE, total_rows: total, total_pages: totalPages },
      }),
      "current",
    );
  });
}
