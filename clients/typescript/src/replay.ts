/**
 * Replays one market from the lake for a backtest, minute by minute in time order: the market's order
 * book as the collection read it at the minute's start (the book tape, `GET /api/v1/lake/venues/{venue}/books`),
 * then the trade prints of that minute in venue-time order (the trade tape, `GET …/trades`, read from the
 * next minute's object, which holds the prints of [minute, minute + 60 s)).
 *
 * Whose prints: a Kalshi market's (their price is the YES price); a Polymarket outcome's own token's
 * (the token its book names; before the window's first book no token is known, and those minutes' prints
 * are counted as not read). A minute without a book or without taped prints is skipped and counted,
 * never filled in. Reads run a few at a time; events still come out in time order.
 */
import type { PixClient } from "./client.ts";
import { PixProblemError } from "./lake.ts";
import type { components } from "./schema.d.ts";

type Problem = components["schemas"]["Problem"];

/** One replay event: the market's book as the collection read it in the minute starting at `time`. */
export interface ReplayBookEvent {
  type: "book";
  /** Start of the collection minute (RFC 3339, UTC). */
  time: string;
  venue: string;
  market: string;
  outcome: string;
  /** When the venue's answer was read. */
  observed_at: string;
  /** Best first, `[price, size]` as exact decimal strings. */
  bids: [string, string][];
  asks: [string, string][];
}

/** One replay event: a trade print of the market (or outcome token) in the minute starting at `time`. */
export interface ReplayTradeEvent {
  type: "trade";
  /** Start of the minute whose prints these are (RFC 3339, UTC). */
  time: string;
  venue: string;
  market: string;
  trade_id: string;
  /** The outcome token traded (Polymarket), else null. */
  token_id: string | null;
  /** Exact decimal strings: Kalshi's YES price, Polymarket's price of the token traded. */
  price: string;
  size: string;
  taker_side: string;
  /** When the venue says the trade happened. */
  venue_time: string;
}

export type ReplayEvent = ReplayBookEvent | ReplayTradeEvent;

export interface ReplayWindow {
  venue: string;
  market: string;
  /** The outcome whose book is replayed (default: the market's first, `yes` on a binary market). */
  outcome?: string;
  /** Start of the window (inclusive), rounded down to a minute. */
  from: Date;
  /** End of the window (exclusive). */
  to: Date;
  /** Book reads in flight at once (default 4, at most 16). */
  concurrency?: number;
  /** Whether to replay the trade prints too (default true). */
  trades?: boolean;
}

/**
 * What a replay read: minutes of the window, books yielded, minutes without a book, prints yielded and
 * minutes whose prints were not read (no trades object, or no token known yet).
 */
export interface ReplaySummary {
  minutes: number;
  books: number;
  missing: number;
  trades: number;
  trades_missing: number;
}

/** Prints read per page of the trades route (its maximum). */
const TRADES_PAGE_SIZE = 500;

type TradeFilter = { market: string } | { token_id: string };

/** The longest window one replay reads: seven days of minutes. */
export const REPLAY_MINUTES_MAX = 7 * 1440;

const MINUTE_MS = 60_000;

/** One minute of a replay: its book's object (`date`, `at`) and its prints' (the next minute's). */
export interface Minute {
  date: string;
  at: string;
  time: string;
  nextDate: string;
  nextAt: string;
}

/** The minutes of a window, as the lake routes name them; throws on a bad window. */
export function replayMinutes(from: Date, to: Date): Minute[] {
  const start = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS;
  const end = to.getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) throw new RangeError("from and to must be valid times");
  if (end <= start) throw new RangeError("to must be after from");
  const count = Math.ceil((end - start) / MINUTE_MS);
  if (count > REPLAY_MINUTES_MAX) {
    throw new RangeError(
      `a replay covers at most ${REPLAY_MINUTES_MAX} minutes (7 days); this window has ${count}`,
    );
  }
  const named = (ms: number) => {
    const iso = new Date(ms).toISOString();
    return {
      date: iso.slice(0, 10),
      at: `${iso.slice(11, 13)}${iso.slice(14, 16)}`,
      time: `${iso.slice(0, 19)}Z`,
    };
  };
  return Array.from({ length: count }, (_, i) => {
    const minute = named(start + i * MINUTE_MS);
    const next = named(start + (i + 1) * MINUTE_MS);
    return { ...minute, nextDate: next.date, nextAt: next.at };
  });
}

/**
 * Yields the market's book of every minute of the window that has one, in time order, and returns the
 * summary. A problem other than a missing book (a bad parameter, a key without `lake:read`, an unknown
 * venue) is thrown as a `PixProblemError`. `onProgress` is called after each minute.
 */
export async function* replayMarket(
  client: PixClient,
  window: ReplayWindow,
  onProgress?: (done: number, total: number) => void,
): AsyncGenerator<ReplayEvent, ReplaySummary> {
  const minutes = replayMinutes(window.from, window.to);
  const concurrency = Math.min(16, Math.max(1, window.concurrency ?? 4));
  const withTrades = window.trades ?? true;
  const readBook = async ({ date, at }: Minute) => {
    const { data, error, response } = await client.GET("/api/v1/lake/venues/{venue}/books", {
      params: {
        path: { venue: window.venue },
        query: { date, at, market: window.market, ...(window.outcome ? { outcome: window.outcome } : {}) },
      },
    });
    if (data) return data.data;
    const problem = error as Problem | undefined;
    // No book of the market, or of the outcome, at this minute: the minute is skipped.
    const missing = ["#lake-book-not-found", "#lake-outcome-not-found"];
    if (response.status === 404 && missing.some((slug) => problem?.type?.endsWith(slug))) return null;
    throw new PixProblemError(response.status, problem);
  };
  /** Every print of the minute [time, time + 60 s) of `filter`, or null when the minute has none taped. */
  const readTrades = async (minute: Minute, filter: TradeFilter) => {
    const rows: ReplayTradeEvent[] = [];
    for (let page = 1; ; page++) {
      const { data, error, response } = await client.GET("/api/v1/lake/venues/{venue}/trades", {
        params: {
          path: { venue: window.venue },
          query: { date: minute.nextDate, at: minute.nextAt, ...filter, page, page_size: TRADES_PAGE_SIZE },
        },
      });
      if (!data) {
        const problem = error as Problem | undefined;
        if (response.status === 404 && problem?.type?.endsWith("#lake-trades-not-found")) return null;
        throw new PixProblemError(response.status, problem);
      }
      for (const row of data.data.rows) {
        rows.push({
          type: "trade",
          time: minute.time,
          venue: window.venue,
          market: window.market,
          trade_id: row.trade_id,
          token_id: row.token_id,
          price: row.price,
          size: row.size,
          taker_side: row.taker_side,
          venue_time: row.venue_time,
        });
      }
      if (page >= data.meta.pagination.total_pages) break;
    }
    return rows.sort((a, b) => (a.venue_time < b.venue_time ? -1 : a.venue_time > b.venue_time ? 1 : 0));
  };
  // Kalshi's prints are the market's; Polymarket's are an outcome token's, known from a book.
  const filterFor = (token: string | null): TradeFilter | null =>
    !withTrades
      ? null
      : window.venue === "kalshi"
        ? { market: window.market }
        : token
          ? { token_id: token }
          : null;
  const sameFilter = (a: TradeFilter | null, b: TradeFilter | null) =>
    JSON.stringify(a) === JSON.stringify(b);
  const summary: ReplaySummary = {
    minutes: minutes.length,
    books: 0,
    missing: 0,
    trades: 0,
    trades_missing: 0,
  };
  // The token of the last book consumed: what a minute read ahead asks its prints by.
  let token: string | null = null;
  // A sliding window of reads in flight; each is awaited in order.
  interface Read {
    book: ReturnType<typeof readBook>;
    filter: TradeFilter | null;
    trades: ReturnType<typeof readTrades> | null;
  }
  const pending: Read[] = [];
  let next = 0;
  const fill = () => {
    while (next < minutes.length && pending.length < concurrency) {
      const minute = minutes[next++] as Minute;
      const filter = filterFor(token);
      const read: Read = {
        book: readBook(minute),
        filter,
        trades: filter ? readTrades(minute, filter) : null,
      };
      // Thrown where they are awaited, in order.
      read.book.catch(() => undefined);
      read.trades?.catch(() => undefined);
      pending.push(read);
    }
  };
  fill();
  for (let i = 0; i < minutes.length; i++) {
    const minute = minutes[i] as Minute;
    const read = pending.shift() as Read;
    const book = await read.book;
    if (book?.token_id) token = book.token_id;
    fill();
    if (book) {
      summary.books++;
      yield {
        type: "book",
        time: minute.time,
        venue: book.venue,
        market: book.market_id,
        outcome: book.outcome,
        observed_at: book.observed_at,
        bids: book.bids.map(([price = "", size = ""]) => [price, size]),
        asks: book.asks.map(([price = "", size = ""]) => [price, size]),
      };
    } else summary.missing++;
    if (withTrades) {
      // The minute's own book names its token; a read made ahead with another (or none) is read again.
      const filter = filterFor(book?.token_id ?? token);
      const prints = !filter
        ? null
        : sameFilter(filter, read.filter) && read.trades
          ? await read.trades
          : await readTrades(minute, filter);
      if (prints === null) summary.trades_missing++;
      for (const print of prints ?? []) {
        summary.trades++;
        yield print;
      }
    }
    onProgress?.(i + 1, minutes.length);
  }
  return summary;
}
