import { describe, expect, it } from "vitest";
import { fetchPolymarketQuotes } from "../../../src/venues/polymarket/polymarket.ts";
import type { VenueFetchResult } from "../../../src/venues/shared/quote.ts";
import type { LakeRow } from "../../../src/venues/shared/row.ts";
import errorPage from "../../fixtures/upstreams/kalshi/error-page.html?raw";
import clobBooks from "../../fixtures/upstreams/polymarket/clob-books.json";
import hostileBooks from "../../fixtures/upstreams/polymarket/clob-books-hostile.json";
import gammaHostile from "../../fixtures/upstreams/polymarket/gamma-markets-hostile.json";
import gammaPage1 from "../../fixtures/upstreams/polymarket/gamma-markets-page-1.json";
import gammaPage2 from "../../fixtures/upstreams/polymarket/gamma-markets-page-2.json";
import { json, type Responder, type SeenRequest, testClient, text } from "../../support/fake-upstream.ts";

const GAMMA = "https://gamma.test";
const CLOB = "https://clob.test";
const FED = "516710";
const NBA = "540112";
const CPI = "498877";
const TOKENS = {
  fedYes: "71321045679252212594626385532706912750332728571942532289631379312455583992563",
  fedNo: "52114319501245915516055106046884209969926127482827954674443846427813813222426",
  lakers: "10493268531442961812547318493820657390125844096318047262813301745026671880211",
  celtics: "88201937760471533264150012277091325580961337215496017733452918855390140672093",
};

interface FakePolymarket {
  markets?: unknown[];
  books?: unknown[];
}

/**
 * Gamma and the CLOB as the fixtures record them: Gamma filters by repeated `id` / `slug` and slices by
 * limit/offset (a bare array); `POST /books` answers the requested tokens' books in fixture order.
 */
function polymarket({
  markets = [...gammaPage1, ...gammaPage2],
  books = clobBooks,
}: FakePolymarket = {}): Responder {
  return ({ url, method, body }) => {
    if (url.origin === GAMMA && url.pathname === "/markets") {
      const ids = url.searchParams.getAll("id");
      const slugs = url.searchParams.getAll("slug");
      const selected = markets.filter((market) => {
        const { id, slug } = market as { id?: unknown; slug?: unknown };
        return (
          (ids.length === 0 || ids.includes(String(id))) &&
          (slugs.length === 0 || slugs.includes(String(slug)))
        );
      });
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 20);
      return json(selected.slice(offset, offset + limit));
    }
    if (url.origin === CLOB && url.pathname === "/books" && method === "POST") {
      const requested = new Set((body as { token_id: string }[]).map((entry) => entry.token_id));
      // A book without an asset id cannot be matched to a request, so it is passed through as is.
      return json(
        books.filter((book) => {
          const asset = (book as { asset_id?: unknown }).asset_id;
          return typeof asset !== "string" || requested.has(asset);
        }),
      );
    }
    return json({ error: "not found" }, 404);
  };
}

function byOutcome(result: VenueFetchResult): Map<string, LakeRow> {
  if (!result.ok) throw new Error(`venue failed: ${result.reason}`);
  return new Map(result.rows.map((row) => [`${row.market_id}/${row.outcome}`, row]));
}

const request = { gammaBaseUrl: GAMMA, clobBaseUrl: CLOB, marketIds: [FED, NBA, CPI] };
const gammaCalls = (requests: SeenRequest[]) => requests.filter((r) => r.url.origin === GAMMA);
const bookCalls = (requests: SeenRequest[]) => requests.filter((r) => r.url.origin === CLOB);

describe("fetchPolymarketQuotes: Gamma pages and CLOB books", () => {
  it("pages Gamma by offset until a short page and asks the CLOB for every open outcome's book", async () => {
    const { client, requests } = testClient(polymarket());
    const result = await fetchPolymarketQuotes({ ...request, pageSize: 2 }, client);

    expect(result).toMatchObject({
      ok: true,
      venue: "polymarket",
      complete: true,
      failures: [],
      requests: 3,
    });
    expect([...byOutcome(result).keys()]).toEqual([
      `${FED}/yes`,
      `${FED}/no`,
      `${NBA}/Lakers`,
      `${NBA}/Celtics`,
      `${CPI}/yes`,
      `${CPI}/no`,
    ]);
    const gamma = gammaCalls(requests).map((r) => r.url.searchParams);
    expect(gamma.map((query) => [query.getAll("id"), query.get("limit"), query.get("offset")])).toEqual([
      [[FED, NBA, CPI], "2", "0"],
      [[FED, NBA, CPI], "2", "2"],
    ]);
    // The closed market's tokens are not asked for: closed markets have no live book.
    expect(bookCalls(requests).map((r) => r.body)).toEqual([
      [TOKENS.fedYes, TOKENS.fedNo, TOKENS.lakers, TOKENS.celtics].map((token_id) => ({ token_id })),
    ]);
  });

  it("answers the books its rows were priced from, each side best level first, one per outcome read", async () => {
    const { client } = testClient(polymarket());
    const result = await fetchPolymarketQuotes(request, client);
    if (!result.ok) throw new Error(result.reason);
    const rows = byOutcome(result);
    // The closed market has no live book: its rows are priced without one and it has no book line.
    expect(result.books.map((line) => [line.market_id, line.books.map((b) => b.outcome)])).toEqual([
      [FED, ["yes", "no"]],
      [NBA, ["Lakers", "Celtics"]],
    ]);
    for (const line of result.books) {
      for (const book of line.books) {
        const row = rows.get(`${line.market_id}/${book.outcome}`);
        // The book keeps the venue's text ("0.61"); the row its exact value at the row's scale ("0.6100").
        const price = (text: string | null | undefined) => (text == null ? null : Number(text));
        expect(price(book.bids[0]?.price), `${line.market_id}/${book.outcome} bid`).toBe(price(row?.bid));
        expect(price(book.asks[0]?.price), `${line.market_id}/${book.outcome} ask`).toBe(price(row?.ask));
        expect(book.observed_at).toBe(row?.observed_at);
        const bids = book.bids.map((l) => Number(l.price));
        expect(bids).toEqual([...bids].sort((a, b) => b - a));
      }
    }
  });

  it("takes the LAST level as the best on both sides, with the book's own clock", async () => {
    const { client } = testClient(polymarket());
    const quote = byOutcome(await fetchPolymarketQuotes(request, client)).get(`${FED}/yes`);
    expect(quote).toEqual({
      venue: "polymarket",
      market_id: FED,
      event_id: "23656",
      outcome: "yes",
      token_id: TOKENS.fedYes,
      title: "Will the Fed cut rates at the December 2026 meeting?",
      status: "open",
      // Bids ascend 0.55 … 0.61 and asks descend 0.68 … 0.62: the best is last on both sides.
      bid: "0.6100",
      ask: "0.6200",
      last: "0.6200",
      indicative: "0.6150",
      indicative_source: "mid",
      mid: "0.6150",
      spread: "0.0100",
      two_sided_book: true,
      // Gamma reports the whole market's dollars: no contract counts to keep.
      volume_usd: "1843201.553211",
      open_interest_usd: null,
      usd_basis: "usd",
      native: null,
      observed_at: "2026-11-22T14:03:07.412Z",
      observed_at_source: "venue",
      close_time: "2026-12-09T19:00:00.000Z",
    } satisfies LakeRow);
    expect(byOutcome(await fetchPolymarketQuotes(request, client)).get(`${FED}/no`)).toMatchObject({
      bid: "0.3800",
      ask: "0.3900",
      token_id: TOKENS.fedNo,
    });
  });

  it("leaves an empty side null and indicates with Polymarket's displayed price", async () => {
    const { client } = testClient(polymarket());
    const lakers = byOutcome(await fetchPolymarketQuotes(request, client)).get(`${NBA}/Lakers`);
    expect(lakers).toMatchObject({
      outcome: "Lakers",
      bid: "0.4300",
      ask: null,
      last: "0.4400",
      indicative: "0.4350",
      indicative_source: "venue_price",
      two_sided_book: false,
    });
  });

  it("quotes a closed market from Gamma alone: no sides, the venue's price, the collector's clock", async () => {
    const { client } = testClient(polymarket());
    const quotes = byOutcome(await fetchPolymarketQuotes(request, client));
    expect(quotes.get(`${CPI}/yes`)).toMatchObject({
      status: "closed",
      bid: null,
      ask: null,
      last: "0.0010",
      indicative: "0.0000",
      indicative_source: "venue_price",
      observed_at_source: "collector",
      volume_usd: "250913.40",
      usd_basis: "usd",
    });
    // Gamma's lastTradePrice belongs to the first outcome only.
    expect(quotes.get(`${CPI}/no`)).toMatchObject({ last: null, indicative: "1.0000" });
  });

  it("records a missing book and falls back to the displayed price for that outcome", async () => {
    const books = clobBooks.filter((book) => book.asset_id !== TOKENS.celtics);
    const { client } = testClient(polymarket({ books }));
    const result = await fetchPolymarketQuotes(request, client);
    expect(result).toMatchObject({
      ok: true,
      complete: false,
      failures: [{ market_id: NBA, reason: "book_missing", stage: "polymarket_clob_books" }],
    });
    expect(byOutcome(result).get(`${NBA}/Celtics`)).toMatchObject({
      bid: null,
      ask: null,
      indicative: "0.5650",
      indicative_source: "venue_price",
    });
  });

  it("batches POST /books by 500 tokens", async () => {
    const fed = gammaPage1[0] as Record<string, unknown>;
    const markets = Array.from({ length: 300 }, (_, i) => ({
      ...fed,
      id: String(600_000 + i),
      clobTokenIds: JSON.stringify([`${i}1`, `${i}2`]),
    }));
    const { client, requests } = testClient(polymarket({ markets, books: [] }));
    const result = await fetchPolymarketQuotes(
      { gammaBaseUrl: GAMMA, clobBaseUrl: CLOB, marketIds: markets.map((m) => m.id) },
      client,
    );
    expect(gammaCalls(requests)).toHaveLength(3);
    expect(bookCalls(requests).map((r) => (r.body as unknown[]).length)).toEqual([500, 100]);
    expect(result.ok && result.rows.length).toBe(600);
  });

  it("selects by slug and records what the venue did not return", async () => {
    const { client, requests } = testClient(polymarket());
    const result = await fetchPolymarketQuotes(
      {
        gammaBaseUrl: GAMMA,
        clobBaseUrl: CLOB,
        slugs: ["fed-cut-rates-december-2026", "no-such-market"],
        marketIds: ["999999"],
      },
      client,
    );
    expect(gammaCalls(requests).map((r) => r.url.searchParams.getAll("slug"))).toEqual([
      [],
      ["fed-cut-rates-december-2026", "no-such-market"],
    ]);
    expect(result).toMatchObject({
      ok: true,
      complete: false,
      failures: [
        { market_id: "999999", reason: "not_found", stage: "polymarket_gamma_markets" },
        { market_id: "no-such-market", reason: "not_found", stage: "polymarket_gamma_markets" },
      ],
    });
    expect([...byOutcome(result).keys()]).toEqual([`${FED}/yes`, `${FED}/no`]);
  });
});

describe("fetchPolymarketQuotes: hostile payloads", () => {
  it("skips each malformed Gamma market with a reason and keeps the good one", async () => {
    const ids = [FED, "516711", "516712", "516713", "516714", "516715", "516716", "516717"];
    const { client } = testClient(polymarket({ markets: gammaHostile }));
    const result = await fetchPolymarketQuotes(
      { gammaBaseUrl: GAMMA, clobBaseUrl: CLOB, marketIds: ids },
      client,
    );
    if (!result.ok) throw new Error("expected a partial result");
    const stage = "polymarket_gamma_markets";
    expect(result.failures).toHaveLength(9);
    expect(result.failures).toEqual(
      expect.arrayContaining([
        // A numeric id fails the schema, so the market cannot be named and is also not found.
        { reason: "invalid_shape", stage, detail: "id" },
        { market_id: "516711", reason: "not_found", stage },
        { market_id: "516712", reason: "outcome_arrays_mismatch", stage, detail: "outcomePrices" },
        { market_id: "516713", reason: "price_out_of_range", stage, detail: "outcomePrices" },
        { market_id: "516714", reason: "invalid_shape", stage, detail: "clobTokenIds" },
        { market_id: "516715", reason: "invalid_price", stage, detail: "outcomePrices" },
        { market_id: FED, reason: "duplicate", stage },
        { market_id: "516716", reason: "invalid_shape", stage, detail: "active" },
        // Numbers where the encoded array must hold strings.
        { market_id: "516717", reason: "invalid_shape", stage, detail: "outcomePrices.0" },
      ]),
    );
    // The first copy of the duplicated market is the one kept (0.615, not the repeat's 0.01).
    expect(result.rows.map((q) => [q.market_id, q.outcome, q.bid, q.ask])).toEqual([
      [FED, "yes", "0.6100", "0.6200"],
      [FED, "no", "0.3800", "0.3900"],
    ]);
  });

  it("skips a market whose 24-hour volume is bad, though that volume is not on the tape", async () => {
    const fed = { ...(gammaPage1[0] as Record<string, unknown>), volume24hr: -45210.77 };
    const { client } = testClient(polymarket({ markets: [fed] }));
    const result = await fetchPolymarketQuotes({ ...request, marketIds: [FED] }, client);
    expect(result).toMatchObject({
      ok: true,
      rows: [],
      failures: [
        { market_id: FED, reason: "invalid_amount", stage: "polymarket_gamma_markets", detail: "volume24hr" },
      ],
    });
  });

  it("fails an outcome whose book is malformed, and records the rest of the bad answer", async () => {
    const { client } = testClient(polymarket({ markets: gammaPage1, books: hostileBooks }));
    const result = await fetchPolymarketQuotes({ ...request, marketIds: [FED, NBA] }, client);
    if (!result.ok) throw new Error("expected a partial result");
    expect(result.rows).toEqual([]);
    expect(result.complete).toBe(false);
    expect(result.failures).toHaveLength(6);
    expect(result.failures).toEqual(
      expect.arrayContaining([
        { market_id: FED, reason: "book_not_sorted", stage: "polymarket_clob_books", detail: "bids" },
        { market_id: FED, reason: "price_out_of_range", stage: "polymarket_clob_books", detail: "asks" },
        { market_id: NBA, reason: "invalid_timestamp", stage: "polymarket_clob_books", detail: "timestamp" },
        { market_id: NBA, reason: "crossed_book", stage: "polymarket_clob_books", detail: "bids" },
        { reason: "invalid_shape", stage: "polymarket_clob_books", detail: "asset_id" },
        { market_id: FED, reason: "duplicate", stage: "polymarket_clob_books", detail: "asset_id" },
      ]),
    );
  });

  it("fails the venue with a reason code when Gamma never answers usefully", async () => {
    const cases: [Responder, string][] = [
      [() => text(errorPage, 503), "http_5xx"],
      [() => text(errorPage, 200), "not_json"],
      [() => json({ data: gammaPage1 }), "invalid_shape"],
      [() => json({ error: "slow down" }, 429), "http_429"],
    ];
    for (const [respond, reason] of cases) {
      const { client } = testClient(respond);
      const result = await fetchPolymarketQuotes(request, client);
      expect(result, reason).toMatchObject({ ok: false, venue: "polymarket", reason });
      expect(JSON.stringify(result)).not.toContain("UPSTREAM-INTERNAL-TRACE");
    }
  });

  it("keeps the first Gamma page when a later one fails, without claiming the rest not_found", async () => {
    const gamma = polymarket();
    const respond: Responder = (seen) =>
      seen.url.origin === GAMMA && seen.url.searchParams.get("offset") !== "0"
        ? text(errorPage, 500)
        : gamma(seen);
    const { client } = testClient(respond, { maxRetries: 0 });
    const result = await fetchPolymarketQuotes({ ...request, pageSize: 2 }, client);
    expect(result).toMatchObject({
      ok: true,
      complete: false,
      failures: [{ reason: "http_5xx", stage: "polymarket_gamma_markets", detail: "HTTP 500" }],
    });
    expect([...byOutcome(result).keys()]).toEqual([
      `${FED}/yes`,
      `${FED}/no`,
      `${NBA}/Lakers`,
      `${NBA}/Celtics`,
    ]);
  });

  it("keeps Gamma's prices without sides when the CLOB is down, and records the failure", async () => {
    const gammaOnly = polymarket();
    const { client } = testClient((seen) =>
      seen.url.origin === CLOB ? text(errorPage, 502) : gammaOnly(seen),
    );
    const result = await fetchPolymarketQuotes(request, client);
    expect(result).toMatchObject({
      ok: true,
      complete: false,
      failures: [{ reason: "http_5xx", stage: "polymarket_clob_books", detail: "HTTP 502" }],
    });
    expect(byOutcome(result).get(`${FED}/yes`)).toMatchObject({
      bid: null,
      ask: null,
      two_sided_book: false,
      indicative: "0.6150",
      indicative_source: "venue_price",
      last: "0.6200",
    });
  });
});
