/**
 * Zeta's upstream, served by the tests themselves: a small venue of five markets listed two pages at a
 * time behind a cursor (`GET /markets?cursor=`), its trade prints (`GET /trades?from_ms=&to_ms=`) and its
 * order books (`GET /book?market=`). It is a `fetch` the pix HTTP client is given, so the client's own
 * request, retry and body code runs unchanged; any other address answers 404.
 */
import type { FetchLike } from "../../../../src/venues/http/client.ts";

export interface ZetaMarket {
  id: string;
  title: string;
  bid: string;
  ask: string;
  last: string;
  volume_usd: string;
  closes_at: string;
}

/** The venue's markets, in listing order. */
export const ZETA_MARKETS: readonly ZetaMarket[] = [
  {
    id: "ZT-RAIN-01",
    title: "Rain in Zeta City on Nov 23?",
    bid: "0.41",
    ask: "0.44",
    last: "0.42",
    volume_usd: "1520.5",
    closes_at: "2026-11-23T23:00:00Z",
  },
  {
    id: "ZT-RAIN-02",
    title: "Rain in Zeta City on Nov 24?",
    bid: "0.37",
    ask: "0.39",
    last: "0.38",
    volume_usd: "830",
    closes_at: "2026-11-24T23:00:00Z",
  },
  {
    id: "ZT-FERRY",
    title: "Harbour ferry back in service by December?",
    bid: "0.72",
    ask: "0.75",
    last: "0.74",
    volume_usd: "4410.25",
    closes_at: "2026-12-01T00:00:00Z",
  },
  {
    id: "ZT-BRIDGE",
    title: "North bridge reopens before the new year?",
    bid: "0.18",
    ask: "0.21",
    last: "0.2",
    volume_usd: "260",
    closes_at: "2026-12-31T12:00:00Z",
  },
  {
    id: "ZT-MAYOR",
    title: "Mayor re-elected in the spring vote?",
    bid: "0.55",
    ask: "0.58",
    last: "0.57",
    volume_usd: "9875",
    closes_at: "2027-04-12T20:00:00Z",
  },
];

/** Markets per listing page. */
export const ZETA_PAGE_SIZE = 2;

/** One trade print as the venue publishes it. */
export interface ZetaPrint {
  id: string;
  market: string;
  price: string;
  size: string;
  side: "buy" | "sell";
  at_ms: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The venue's API at `base`, with the prints it has published. */
export function zetaUpstream(
  base: string,
  prints: readonly ZetaPrint[] = [],
): { fetch: FetchLike; seen: URL[] } {
  const seen: URL[] = [];
  const fetch: FetchLike = async (raw) => {
    const url = new URL(raw);
    seen.push(url);
    if (!raw.startsWith(base)) return json({ error: "no such host" }, 404);
    const path = url.pathname.slice(new URL(base).pathname.replace(/\/+$/, "").length);
    if (path === "/markets") {
      const start = Number(url.searchParams.get("cursor") || "0");
      const page = ZETA_MARKETS.slice(start, start + ZETA_PAGE_SIZE);
      const next = start + ZETA_PAGE_SIZE < ZETA_MARKETS.length ? String(start + ZETA_PAGE_SIZE) : "";
      return json({ markets: page, next_cursor: next });
    }
    if (path === "/trades") {
      const from = Number(url.searchParams.get("from_ms"));
      const to = Number(url.searchParams.get("to_ms"));
      return json({ trades: prints.filter((p) => p.at_ms >= from && p.at_ms < to) });
    }
    if (path === "/book") {
      const market = ZETA_MARKETS.find((m) => m.id === url.searchParams.get("market"));
      if (!market) return json({ error: "unknown market" }, 404);
      return json({ market: market.id, bids: [[market.bid, "100"]], asks: [[market.ask, "100"]] });
    }
    return json({ error: "not found" }, 404);
  };
  return { fetch, seen };
}
