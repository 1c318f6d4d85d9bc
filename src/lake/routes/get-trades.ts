import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { headTrades, readTradeRows, tradeSpan } from "../store/lake-trades.ts";
import { cycleStart } from "../time.ts";
import type { TradeSelection } from "../trades.ts";
import { tradeWindow } from "../trades.ts";
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, snapshotMaxBytes } from "./config.ts";
import { tradesExample } from "./examples.ts";
import { answerNdjsonPage } from "./ndjson-page.ts";
import { TradesQuery, TradesResponse } from "./schema.ts";
import { lakeRoute, quotesPath, readLake, resolveVenue, snapshotsPath, venuePath } from "./shared.ts";

export const tradesPath = (
  venue: string,
  date: string,
  at: string,
  selection: TradeSelection | null,
  page: number,
  pageSize: number,
) =>
  `${venuePath(venue)}/trades?date=${date}&at=${at}${
    selection === null
      ? ""
      : "market" in selection
        ? `&market=${encodeURIComponent(selection.market)}`
        : `&token_id=${encodeURIComponent(selection.token)}`
  }&page=${page}&page_size=${pageSize}`;

const route = lakeRoute({
  path: "/trades",
  operationId: "listLakeTrades",
  summary: "One minute's trade prints, paginated",
  description: `Every trade the venue published with a venue time in the minute before the collection cycle that starts at \`at\` on \`date\` (UTC), read from the venue's trade listing when that cycle ran: \`[cycle_start − 60 s, cycle_start)\`, so each trade is in exactly one minute, and once. Each row is byte for byte the line the trade tape stores: trade id, market, outcome, price and size as exact decimal strings, taker side, venue time and pix's receive time. Rows are ordered by market, then outcome token, then venue time, then trade id; \`market\` keeps one market's prints and \`token_id\` one outcome token's (a read of those rows only, whatever the minute's size; not both). \`page\` defaults to ${PAGE_DEFAULT}, \`page_size\` to ${PAGE_SIZE_DEFAULT} (at most ${PAGE_SIZE_MAX}), with \`meta.pagination\`, \`links\` and the \`Link\` header as on the quotes route. \`complete\` is false when the venue's listing could not be read in full (a page failed after retries, a print could not be read, or the minute had more prints than pix reads a minute): the rows are what was read, \`failures\` says why. A minute without a trades object (not collected, collected before trades were taped, its collection still running, or past the tape retention) answers 404 lake-trades-not-found, a page past the last 404 page-not-found; a trades object above the published byte ceiling 413 lake-snapshot-too-large. A minute's trades object is written once and never rewritten: answers are cached for 3,600 s and carry a strong ETag (304 on If-None-Match).`,
  query: TradesQuery,
  schema: TradesResponse,
  example: tradesExample,
  headers: {
    Link: {
      description:
        "RFC 8288 page links, the same targets as `links`: origin-relative, other query parameters kept; `rel` is first, prev (not on page 1), next (not on the last page) and last.",
      schema: { type: "string" },
    },
  },
  problems: ["lake-trades-not-found", "page-not-found", "lake-snapshot-too-large"],
});

export function registerGetTrades(app: App) {
  app.openapi(route, async (c) => {
    const profile = resolveVenue(c, c.req.valid("param").venue);
    const {
      date,
      at,
      market,
      token_id: token,
      page = PAGE_DEFAULT,
      page_size: pageSize = PAGE_SIZE_DEFAULT,
    } = c.req.valid("query");
    const venue = profile.venue;
    if (market !== undefined && token !== undefined) {
      throw new ProblemError("invalid-parameter", {
        detail: "Name a market or an outcome token, not both.",
        invalidParams: [{ name: "token_id", in: "query", reason: "not with market" }],
      });
    }
    const selection: TradeSelection | null =
      market !== undefined ? { market } : token !== undefined ? { token } : null;
    const bucket = c.env.LAKE;
    const head = await readLake("lake trade tape", () => headTrades(bucket, venue, date, at));
    if (!head) {
      throw new ProblemError("lake-trades-not-found", {
        detail: `${profile.name} has no trade prints taped for the minute at ${at} on ${date}. The day's snapshots: ${snapshotsPath(venue, date)}.`,
      });
    }
    const ceiling = snapshotMaxBytes(c.env);
    if (head.bytes > ceiling) {
      throw new ProblemError("lake-snapshot-too-large", {
        detail: `The trades of the minute at ${at} on ${date} are ${head.bytes} bytes, above the published ceiling of ${ceiling} bytes; they are not rendered.`,
      });
    }
    const [start, end] =
      selection === null
        ? [0, head.rows]
        : // A trades object written before the token index had none: no row is known to be the token's.
          ((await readLake("lake trade tape", () => tradeSpan(bucket, head.key, selection))) ?? [0, 0]);
    const window = tradeWindow(Date.parse(cycleStart(date, at)));
    // A minute's trades object is written once, by its collection, and never rewritten.
    return answerNdjsonPage(c, {
      page,
      pageSize,
      totalRows: end - start,
      firstRow: start,
      of: "this minute's prints",
      what: "lake trade tape",
      readRows: (first, count) => readTradeRows(bucket, head.key, first, count),
      pageLink: (n) => tradesPath(venue, date, at, selection, n, pageSize),
      links: { quotes: quotesPath(venue, date, at, 1, PAGE_SIZE_DEFAULT), venue: venuePath(venue) },
      data: {
        type: "lake_trades" as const,
        venue,
        date,
        at,
        cycle_start: cycleStart(date, at),
        window_start: new Date(window.fromMs).toISOString().replace(".000Z", "Z"),
        window_end: new Date(window.toMs).toISOString().replace(".000Z", "Z"),
        market: market ?? null,
        token_id: token ?? null,
        complete: head.completeness.status === "complete",
        failures: head.completeness.status === "complete" ? [] : head.completeness.failures,
      },
      meta: { trades_bytes: head.bytes },
      cacheControl: CACHE_POLICIES.sealed,
    });
  });
}
