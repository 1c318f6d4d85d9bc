/**
 * Zeta, a prediction-market venue that exists only in the tests: its capability record, built from the
 * files of this folder alone, as a venue of src/venues/ builds its own. Registering it
 * (`registerVenueForTests(zetaVenue(…))`, src/venues/registry.ts) is the one line that adds it to pix.
 * Its upstream is `upstream.ts`, a `fetch` the test gives the HTTP client.
 */
import type { FetchLike } from "../../../../src/venues/http/client.ts";
import type { VenueCapabilities } from "../../../../src/venues/shared/venue.ts";
import { ZETA_FEED_BUDGET, zetaFeed } from "./feed.ts";
import { fetchZetaPage, fetchZetaQuotes, ZETA } from "./listing.ts";
import { fetchZetaTrades } from "./trades.ts";

export { ZETA } from "./listing.ts";

/**
 * Zeta's record, its API at `baseUrl` and its WebSocket at `wsUrl` (null: none); given `fetch` (its
 * upstream, `upstream.ts`), the live feed's REST reads go there.
 */
export function zetaVenue(
  baseUrl: string,
  wsUrl: string | null = null,
  fetch?: FetchLike,
): VenueCapabilities {
  return {
    id: ZETA,
    facts: {
      name: "Zeta",
      tape_origin: { kind: "own_book", mirrors: null },
      book: "two_sided_order_book",
      licence: "venue_public_api",
    },
    adapter: {
      id: ZETA,
      fetchQuotes: (marketIds, _urls, client) => fetchZetaQuotes(baseUrl, marketIds, client),
      // Zeta publishes no price history.
      history: { source: "zeta_none", fetch: () => null },
    },
    listing: {
      paging: "cursor",
      messageKind: "zeta_page",
      books: false,
      fetchPage: (_env, cursor, client) => fetchZetaPage(baseUrl, cursor, client),
    },
    trades: {
      fetch: (_env, window, client) => fetchZetaTrades(baseUrl, window, client),
      select: (market, outcome) => (outcome === "yes" ? { market } : null),
    },
    feed: zetaFeed(baseUrl, wsUrl, fetch),
    feedBudget: ZETA_FEED_BUDGET,
    // Zeta publishes no rule texts beyond its titles, and no resolutions.
    rules: null,
    resolutions: null,
  };
}
