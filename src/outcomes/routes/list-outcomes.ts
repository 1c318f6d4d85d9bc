import { rfc3339 } from "../../domain/clock.ts";
import { openDb } from "../../platform/db/db.ts";
import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { pageLinkHeader } from "../../platform/http/link-header.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { failClosed } from "../../platform/http/safety.ts";
import { OUTCOMES_PAGE_SIZE, type OutcomeFilter, readOutcomesPage, seriesKnown } from "../read.ts";
import { servedOutcome } from "../record.ts";
import { OUTCOMES_EXAMPLE } from "./example.ts";
import { OutcomesQuery, OutcomesResponseSchema } from "./schema.ts";

export const OUTCOMES_PATH = "/api/v1/outcomes";

const route = readRoute({
  tag: "Outcomes",
  path: OUTCOMES_PATH,
  operationId: "listOutcomes",
  summary: "Market outcomes",
  description: `Each market pix has seen past trading, the latest close first, ${OUTCOMES_PAGE_SIZE} a page: its status (closed, proposed, disputed, determined, settled, voided, unknown), its result once final (a disputed or proposed market is served with its status and never as resolved), settlement value and time, the close-to-settlement lag, its settlement sources and its YES price (mid, exactly as taped) at 15m, 1h, 24h, 7d and 30d before close (null where the tape does not reach), and its Ed25519 signature: \`signature\` (\`alg\`, \`kid\`, \`sig\`) over the RFC 8785 canonical JSON of the outcome without \`signature\`, with \`type: "outcome"\`, valid under the key of GET /api/v1/signing-keys named by \`kid\` at \`signed_at\` (null while a signature is due: within minutes of a change). Filters: venue, series (Kalshi), a close-time window from/to, status. An unknown series answers 404 series-not-found, an inverted window 400 invalid-parameter, a page past the last 404 page-not-found.`,
  query: OutcomesQuery,
  schema: OutcomesResponseSchema,
  example: OUTCOMES_EXAMPLE,
  responseDescription: "One page of market outcomes.",
  problems: ["series-not-found", "page-not-found"],
});

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
      envelope({ type: "outcomes" as const, items: records.map(servedOutcome) }, links, {
        pagination: { page, page_size: OUTCOMES_PAGE_SIZE, total_rows: total, total_pages: totalPages },
      }),
      "current",
    );
  });
}
