/** The official-prints adapter (BLS, FRED, EIA) and the series it maps the catalog to. */
export {
  BLS_MAX_SERIES,
  DAILY_OBSERVATIONS,
  readBlsSeries,
  readEiaSeries,
  readFredSeries,
} from "./prints.ts";
export {
  OFFICIAL_SERIES,
  type OfficialSeries,
  type PeriodKind,
  type PrintSource,
  type SettlesOn,
  seriesForInstrument,
} from "./series.ts";
export type {
  OfficialObservation,
  PrintsConfig,
  PrintsFailure,
  PrintsFailureReason,
  PrintsResult,
} from "./types.ts";
