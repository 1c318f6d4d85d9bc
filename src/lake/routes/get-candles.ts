import {
  bucketStart,
  computeCandles,
  RESOLUTION_MINUTES,
  type Resolution,
  resolutionMs,
} from "../../domain/candles.ts";
import { MINUTE_MS, rfc3339, utcDateAndHhmm } from "../../domain/clock.ts";
import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { oldestKeptDate, type RetentionVars, retentionSetting } from "../retention.ts";
import { readMarketMinutes } from "../store/lake-market-minutes.ts";
import { readWindowTrades, type TradeSelection, type WindowTrades } from "../store/lake-trades.ts";
import { CandleParams, CandlesQuery, CandlesResponse } from "./candles-schema.ts";
import {
  CANDLE_MINUTES_PER_ANSWER_MAX,
  CANDLE_TAPE_BYTES_PER_ANSWER_MAX,
  CANDLE_WINDOW_BUCKETS_MAX,
  CANDLES_PER_ANSWER_MAX,
} from "./config.ts";
import { candlesExample } from "./examples.ts";
import { lakeRoute, readLake, resolveVenue, venuePath } from "./shared.ts";
import { collectionWindowClosed } from "./snapshot-layout.ts";

const DEFAULT_OUTCOME = "yes";

const route = lakeRoute({
  path: "/markets/{market}/candles",
  operationId: "listLakeCandles",
  summary: "Candles of one market from the tape",
  description: `OHLC of one market outcome's mid (from the minutes with a two-sided book), the venue's last reported volume and open interest, and trade OHLC, volume and count, in buckets of \`resolution\` aligned to UTC multiples, over [\`from\`, \`to\`) (each end rounded out to a bucket boundary). Buckets without a taped minute or a trade are omitted, never carried forward. Trades come from the trade tape (\`trade_source\`, \`meta.trade_tape\`): a Kalshi market's prints for its \`yes\` outcome, a Polymarket outcome's prints of its own token. An answer holds at most ${CANDLES_PER_ANSWER_MAX} buckets, ${CANDLE_MINUTES_PER_ANSWER_MAX} minutes of tape and ${CANDLE_TAPE_BYTES_PER_ANSWER_MAX} bytes of stored tape (it ends at the last whole bucket within them; a single bucket over the byte limit is a 400 naming it); \`links.next\` continues the window until it is absent. A window may span at most ${CANDLE_WINDOW_BUCKETS_MAX} buckets and must start within the tape's retention; \`from\` not before \`to\`, a window too long for its resolution, an unknown resolution or a start past the retention answer 400 invalid-parameter naming the limit. A market none of the window's snapshots holds answers 404 lake-market-not-found. An answer whose window has closed (every minute past the whole-venue sealing, 12 minutes) never changes: strong ETag, cached 3,600 s.`,
  params: CandleParams,
  query: CandlesQuery,
  schema: CandlesResponse,
  example: candlesExample,
  problems: ["lake-market-not-found"],
});

const invalid = (name: string, detail: string, why: string) =>
  new ProblemError("invalid-parameter", { detail, invalidParams: [{ name, in: "query", reason: why }] });

/** Buckets of one answer at a resolution: the bucket cap, or as many as a day of minutes holds (at least one). */
export function candlesPerAnswer(resolution: Resolution): number {
  const byMinutes = Math.floor(CANDLE_MINUTES_PER_ANSWER_MAX / RESOLUTION_MINUTES[resolution]);
  return Math.max(1, Math.min(CANDLES_PER_ANSWER_MAX, byMinutes));
}

/** The bucket-aligned window [fromMs, toMs), refused with a problem naming the limit it breaks. */
function candleWindow(from: string, to: string, resolution: Resolution, vars: RetentionVars, nowMs: number) {
  const size = resolutionMs(resolution);
  const fromMs = bucketStart(Date.parse(from), resolution);
  const toMs = Math.ceil(Date.parse(to) / size) * size;
  if (Date.parse(from) >= Date.parse(to)) {
    throw invalid("from", `from (${from}) must be before to (${to}).`, "must be before to");
  }
  const buckets = (toMs - fromMs) / size;
  if (buckets > CANDLE_WINDOW_BUCKETS_MAX) {
    throw invalid(
      "resolution",
      `The window spans ${buckets} buckets of ${resolution}, above the limit of ${CANDLE_WINDOW_BUCKETS_MAX} buckets per window; use a coarser resolution or a shorter window.`,
      `gives ${buckets} buckets, at most ${CANDLE_WINDOW_BUCKETS_MAX}`,
    );
  }
  const setting = retentionSetting(vars);
  const kept = setting.ok ? oldestKeptDate(setting.policy.tapeDays, nowMs) : null;
  if (kept !== null && fromMs < Date.parse(`${kept}T00:00:00Z`)) {
    throw invalid(
      "from",
      `The window starts before ${kept}, the oldest date whose tape the retention keeps; candles are computed from the tape.`,
      `must not be before ${kept}T00:00:00Z (the tape's retention)`,
    );
  }
  return { fromMs, toMs };
}

/**
 * The trade prints in the terms of this outcome's candles, or null when the venue's prints have none:
 * Kalshi's prints carry the YES price of the ticker the candles name; Polymarket's are each of one
 * outcome token at that token's price, so an outcome's prints are its token's (the token its quote rows
 * carry; the prints name the market by condition id, the rows by Gamma id).
 */
export function tradeSelection(
  venue: string,
  market: string,
  outcome: string,
  tokenId: string | null,
): TradeSelection | null {
  if (venue === "kalshi") return outcome === "yes" ? { market } : null;
  return tokenId === null ? null : { token: tokenId };
}

/** What the candles' trades are, from the trade tape's coverage of the answer (null: not read). */
export function tradeSource(tape: WindowTrades | null): "taped" | "partial" | "not_taped" {
  if (tape === null || tape.taped === 0) return "not_taped";
  return tape.taped === tape.minutes && tape.incomplete === 0 ? "taped" : "partial";
}

const candlesPath = (venue: string, market: string, query: Record<string, string>) =>
  `${venuePath(venue)}/markets/${encodeURIComponent(market)}/candles?${new URLSearchParams(query).toString().replaceAll("%3A", ":")}`;

export function registerGetCandles(app: App) {
  app.openapi(route, async (c) => {
    const { venue: rawVenue, market } = c.req.valid("param");
    const profile = resolveVenue(c, rawVenue);
    const { from, to, resolution, outcome = DEFAULT_OUTCOME } = c.req.valid("query");
    const venue = profile.venue;
    const nowMs = Date.now();
    const window = candleWindow(from, to, resolution, c.env as RetentionVars, nowMs);
    const plannedToMs = Math.min(
      window.toMs,
      window.fromMs + candlesPerAnswer(resolution) * resolutionMs(resolution),
    );

    const minutes = await readLake("lake tape", () =>
      readMarketMinutes(c.env.LAKE, venue, market, outcome, window.fromMs, plannedToMs, {
        maxBytes: CANDLE_TAPE_BYTES_PER_ANSWER_MAX,
        bucketMs: resolutionMs(resolution),
      }),
    );
    const answerToMs = minutes.readToMs;
    if (answerToMs <= window.fromMs) {
      throw invalid(
        "resolution",
        `One ${resolution} bucket of ${profile.name}'s tape is more than the ${CANDLE_TAPE_BYTES_PER_ANSWER_MAX} bytes one answer reads (each minute's snapshot is read whole); use a finer resolution.`,
        `one bucket's tape exceeds ${CANDLE_TAPE_BYTES_PER_ANSWER_MAX} bytes`,
      );
    }
    if (!minutes.marketSeen) {
      throw new ProblemError("lake-market-not-found", {
        detail: `No snapshot of ${profile.name}'s tape from ${rfc3339(window.fromMs)} to ${rfc3339(answerToMs)} has a row of market '${market}'.`,
      });
    }
    const selection = tradeSelection(venue, market, outcome, minutes.tokenId);
    const tape = selection
      ? await readLake("lake trade tape", () =>
          readWindowTrades(c.env.LAKE, venue, selection, window.fromMs, answerToMs),
        )
      : null;
    const source = tradeSource(tape);
    const prints =
      source === "not_taped" || tape === null
        ? null
        : tape.prints.map((p) => ({ price: p.price, size: p.size, timeMs: Date.parse(p.venue_time) }));
    const candles = computeCandles(minutes.quotes, prints, resolution, window.fromMs, answerToMs).map(
      (candle) => ({
        start: rfc3339(candle.startMs),
        end: rfc3339(candle.endMs),
        mid: candle.mid,
        quote_minutes: candle.quote_minutes,
        volume_usd: candle.volume_usd,
        open_interest_usd: candle.open_interest_usd,
        trades: candle.trades,
      }),
    );

    const query = (fromMs: number) => ({
      from: rfc3339(fromMs),
      to: rfc3339(window.toMs),
      resolution,
      outcome,
    });
    const links: { self: string } & Record<string, string> = {
      self: candlesPath(venue, market, query(window.fromMs)),
    };
    if (answerToMs < window.toMs) links.next = candlesPath(venue, market, query(answerToMs));
    links.venue = venuePath(venue);

    const body = envelope(
      {
        type: "lake_candles" as const,
        venue,
        market,
        outcome,
        resolution,
        from: rfc3339(window.fromMs),
        to: rfc3339(answerToMs),
        window_to: rfc3339(window.toMs),
        trade_source: source,
        empty_buckets: "omitted" as const,
        candles,
      },
      links,
      {
        tape: {
          snapshots: minutes.snapshots,
          bytes: minutes.bytes,
          incomplete_snapshots: minutes.incomplete,
        },
        trade_tape: {
          minutes: tape?.minutes ?? 0,
          taped: tape?.taped ?? 0,
          incomplete: tape?.incomplete ?? 0,
        },
      },
    );
    // Once every minute of the answer is past sealing, no snapshot of it can change or appear.
    const last = utcDateAndHhmm(answerToMs - MINUTE_MS);
    const final = collectionWindowClosed(last.date, last.hhmm, nowMs);
    return c.json(body, 200, { "Cache-Control": final ? CACHE_POLICIES.sealed : CACHE_POLICIES.current });
  });
}
