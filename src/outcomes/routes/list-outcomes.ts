import { rfc3339 } from "../../domain/clock.ts";
import { openDb } from "../../platform/db/db.ts";
import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { pageLinkHeader } from "../../platform/http/link-header.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { failClosed } from "../../platform/http/safety.ts";
import { type OfficialPeriod, officialPrintsOfMarkets } from "../prints-read.ts";
import { OUTCOMES_PAGE_SIZE, type OutcomeFilter, readOutcomesPage, seriesKnown } from "../read.ts";
import { servedOutcome } from "../record.ts";
import { OUTCOMES_EXAMPLE } from "./example.ts";
import { HORIZON_NAMES, OutcomesQuery, OutcomesResponseSchema } from "./schema.ts";

export const OUTCOMES_PATH = "/api/v1/outcomes";

const route = readRoute({
  tag: "Outcomes",
  path: OUTCOMES_PATH,
  operationId: "listOutcomes",
  summary: "Market outcomes",
  description: `Each market pix has seen past trading, the latest close first, ${OUTCOMES_PAGE_SIZE} a page: its status (closed, proposed, disputed, determined, settled, voided, unknown), its result once final (a disputed or proposed market is served with its status and never as resolved), settlement value and time, the close-to-settlement lag, its settlement sources and its YES price (mid, exactly as taped) at ${HORIZON_NAMES.join(", ")} before close (null where the tape does not reach), and its Ed25519 signature: \`signature\` (\`alg\`, \`kid\`, \`sig\`) over the RFC 8785 canonical JSON of the outcome without \`signature\` and \`official_print\`, with \`type: "outcome"\`, valid under the key of GET /api/v1/signing-keys named by \`kid\` at \`signed_at\` (null while a signature is due: within minutes of a change). Beside it (not signed), \`official_print\`: for a catalog market on an official series pix collects by the month, the period it settles on (the first print pix read next after its close) with its first print, revisions and the print the venues settle on; null otherwise. Filters: venue, series (Kalshi), a close-time window from/to, status. An unknown series answers 404 series-not-found, an inverted window 400 invalid-parameter, a page past the last 404 page-not-found.`,
  query: OutcomesQuery,
  schema: OutcomesResponseSchema,
  example: OUTCOMES_EXAMPLE,
  responseDescription: "One page of market outcomes.",
  problems: ["series-not-found", "page-not-found"],
});

/** The `official_print` member of an outcome: the period's prints, or null where none applies. */
export function officialPrintMember(period: OfficialPeriod | undefined) {
  if (period === undefined) return null;
  return {
    series_id: period.series_id,
    period: period.period,
    first_print: { ...period.first_print },
    revisions: period.revisions.map((p) => ({ ...p })),
    settles_on: period.settles_on,
    settling_print: { ...period.outcome },
    released_at: rfc3339(Date.parse(period.first_print.released_at)),
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
    const { total, records, prints } = await failClosed(
      async () => {
        if (filter.series !== undefined && !(await seriesKnown(db, filter))) return null;
        const read = await readOutcomesPage(db, filter, page);
        const prints = await officialPrintsOfMarkets(
          c.env.DB,
          read.records.map((r) => ({
            venue: r.resolution.venue,
            marketId: r.resolution.marketId,
            closeTime: r.resolution.closeTime,
          })),
        );
        return { ...read, prints };
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
      envelope(
        {
          type: "outcomes" as const,
          items: records.map((record) => ({
            ...servedOutcome(record),
            official_print: officialPrintMember(
              prints.get(`${record.resolution.venue}\u0000${record.resolution.marketId}`),
            ),
          })),
        },
        links,
        {
          pagination: { page, page_size: OUTCOMES_PAGE_SIZE, total_rows: total, total_pages: totalPages },
        },
      ),
      "current",
    );
  });
}
