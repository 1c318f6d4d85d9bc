/**
 * The official series behind the catalog's indices and benchmarks: which agency publishes each, under
 * which id, what one period is, and which print the venues settle on. The catalog
 * (src/catalog/definitions.ts) says which instruments exist; this table maps them to their sources.
 *
 * Not covered, and why:
 * - PIXGDP (BEA's advance estimate): the BEA data API needs a registered UserID and answers in a
 *   shape of its own; not collected yet.
 * - PIXREC (NBER's business-cycle dating) and PIXIPOSTRIPE (an IPO): no numeric print to collect.
 * - BMGOLD: no public, licence-free source publishes the COMEX gold settlement. CME's settlements are
 *   licensed market data, the LBMA gold price is licensed by its administrator (FRED withdrew its
 *   LBMA series for that reason), and neither the EIA nor any other agency publishes a gold price.
 *   Gold's settlement is left to the venues' own resolution.
 */

import type { IndexValueRule } from "../../domain/outcomes/index-periods.ts";

export type PrintSource = "bls" | "fred" | "eia";

/** What one period of a series is: a reference month, an FOMC meeting, a settlement day. */
export type PeriodKind = "month" | "meeting" | "settlement_day";

/** `first_print`: revisions after the first release never change the settlement. */
export type SettlesOn = "first_print" | "latest_revision";

export interface OfficialSeries {
  /** pix's id of the series (also the storage key). */
  id: string;
  source: PrintSource;
  /** The agency's own series id. */
  sourceSeriesId: string;
  /** EIA only: the data route the series lives under. */
  route?: string;
  name: string;
  unit: string;
  /** The source's period (BLS: a month; FRED and EIA: a day). */
  sourcePeriod: "month" | "day";
  /** The instruments' period: how an index period maps onto the source's. */
  periodKind: PeriodKind;
  /** Catalog symbols whose underlying series this is (empty: collected with no index yet). */
  instruments: readonly string[];
  settlesOn: SettlesOn;
  /**
   * How the instruments' value follows from a period's print (src/domain/outcomes/index-periods.ts):
   * the print itself, a year-over-year percent change, or the change from the previous period.
   */
  indexValue: IndexValueRule;
  /** How the instrument's value is read from the series, and where the settlement claim comes from. */
  note: string;
}

export const OFFICIAL_SERIES: readonly OfficialSeries[] = [
  {
    id: "bls-cpi-u-nsa",
    source: "bls",
    sourceSeriesId: "CUUR0000SA0",
    name: "CPI-U, all items, U.S. city average, not seasonally adjusted",
    unit: "index 1982-84=100",
    sourcePeriod: "month",
    periodKind: "month",
    instruments: ["PIXCPI"],
    // Kalshi's CPI contract terms settle on the value BLS first releases for the month; revisions after
    // expiration are not taken into account (the terms' "revisions" clause). The NSA index is never
    // revised by BLS anyway, so first print and latest agree. Polymarket's CPI markets name the BLS
    // release of the month as their resolution source, read at resolution: the first print as well.
    settlesOn: "first_print",
    indexValue: "year_over_year_percent",
    note: "Year-over-year change: this month's index over the same month a year earlier, both as first printed.",
  },
  {
    id: "bls-cpi-u-sa",
    source: "bls",
    sourceSeriesId: "CUSR0000SA0",
    name: "CPI-U, all items, U.S. city average, seasonally adjusted",
    unit: "index 1982-84=100",
    sourcePeriod: "month",
    periodKind: "month",
    instruments: [],
    // Seasonal factors are revised each February for five years back: month-over-month contracts
    // (Kalshi's CPI m/m series) settle on the first print, per the same revisions clause.
    settlesOn: "first_print",
    indexValue: "level",
    note: "Collected for month-over-month contracts; no catalog index reads it yet.",
  },
  {
    id: "bls-unrate",
    source: "bls",
    sourceSeriesId: "LNS14000000",
    name: "Unemployment rate (U-3), seasonally adjusted",
    unit: "%",
    sourcePeriod: "month",
    periodKind: "month",
    instruments: ["PIXUNRATE"],
    // Kalshi's unemployment contract terms: the rate in the Employment Situation release for the month,
    // later revisions not accounted for. BLS revises the seasonally adjusted rate each January.
    settlesOn: "first_print",
    indexValue: "level",
    note: "The month's rate as first printed in the Employment Situation release.",
  },
  {
    id: "bls-payrolls",
    source: "bls",
    sourceSeriesId: "CES0000000001",
    name: "All employees, total nonfarm, seasonally adjusted",
    unit: "thousands of persons",
    sourcePeriod: "month",
    periodKind: "month",
    instruments: [],
    // Kalshi's payrolls contract terms settle on the change first reported for the month; the two
    // monthly revisions that follow (and the annual benchmark) are not accounted for.
    settlesOn: "first_print",
    indexValue: "month_change",
    note: "Payroll change: this month's level less the previous month's, both as printed in the same release.",
  },
  {
    id: "fred-fed-target-upper",
    source: "fred",
    sourceSeriesId: "DFEDTARU",
    name: "Federal funds target range, upper limit",
    unit: "%",
    sourcePeriod: "day",
    periodKind: "meeting",
    instruments: ["PIXFED"],
    // Source: FRED (Federal Reserve Bank of St. Louis) rather than the Board's site, because FRED serves
    // the Board's own announced target range as a daily series in JSON, with the date each value entered
    // the record (`realtime_start`), where the Board publishes each decision as a press release page.
    // Kalshi's Fed contract terms settle on the upper bound the FOMC announces after the meeting;
    // the announced range is never revised.
    settlesOn: "first_print",
    indexValue: "level",
    note: "A meeting's outcome is the value on the first day after the statement (the range takes effect then).",
  },
  {
    id: "fred-fed-target-lower",
    source: "fred",
    sourceSeriesId: "DFEDTARL",
    name: "Federal funds target range, lower limit",
    unit: "%",
    sourcePeriod: "day",
    periodKind: "meeting",
    instruments: [],
    settlesOn: "first_print",
    indexValue: "level",
    note: "Collected beside the upper limit so a meeting's whole range is known.",
  },
  {
    id: "eia-wti-front",
    source: "eia",
    sourceSeriesId: "RCLC1",
    route: "petroleum/pri/fut",
    name: "NYMEX WTI crude oil futures, contract 1 (front month), daily settlement",
    unit: "USD/bbl",
    sourcePeriod: "day",
    periodKind: "settlement_day",
    instruments: ["BMWTI"],
    // The benchmark's contracts name CME's NYMEX front-month settlement of the day (the catalog's
    // resolutionSource); EIA republishes that settlement as RCLC1. A settlement, once published, is
    // final unless the exchange corrects it: the venues read it on the settlement day, the first print.
    settlesOn: "first_print",
    indexValue: "level",
    note: "The settlement day's value.",
  },
  {
    id: "eia-natgas-front",
    source: "eia",
    sourceSeriesId: "RNGC1",
    route: "natural-gas/pri/fut",
    name: "NYMEX Henry Hub natural gas futures, contract 1 (front month), daily settlement",
    unit: "USD/MMBtu",
    sourcePeriod: "day",
    periodKind: "settlement_day",
    instruments: ["BMNATGAS"],
    // As WTI: CME's NYMEX settlement, republished by EIA as RNGC1; the venues read it on the day.
    settlesOn: "first_print",
    indexValue: "level",
    note: "The settlement day's value.",
  },
];

/** The official series of a catalog symbol (an instrument may have none: see the header). */
export function seriesForInstrument(symbol: string): OfficialSeries[] {
  return OFFICIAL_SERIES.filter((series) => series.instruments.includes(symbol));
}
