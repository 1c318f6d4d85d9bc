import type { z } from "@hono/zod-openapi";
import { rfc3339 } from "../../domain/clock.ts";
import {
  type BinaryForecast,
  brierScore,
  type CategoricalForecast,
  categoricalBrierScore,
  categoricalLogLoss,
  logLoss,
  murphyDecomposition,
  probabilityFromMid,
  RELIABILITY_BINS,
  reliabilityBins,
} from "../../domain/outcomes/binary.ts";
import { indexCalibration } from "../../domain/outcomes/buckets.ts";
import type { Horizon } from "../../domain/outcomes/horizons.ts";
import { roundScore } from "../../domain/outcomes/rounding.ts";
import { openDb } from "../../platform/db/db.ts";
import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { failClosed } from "../../platform/http/safety.ts";
import {
  CALIBRATION_MAX_MARKETS,
  type EventMarketForecast,
  readEventForecasts,
  readSettledForecasts,
  type SettledForecast,
} from "../read.ts";
import { CALIBRATION_EXAMPLE } from "./example.ts";
import {
  CalibrationQuery,
  CalibrationResponseSchema,
  type CalibrationSchema,
  HORIZON_NAMES,
} from "./schema.ts";

export const CALIBRATION_PATH = "/api/v1/calibration";

/** The window the indices' periods are read in (epoch ms; null: open). */
export interface IndexScoresWindow {
  fromMs: number | null;
  toMs: number | null;
}

/** One index's scored periods at a horizon, as its outcomes route scores them (unrounded). */
export interface IndexScores {
  symbol: string;
  unit: string;
  series_id: string;
  /** Periods whose first print was released in the window. */
  periods: number;
  /** The scored ones: a distribution and a realised value at the horizon. */
  scores: { period: string; pit: number | null; crps: number }[];
  truncated: boolean;
}

/**
 * Reads the indices' scored periods: the indices plane's (src/indices/routes/indices/index-calibration.ts),
 * handed over by src/api/v1.ts, since this plane does not read the indices' store.
 */
export type IndexScoresSource = (
  d1: D1Database,
  horizon: string,
  window: IndexScoresWindow,
) => Promise<IndexScores[]>;

const route = readRoute({
  tag: "Outcomes",
  path: CALIBRATION_PATH,
  operationId: "getCalibration",
  summary: "Calibration of venue prices and of the indices",
  description: `How well the forecasts at one horizon before the outcome did. The venues' prices: the YES mid taped at the horizon before close (GET /api/v1/outcomes gives every market's) of the markets that settled yes or no (voided, disputed and unfinished markets are left out) and closed in [from, to), on \`venue\` and in \`category\` when given. Binary markets at the top level: the Brier score, the log loss, ${RELIABILITY_BINS} reliability bins (n, mean forecast, observed rate, Wilson 95 % interval) and the Murphy decomposition (reliability, resolution, uncertainty, and the within-bin terms that make BS = REL − RES + UNC + WBV − WBC exact). The markets of mutually exclusive events (Polymarket's negRisk events, Kalshi's mutually_exclusive ones) apart, in \`multi_outcome\`: one categorical forecast per event (categorical Brier score and log loss), with every outcome's reliability bins and Murphy decomposition. The indices in \`indices\`: each index's distribution at the horizon before each official release in [from, to), its mean CRPS and PIT histogram. At most ${CALIBRATION_MAX_MARKETS} markets of each kind, the latest closed first (\`truncated\` says when more match). A horizon other than ${HORIZON_NAMES.join(", ")}, a malformed category or an inverted window answers 400 invalid-parameter; a category no market has answers n 0. Every score is published to 6 decimals; docs/outcomes.md gives each formula.`,
  query: CalibrationQuery,
  schema: CalibrationResponseSchema,
  example: CALIBRATION_EXAMPLE,
  responseDescription: "The calibration figures.",
});

const round = (value: number | null) => (value === null ? null : roundScore(value));

type Calibration = z.infer<typeof CalibrationSchema>;
type BinaryFigures = Pick<Calibration, "n" | "base_rate" | "brier" | "log_loss" | "murphy" | "bins">;

/** The calibration figures of settled binary forecasts (pure, beside the route for its tests). */
export function calibrationOf(settled: readonly SettledForecast[]): BinaryFigures {
  const forecasts: BinaryForecast[] = [];
  for (const s of settled) {
    const probability = probabilityFromMid(s.mid);
    if (probability === null) continue;
    forecasts.push({ probability, outcome: s.result === "yes" ? 1 : 0 });
  }
  return binaryFigures(forecasts);
}

function binaryFigures(forecasts: readonly BinaryForecast[]): BinaryFigures {
  const murphy = murphyDecomposition(forecasts);
  const hits = forecasts.filter((f) => f.outcome === 1).length;
  return {
    n: forecasts.length,
    base_rate: forecasts.length === 0 ? null : roundScore(hits / forecasts.length),
    brier: round(brierScore(forecasts)),
    log_loss: round(logLoss(forecasts)),
    murphy:
      murphy === null
        ? null
        : {
            reliability: roundScore(murphy.reliability),
            resolution: roundScore(murphy.resolution),
            uncertainty: roundScore(murphy.uncertainty),
            within_bin_variance: roundScore(murphy.within_bin_variance),
            within_bin_covariance: roundScore(murphy.within_bin_covariance),
          },
    bins: reliabilityBins(forecasts).map((bin) => ({
      lower: roundScore(bin.lower),
      upper: roundScore(bin.upper),
      n: bin.n,
      hits: bin.hits,
      mean_forecast: round(bin.mean_forecast),
      observed_rate: round(bin.observed_rate),
      wilson_lower: round(bin.observed_interval?.lower ?? null),
      wilson_upper: round(bin.observed_interval?.upper ?? null),
    })),
  };
}

/**
 * The multi-outcome figures (pure, beside the route for its tests): the markets of mutually exclusive
 * events grouped by venue and event; an event is one categorical forecast, each market's YES mid the
 * probability of its outcome as quoted, when it has at least two markets, every one settled yes or no
 * with a readable mid, exactly one yes. Every other event is left out (counted), never scored in part.
 */
export function multiOutcomeOf(
  markets: readonly EventMarketForecast[],
  truncated: boolean,
): Calibration["multi_outcome"] {
  const events = new Map<string, EventMarketForecast[]>();
  for (const m of markets) {
    const key = `${m.venue}\u0000${m.eventId}`;
    const list = events.get(key) ?? [];
    list.push(m);
    events.set(key, list);
  }
  const categorical: CategoricalForecast[] = [];
  const perOutcome: BinaryForecast[] = [];
  let leftOut = 0;
  let scoredMarkets = 0;
  for (const list of events.values()) {
    // The event's outcomes in a fixed order (the market ids'), so the answer does not hang on the read's.
    const ordered = [...list].sort((a, b) =>
      a.marketId < b.marketId ? -1 : a.marketId > b.marketId ? 1 : 0,
    );
    const probabilities = ordered.map((m) =>
      m.status === "settled" && (m.result === "yes" || m.result === "no") && m.mid !== null
        ? probabilityFromMid(m.mid)
        : null,
    );
    const realized = ordered.filter((m) => m.result === "yes");
    if (ordered.length < 2 || probabilities.some((p) => p === null) || realized.length !== 1) {
      leftOut++;
      continue;
    }
    const ps = probabilities as number[];
    categorical.push({ probabilities: ps, realized: ordered.findIndex((m) => m.result === "yes") });
    ordered.forEach((m, j) => {
      perOutcome.push({ probability: ps[j] as number, outcome: m.result === "yes" ? 1 : 0 });
    });
    scoredMarkets += ordered.length;
  }
  return {
    events: categorical.length,
    markets: scoredMarkets,
    events_left_out: leftOut,
    brier: round(categoricalBrierScore(categorical)),
    log_loss: round(categoricalLogLoss(categorical)),
    per_outcome: binaryFigures(perOutcome),
    truncated,
  };
}

/** One index's published figures from its scored periods (pure, beside the route for its tests). */
export function indexFiguresOf(index: IndexScores): Calibration["indices"][number] {
  const figures = indexCalibration(index.scores);
  return {
    symbol: index.symbol,
    series_id: index.series_id,
    unit: index.unit,
    periods: index.periods,
    n: figures.n,
    mean_crps: round(figures.mean_crps),
    pit_n: figures.pit_n,
    pit_histogram: figures.pit_histogram.map((bin) => ({
      lower: roundScore(bin.lower),
      upper: roundScore(bin.upper),
      n: bin.n,
      share: round(bin.share),
    })),
    truncated: index.truncated,
  };
}

export function registerGetCalibration(app: App, indexScores: IndexScoresSource) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const from = query.from === undefined ? null : rfc3339(Date.parse(query.from));
    const to = query.to === undefined ? null : rfc3339(Date.parse(query.to));
    const horizon = query.horizon as Horizon;
    const filter = {
      ...(query.venue !== undefined ? { venue: query.venue } : {}),
      ...(query.category !== undefined ? { category: query.category } : {}),
      ...(from !== null ? { from } : {}),
      ...(to !== null ? { to } : {}),
    };
    const db = openDb(c.env.DB);
    const [{ forecasts, truncated }, events] = await failClosed(
      () => Promise.all([readSettledForecasts(db, filter, horizon), readEventForecasts(db, filter, horizon)]),
      { what: "outcomes store" },
    );
    const indices = await indexScores(c.env.DB, horizon, {
      fromMs: from === null ? null : Date.parse(from),
      toMs: to === null ? null : Date.parse(to),
    });
    const search = new URL(c.req.url).search;
    return jsonRead(
      c,
      envelope(
        {
          type: "calibration" as const,
          venue: query.venue ?? null,
          category: query.category ?? null,
          horizon,
          market_kind: "binary" as const,
          ...calibrationOf(forecasts),
          truncated,
          from,
          to,
          multi_outcome: multiOutcomeOf(events.markets, events.truncated),
          indices: indices.map(indexFiguresOf),
        },
        { self: `${CALIBRATION_PATH}${search}` },
      ),
      "current",
    );
  });
}
