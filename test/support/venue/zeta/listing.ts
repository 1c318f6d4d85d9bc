/**
 * Zeta's whole-venue listing and catalog quotes: one `GET /markets?cursor=` page, each market normalised
 * by the shared row builder into one YES row, exactly as a real venue folder does.
 */
import { z } from "zod";
import type { HttpClient } from "../../../../src/venues/http/client.ts";
import type { VenueFetchResult } from "../../../../src/venues/shared/quote.ts";
import { indicativePrice, parseVenueDecimal } from "../../../../src/venues/shared/quote-values.ts";
import { endpoint } from "../../../../src/venues/shared/request-helpers.ts";
import type { LakeRow, VenueId } from "../../../../src/venues/shared/row.ts";
import { lakeRow } from "../../../../src/venues/shared/row-builder.ts";
import type { ListingPage } from "../../../../src/venues/shared/venue.ts";

/** The test venue's id: not a public venue id, so it is typed as one only here. */
export const ZETA = "zeta" as VenueId;

export const ZETA_LISTING_STAGE = "zeta_markets";

const marketSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  bid: z.string(),
  ask: z.string(),
  last: z.string(),
  volume_usd: z.string(),
  closes_at: z.string(),
});
const pageSchema = z.object({ markets: z.array(marketSchema), next_cursor: z.string() });
type RawMarket = z.infer<typeof marketSchema>;

/** A Zeta market as its YES row. */
export function zetaRow(market: RawMarket, receivedAtMs: number): LakeRow {
  const bid = parseVenueDecimal(market.bid);
  const ask = parseVenueDecimal(market.ask);
  const last = parseVenueDecimal(market.last);
  const { indicative, source } = indicativePrice(bid, ask, [{ source: "last", price: last }]);
  return lakeRow({
    venue: ZETA,
    market_id: market.id,
    event_id: null,
    outcome: "yes",
    token_id: null,
    title: market.title,
    status: "open",
    bid,
    ask,
    last,
    indicative,
    indicative_source: source,
    size_unit: "usd",
    volume: parseVenueDecimal(market.volume_usd),
    open_interest: null,
    observed_at: new Date(receivedAtMs).toISOString(),
    observed_at_source: "collector",
    close_time: new Date(Date.parse(market.closes_at)).toISOString(),
  });
}

/** One listing page at `cursor` ("" first). */
export async function fetchZetaPage(
  baseUrl: string,
  cursor: string,
  client: HttpClient,
): Promise<ListingPage> {
  const query = new URLSearchParams(cursor === "" ? {} : { cursor });
  const result = await client.getJson(endpoint(baseUrl, "/markets", query), pageSchema);
  if (!result.ok) return { ok: false, failure: { reason: result.reason, stage: ZETA_LISTING_STAGE } };
  return {
    ok: true,
    rows: result.value.markets.map((m) => zetaRow(m, result.receivedAtMs)),
    books: [],
    failures: [],
    more: { cursor: result.value.next_cursor },
  };
}

/** The catalog's quotes of some markets: the listing read to its end, kept to the markets asked for. */
export async function fetchZetaQuotes(
  baseUrl: string,
  marketIds: string[],
  client: HttpClient,
): Promise<VenueFetchResult> {
  const wanted = new Set(marketIds);
  const rows: LakeRow[] = [];
  let requests = 0;
  let cursor = "";
  do {
    const page = await fetchZetaPage(baseUrl, cursor, client);
    requests++;
    if (!page.ok)
      return { ok: false, venue: ZETA, reason: page.failure.reason, failures: [page.failure], requests };
    rows.push(...page.rows.filter((row) => wanted.has(row.market_id)));
    cursor = "cursor" in page.more ? page.more.cursor : "";
  } while (cursor !== "");
  return { ok: true, venue: ZETA, rows, books: [], failures: [], complete: true, requests };
}
