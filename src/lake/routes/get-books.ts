import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { BOOK_DEPTH, pickOutcome } from "../books.ts";
import { readMarketBooks } from "../store/lake-books.ts";
import { cycleStart } from "../time.ts";
import { PAGE_SIZE_DEFAULT } from "./config.ts";
import { bookExample } from "./examples.ts";
import { BookResponse, BooksQuery } from "./schema.ts";
import { lakeRoute, quotesPath, readLake, resolveVenue, venuePath } from "./shared.ts";

export const booksPath = (venue: string, date: string, at: string, market: string, outcome?: string) =>
  `${venuePath(venue)}/books?date=${date}&at=${at}&market=${encodeURIComponent(market)}${
    outcome === undefined ? "" : `&outcome=${encodeURIComponent(outcome)}`
  }`;

const route = lakeRoute({
  path: "/books",
  operationId: "getLakeBook",
  summary: "One market's order book at one collection minute",
  description: `The order book of one outcome of \`market\` as the collection read it in the minute starting at \`at\` on \`date\` (UTC): the best ${BOOK_DEPTH} bids and the best ${BOOK_DEPTH} asks, best first, each \`[price, size]\` as exact decimal strings in the outcome's own terms (as its quote row). \`outcome\` picks the outcome (\`outcomes\` lists those with a book); by default the market's first (\`yes\` on a binary market). The book tape covers every Polymarket market with a live order book (read by the whole-venue collection) and, for Kalshi (whose listing carries no books), the markets the live plane's Kalshi feed follows, as the feed held them when the cycle claimed the minute (YES terms; none while the feed is not live). One read costs the same whatever the venue's size. A minute without book tape (not collected, not sealed yet, or past the tape retention), or a market without a book at that minute, answers 404 lake-book-not-found; an outcome none of the market's books at that minute is of (\`outcomes\` lists them; Kalshi's are \`yes\`), 404 lake-outcome-not-found, as the candles answer for an outcome the market's rows do not name. A minute's book tape is written once (when its collection is sealed; Kalshi's when its cycle claims the minute) and never rewritten: answers are cached for 3,600 s and carry a strong ETag (304 on If-None-Match).`,
  query: BooksQuery,
  schema: BookResponse,
  example: bookExample,
  problems: ["lake-book-not-found", "lake-outcome-not-found"],
});

export function registerGetBooks(app: App) {
  app.openapi(route, async (c) => {
    const profile = resolveVenue(c, c.req.valid("param").venue);
    const { date, at, market, outcome } = c.req.valid("query");
    const venue = profile.venue;
    const lookup = await readLake("lake book tape", () =>
      readMarketBooks(c.env.LAKE, venue, date, at, market),
    );
    if (!lookup.found) {
      const detail =
        lookup.reason === "no_index"
          ? `${profile.name} has no book tape for the minute at ${at} on ${date}.`
          : `${profile.name}'s book tape at ${at} on ${date} holds no book of market '${market}'.`;
      throw new ProblemError("lake-book-not-found", {
        detail: `${detail} The snapshot's quotes: ${quotesPath(venue, date, at, 1, PAGE_SIZE_DEFAULT)}.`,
      });
    }
    const book = pickOutcome(lookup.market, outcome);
    const outcomes = lookup.market.books.map((b) => b.outcome);
    if (!book) {
      throw new ProblemError("lake-outcome-not-found", {
        detail: `Market '${market}' has no book of outcome '${outcome}' at ${at} on ${date}; outcomes with a book: ${outcomes.join(", ")}.`,
        invalidParams: [{ name: "outcome", in: "query", reason: `must be one of: ${outcomes.join(", ")}` }],
      });
    }
    const body = envelope(
      {
        type: "lake_book" as const,
        venue,
        market_id: lookup.market.market_id,
        outcome: book.outcome,
        token_id: book.token_id,
        outcomes,
        date,
        at,
        cycle_start: cycleStart(date, at),
        observed_at: book.observed_at,
        depth: BOOK_DEPTH,
        bids: book.bids,
        asks: book.asks,
      },
      {
        self: booksPath(venue, date, at, market, outcome),
        quotes: quotesPath(venue, date, at, 1, PAGE_SIZE_DEFAULT),
        venue: venuePath(venue),
      },
    );
    // The minute's book index is written once (at its collection's seal, or by the live books' hand-off) and never rewritten.
    return c.json(body, 200, { "Cache-Control": CACHE_POLICIES.sealed });
  });
}
