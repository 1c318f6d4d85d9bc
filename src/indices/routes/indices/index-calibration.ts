/**
 * The indices' part of `GET /api/v1/calibration` (src/outcomes/routes/get-calibration.ts): for each public
 * index whose official series pix collects by the month, the scores at one horizon of every period whose
 * first print was released in the window, as `GET /api/v1/indices/{id}/outcomes` scores them (the same
 * periods, distributions and scores, `scoreIndexPeriods`). Handed to the outcomes plane's routes by
 * src/api/v1.ts, since the outcomes plane does not read the indices' store.
 */
import { scoreDistribution } from "../../../domain/outcomes/buckets.ts";
import { listPrintedPeriods, MAX_PERIODS_PER_READ } from "../../../outcomes/prints-read.ts";
import type { IndexScores, IndexScoresWindow } from "../../../outcomes/routes/get-calibration.ts";
import { openDb } from "../../../platform/db/db.ts";
import { calibratedSeries } from "../../distributions-parquet.ts";
import { listPublicInstruments } from "../../store/indices.ts";
import { scoreIndexPeriods } from "./get-outcomes.ts";
import { readIndex } from "./shared.ts";

/** Periods read per index at most, the newest first (seven and a half years of a monthly series). */
export const INDEX_CALIBRATION_MAX_PERIODS = MAX_PERIODS_PER_READ;
/** Periods scored per call of `scoreIndexPeriods` (its own bound). */
const CHUNK = 30;

export async function indexCalibrationScores(
  d1: D1Database,
  horizon: string,
  window: IndexScoresWindow,
): Promise<IndexScores[]> {
  const db = openDb(d1);
  const indices = await readIndex("indices", () => listPublicInstruments(d1, "index"));
  const out: IndexScores[] = [];
  for (const row of indices) {
    const series = calibratedSeries(row.symbol);
    if (series === undefined) continue;
    const { total, periods } = await readIndex("official prints", () =>
      listPrintedPeriods(db, series.id, {}, { offset: 0, limit: INDEX_CALIBRATION_MAX_PERIODS }),
    );
    const scores: IndexScores["scores"] = [];
    let released = 0;
    for (let i = 0; i < periods.length; i += CHUNK) {
      for (const period of await scoreIndexPeriods(d1, row.symbol, series, periods.slice(i, i + CHUNK))) {
        const releasedAtMs = Date.parse(period.record.first_print.released_at);
        if (window.fromMs !== null && releasedAtMs < window.fromMs) continue;
        if (window.toMs !== null && releasedAtMs >= window.toMs) continue;
        released++;
        const at = period.horizons.find((h) => h.horizon === horizon);
        if (at?.outcomes == null || period.realized === null) continue;
        const s = scoreDistribution(at.outcomes, period.realized);
        scores.push({ period: period.record.period, pit: s.pit, crps: s.crps });
      }
    }
    out.push({
      symbol: row.symbol,
      unit: row.unit,
      series_id: series.id,
      periods: released,
      scores,
      truncated: total > INDEX_CALIBRATION_MAX_PERIODS,
    });
  }
  return out;
}
