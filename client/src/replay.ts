/**
 * Replays one market from the lake for a backtest: the market's order book at every collection minute of
 * a window, read from the book tape (`GET /api/v1/lake/venues/{venue}/books`) and yielded in time order.
 *
 * A minute without a book of the market (not collected, not sealed yet, past the retention, or a venue
 * whose collection reads no books) is skipped and counted, never filled in. Reads run a few at a time;
 * events still come out in time order.
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

export type ReplayEvent = ReplayBookEvent;

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
}

/** What a replay read: minutes of the window, books yielded, minutes without a book. */
export interface ReplaySummary {
  minutes: number;
  books: number;
  missing: number;
}

/** The longest window one replay reads: seven days of minutes. */
export const REPLAY_MINUTES_MAX = 7 * 1440;

const MINUTE_MS = 60_000;

/** The minutes of a window, as the books route names them (`date`, `at`); throws on a bad window. */
export function replayMinutes(from: Date, to: Date): { date: string; at: string; time: string }[] {
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
  return Array.from({ length: count }, (_, i) => {
    const iso = new Date(start + i * MINUTE_MS).toISOString();
    return {
      date: iso.slice(0, 10),
      at: `${iso.slice(11, 13)}${iso.slice(14, 16)}`,
      time: `${iso.slice(0, 19)}Z`,
    };
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
  const read = async ({ date, at }: { date: string; at: string }) => {
    const { data, error, response } = await client.GET("/api/v1/lake/venues/{venue}/books", {
      params: {
        path: { venue: window.venue },
        query: { date, at, market: window.market, ...(window.outcome ? { outcome: window.outcome } : {}) },
      },
    });
    if (data) return data.data;
    const problem = error as Problem | undefined;
    if (response.status === 404 && problem?.type?.endsWith("#lake-book-not-found")) return null;
    throw new PixProblemError(response.status, problem);
  };
  const summary: ReplaySummary = { minutes: minutes.length, books: 0, missing: 0 };
  // A sliding window of reads in flight; each is awaited in order.
  const pending: ReturnType<typeof read>[] = [];
  let next = 0;
  const fill = () => {
    while (next < minutes.length && pending.length < concurrency) {
      const reading = read(minutes[next++] as { date: string; at: string });
      reading.catch(() => undefined); // thrown where it is awaited, in order
      pending.push(reading);
    }
  };
  fill();
  for (let i = 0; i < minutes.length; i++) {
    const book = await (pending.shift() as ReturnType<typeof read>);
    fill();
    onProgress?.(i + 1, minutes.length);
    if (!book) {
      summary.missing++;
      continue;
    }
    summary.books++;
    yield {
      type: "book",
      time: (minutes[i] as { time: string }).time,
      venue: book.venue,
      market: book.market_id,
      outcome: book.outcome,
      observed_at: book.observed_at,
      bids: book.bids.map(([price = "", size = ""]) => [price, size]),
      asks: book.asks.map(([price = "", size = ""]) => [price, size]),
    };
  }
  return summary;
}
