import { bucketStart, isHourResolution, type Resolution, resolutionMs } from "../../domain/candles.ts";
import { MINUTE_MS, rfc3339, utcDateAndHhmm } from "../../domain/clock.ts";
import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { hourAnswer, minuteAnswer, unseenPart } from "../candles/answer.ts";
import {
  CANDLE_HOURS_PER_ANSWER_MAX,
  CANDLE_MINUTES_PER_ANSWER_MAX,
  CANDLE_TAPE_BYTES_PER_ANSWER_MAX,
  CANDLE_WINDOW_BUCKETS_MAX,
  CANDLES_PER_ANSWER_MAX,
} from "../candles/limits.ts";
import { collectionWindowClosed } from "../parts.ts";
import { oldestKeptDate, type RetentionVars, retentionSetting } from "../retention.ts";
import { CandleParams, CandlesQuery, CandlesResponse } from "./candles-schema.ts";
import { candlesExample } from "./examples.ts";
import { lakeRoute, resolveVenue, venuePath } from "./shared.ts";

const DEFAULT_OUTCOME = "yes";

const route = lakeRoute({
  path: "/markets/{market}/candles",
  operationId: "listLakeCandles",
  summary: "Candles of one market from the tape",
  description: `OHLC of one market outcome's mid (from the minutes with a two-sided book), the venue's last reported volume and open interest, and trade OHLC, volume and count, in buckets of \`resolution\` aligned to UTC multiples, over [\`from\`, \`to\`) (each end rounded out to a bucket boundary). Buckets without a taped minute or a trade are omitted, never carried forward. Trades come from the trade tape (\`trade_source\`, \`meta.trade_tape\`): a Kalshi market's prints for its \`yes\` outcome, a Polymarket outcome's prints of its own token. Below an hour every minute is read from the tape: an answer holds at most ${CANDLES_PER_ANSWER_MAX} buckets, ${CANDLE_MINUTES_PER_ANSWER_MAX} minutes of tape and ${CANDLE_TAPE_BYTES_PER_ANSWER_MAX} bytes of stored tape (it ends at the last whole bucket within them; a single bucket over the byte limit is a 400 naming it). At \`1h\`, \`4h\` and \`1d\` an hour is read from its hour summaries once they are built (about 15 minutes after the hour ends: a few range reads whatever the venue's size, \`meta.tape.hour_summaries\`), and otherwise from its minutes within the same limits; an answer covers at most ${CANDLE_HOURS_PER_ANSWER_MAX} hours. Both give the same candles. A first bucket whose hours are not summarised yet and whose minutes are over the byte limit (a whole-venue tape's latest hours) answers without candles and without \`links.next\`, \`meta.hour_summaries_pending\` saying when to ask again; once one of its summaries is overdue, it is the 400. \`links.next\` continues the window until it is absent. A window may span at most ${CANDLE_WINDOW_BUCKETS_MAX} buckets and must start within the tape's retention (at \`1h\`, \`4h\` and \`1d\`: within the Parquet files' retention, which keeps the hour summaries; an hour whose tape is gone is served from its summary, or has no data); \`from\` not before \`to\`, a window too long for its resolution, an unknown resolution or a start past the retention answer 400 invalid-parameter naming the limit. A part of the window without a row of the market (any outcome) answers 200 without candles, as every bucket without data is omitted: the answer looks through the rest of the window (hour summaries where built, else the snapshots, within one answer's limits), and continues with \`links.next\` while the window goes on, up to the market's data. Only when the whole window holds no row of the market is it 404 lake-market-not-found. Once a part has shown the market, \`links.next\` carries \`window_from\` (the window's start): such a continuation never answers 404, and when the rest of the window holds no row its \`to\` is the window's end, without \`links.next\`. An outcome none of the market's rows names (on Kalshi, whose tape has a \`yes\` row per market, any other) answers 404 lake-outcome-not-found, listing the outcomes. An answer whose window has closed (every minute past the whole-venue sealing, 12 minutes; for a part without the market, every minute of the window) never changes: strong ETag, cached 3,600 s.`,
  params: CandleParams,
  query: CandlesQuery,
  schema: CandlesResponse,
  example: candlesExample,
  problems: ["lake-market-not-found", "lake-outcome-not-found"],
});

const invalid = (name: string, detail: string, why: string) =>
  new ProblemError("invalid-parameter", { detail, invalidParams: [{ name, in: "query", reason: why }] });

/** The bucket-aligned window [fromMs, toMs), refused with a problem naming the limit it breaks. */
function candleWindow(
  query: { from: string; to: string; window_from?: string | undefined },
  resolution: Resolution,
  vars: RetentionVars,
  nowMs: number,
) {
  const { from, to } = query;
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
  const windowFromMs =
    query.window_from === undefined ? fromMs : bucketStart(Date.parse(query.window_from), resolution);
  if (windowFromMs > fromMs) {
    throw invalid(
      "window_from",
      `window_from (${query.window_from}) must not be after from (${from}): it is the start of the window this request continues.`,
      "must not be after from",
    );
  }
  if ((toMs - windowFromMs) / size > CANDLE_WINDOW_BUCKETS_MAX) {
    throw invalid(
      "window_from",
      `The window from window_from spans ${(toMs - windowFromMs) / size} buckets of ${resolution}, above the limit of ${CANDLE_WINDOW_BUCKETS_MAX} buckets per window.`,
      `gives ${(toMs - windowFromMs) / size} buckets, at most ${CANDLE_WINDOW_BUCKETS_MAX}`,
    );
  }
  const setting = retentionSetting(vars);
  const tapeKept = setting.ok ? oldestKeptDate(setting.policy.tapeDays, nowMs) : null;
  const tapeFromMs = tapeKept === null ? null : Date.parse(`${tapeKept}T00:00:00Z`);
  // At an hour resolution the hour summaries serve the hours whose tape is gone: they are kept as long as
  // the Parquet files.
  const hours = isHourResolution(resolution);
  const kept = hours ? (setting.ok ? oldestKeptDate(setting.policy.parquetDays, nowMs) : null) : tapeKept;
  if (kept !== null && fromMs < Date.parse(`${kept}T00:00:00Z`)) {
    throw invalid(
      "from",
      hours
        ? `The window starts before ${kept}, the oldest date whose hour summaries the retention keeps (with the Parquet files).`
        : `The window starts before ${kept}, the oldest date whose tape the retention keeps; candles below an hour are computed from the tape (at 1h, 4h and 1d from hour summaries, kept longer).`,
      `must not be before ${kept}T00:00:00Z (the ${hours ? "Parquet files'" : "tape's"} retention)`,
    );
  }
  return { fromMs, toMs, tapeFromMs, windowFromMs };
}

const candlesPath = (venue: string, market: string, query: Record<string, string | undefined>) =>
  `${venuePath(venue)}/markets/${encodeURIComponent(market)}/candles?${new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
  )
    .toString()
    .replaceAll("%3A", ":")}`;

const outcomeNotFound = (market: string, outcome: string, outcomes: readonly string[], where: string) =>
  new ProblemError("lake-outcome-not-found", {
    detail: `Market '${market}' has no outcome '${outcome}' in ${where}: its rows name ${outcomes.map((o) => `'${o}'`).join(", ")}.`,
    invalidParams: [{ name: "outcome", in: "query", reason: `must be one of: ${outcomes.join(", ")}` }],
  });

export function registerGetCandles(app: App) {
  app.openapi(route, async (c) => {
    const { venue: rawVenue, market } = c.req.valid("param");
    const profile = resolveVenue(c, rawVenue);
    const query = c.req.valid("query");
    const { resolution, outcome = DEFAULT_OUTCOME } = query;
    const venue = profile.venue;
    const nowMs = Date.now();
    const window = candleWindow(query, resolution, c.env as RetentionVars, nowMs);
    const continued = window.windowFromMs < window.fromMs;
    const parts = isHourResolution(resolution)
      ? await hourAnswer(c.env.LAKE, venue, profile.name, market, outcome, resolution, window, nowMs)
      : await minuteAnswer(c.env.LAKE, venue, profile.name, market, outcome, resolution, window);
    let { answerToMs } = parts;
    let found = false;
    const tapeOfWindow = `${profile.name}'s tape from ${rfc3339(window.fromMs)} to ${rfc3339(window.toMs)}`;
    if (parts.marketSeen && !parts.pending && !parts.outcomes.includes(outcome)) {
      throw outcomeNotFound(market, outcome, parts.outcomes, tapeOfWindow);
    }
    if (!parts.marketSeen) {
      const unseen = await unseenPart(c.env.LAKE, venue, market, parts, window, nowMs);
      const { presence } = unseen;
      if (presence.found && !presence.outcomes.includes(outcome)) {
        throw outcomeNotFound(market, outcome, presence.outcomes, tapeOfWindow);
      }
      if (!presence.found && presence.complete && !continued) {
        throw new ProblemError("lake-market-not-found", {
          detail: `No snapshot of ${tapeOfWindow} has a row of market '${market}'.`,
        });
      }
      answerToMs = unseen.answerToMs;
      found = presence.found;
    }
    const candles = parts.candles.map((candle) => ({
      start: rfc3339(candle.startMs),
      end: rfc3339(candle.endMs),
      mid: candle.mid,
      quote_minutes: candle.quote_minutes,
      volume_usd: candle.volume_usd,
      open_interest_usd: candle.open_interest_usd,
      trades: candle.trades,
    }));

    // Once the window has shown the market (in this part, later in it, or before `from`), a continuation
    // carries the window's start: a later part without a row is then no 404. A continuation of a stretch
    // without the market is judged as a window of its own, so a window without it still ends in a 404.
    const shown = parts.marketSeen || continued || found;
    const linkQuery = (fromMs: number) => ({
      from: rfc3339(fromMs),
      to: rfc3339(window.toMs),
      window_from: shown && fromMs > window.windowFromMs ? rfc3339(window.windowFromMs) : undefined,
      resolution,
      outcome,
    });
    const links: { self: string } & Record<string, string> = {
      self: candlesPath(venue, market, linkQuery(window.fromMs)),
    };
    // A pending first bucket ends the walk for now: the same request answers once it is summarised.
    if (answerToMs < window.toMs && !parts.pending)
      links.next = candlesPath(venue, market, linkQuery(answerToMs));
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
        trade_source: parts.source,
        empty_buckets: "omitted" as const,
        candles,
      },
      links,
      {
        tape: parts.tape,
        trade_tape: parts.tradeTape,
        hour_summaries_pending: parts.pending && {
          from: rfc3339(parts.pending.fromMs),
          expected_at: rfc3339(parts.pending.expectedAtMs),
        },
      },
    );
    // Once every minute of the answer is past sealing, no snapshot of it can change or appear. A part
    // without the market also answers from the rest of the window (its links, its end): all of it then.
    const last = utcDateAndHhmm((parts.marketSeen ? answerToMs : window.toMs) - MINUTE_MS);
    const final = !parts.pending && collectionWindowClosed(last.date, last.hhmm, nowMs);
    return c.json(body, 200, { "Cache-Control": final ? CACHE_POLICIES.sealed : CACHE_POLICIES.current });
  });
}
