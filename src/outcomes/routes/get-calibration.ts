import type { z } from "@hono/zod-openapi";
import { rfc3339 } from "../../domain/clock.ts";
import {
  type BinaryForecast,
  brierScore,
  logLoss,
  murphyDecomposition,
  probabilityFromMid,
  reliabilityBins,
} from "../../domain/outcomes/binary.ts";
import type { Horizon } from "../../domain/outcomes/horizons.ts";
import { roundScore } from "../../domain/outcomes/rounding.ts";
import { openDb } from "../../platform/db/db.ts";
import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { failClosed } from "../../platform/http/safety.ts";
import { CALIBRATION_MAX_MARKETS, readSettledForecasts, type SettledForecast } from "../read.ts";
import { CALIBRATION_EXAMPLE } from "./example.ts";
import { CalibrationQuery, CalibrationResponseSchema, type CalibrationSchema } from "./schema.ts";

export const CALIBRATION_PATH = "/api/v1/calibration";

const route = readRoute({
  tag: "Outcomes",
  path: CALIBRATION_PATH,
  operationId: "getCalibration",
  summary: "Calibration of venue prices",
  description: `How well the venues' prices at one horizon before close forecast what happened, over the binary markets that settled yes or no (voided, disputed and unfinished markets are left out) and closed in [from, to): the Brier score, the log loss, ${10} reliability bins (n, mean forecast, observed rate, Wilson 95 % interval) and the Murphy decomposition (reliability, resolution, uncertainty, and the within-bin terms that make BS = REL − RES + UNC + WBV − WBC exact). The forecast is the YES mid taped at the horizon (GET /api/v1/outcomes gives every market's). At most ${CALIBRATION_MAX_MARKETS} markets, the latest closed first (\`truncated\` says when more match). A horizon other than 15m, 1h, 24h, 7d or 30d, or an inverted window, answers 400 invalid-parameter. Every score is published to 6 decimals; docs/outcomes.md gives each formula.`,
  query: CalibrationQuery,
  schema: CalibrationResponseSchema,
  example: CALIBRATION_EXAMPLE,
  responseDescription: "The calibration figures.",
});

const round = (value: number | null) => (value === null ? null : roundScore(value));

/** The calibration figures of settled binary forecasts (pure, beside the route for its tests). */
export function calibrationOf(
  settled: readonly SettledForecast[],
): Pick<z.infer<typeof CalibrationSchema>, "n" | "base_rate" | "brier" | "log_loss" | "murphy" | "bins"> {
  const forecasts: BinaryForecast[] = [];
  for (const s of settled) {
    const probability = probabilityFromMid(s.mid);
    if (probability === null) continue;
    forecasts.push({ probability, outcome: s.result === "yes" ? 1 : 0 });
  }
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

export function registerGetCalibration(app: App) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const from = query.from === undefined ? null : rfc3339(Date.parse(query.from));
    const to = query.to === undefined ? null : rfc3339(Date.parse(query.to));
    const horizon = query.horizon as Horizon;
    const { forecasts, truncated } = await failClosed(
      () =>
        readSettledForecasts(
          openDb(c.env.DB),
          {
            ...(query.venue !== undefined ? { venue: query.venue } : {}),
            ...(from !== null ? { from } : {}),
            ...(to !== null ? { to } : {}),
          },
          horizon,
        ),
      { what: "outcomes store" },
    );
    const search = new URL(c.req.url).search;
    return jsonRead(
      c,
      envelope(
        {
          type: "calibration" as const,
          venue: query.venue ?? null,
          horizon,
          market_kind: "binary" as const,
          ...calibrationOf(forecasts),
          truncated,
          from,
          to,
        },
        { self: `${CALIBRATION_PATH}${search}` },
      ),
      "current",
    );
  });
}
