/**
 * The simulated equities and their companies: one profile per symbol, and the schedules both the
 * price provider (equity.ts) and the filing system (edgar.ts) derive from it, so their answers agree.
 * Together the symbols cover every rule of the factor route's equity and calendar: Nasdaq (AAPL, MSFT,
 * NVDA, SIRI), NYSE (JPM, XOM, KO, BRK-B) and NYSE American (IMO) listings, a Tokyo listing (7203.T),
 * an ETF (SPY), an index (NDX) and a currency (EURUSD) under valid symbols, a forward (NVDA) and a
 * reverse split (SIRI), an expected earnings window (KO), releases after 16:00 New York (AAPL, MSFT,
 * NVDA), a quarter without a matching release (XOM) and a filer without any (BRK-B), a release on the
 * Monday after the November DST switch (MSFT), 8-K/A amendments (JPM, MSFT), and both clock
 * conventions of EDGAR's acceptanceDateTime (UTC filers, New York wall-clock filers JPM and XOM).
 * Three equities carry planted factor exposures (AAPL to AI disruption and trade friction, XOM to an
 * energy shock, JPM to credit stress); the others, KO among them, carry none.
 * Any other symbol is unknown.
 */
import type { FactorTheme } from "../src/catalog/types.ts";
import { addCalendarDays, newYorkDstTransitions, newYorkInstant } from "../src/domain/new-york-calendar.ts";
import { hashString, mix, unit } from "./hash.ts";
import { type SessionCalendar, sessionOnOrAfter } from "./nyse-sessions.ts";

export type InstrumentType = "EQUITY" | "ETF" | "INDEX" | "CURRENCY";

export interface SimZone {
  /** IANA name, as the provider reports it. */
  name: string;
  /** Short name and offset (minutes east of UTC) at an instant. */
  at(epochMs: number): { short: string; offsetMinutes: number };
}

export interface EarningsProfile {
  /** Days after the calendar quarter end the release is dated (then the next session). */
  releaseDays: number;
  /** New York wall-clock time of the release's acceptance. */
  at: readonly [hours: number, minutes: number];
  /** The upcoming date is an expected window of this many days either side. */
  windowDays?: number;
  /** The September quarter is released on the Monday after the November DST switch. */
  dstEdgeRelease?: boolean;
  epsBase: number;
  revenueBase: number;
}

export interface SecProfile {
  cik: number;
  title: string;
  /** How this filer's acceptanceDateTime values are written. */
  clock: "utc" | "new_york_wall_clock";
  /** Reported quarters (0 = newest) whose release 8-K is replaced by a non-earnings 8-K. */
  missingReleases?: readonly number[];
  /** The company files no earnings releases at all. */
  noReleases?: boolean;
  /** Each release is followed by an 8-K/A re-filing it. */
  amendsReleases?: boolean;
  /** Each year's officer change is later amended by an 8-K/A. */
  amendsOfficerChanges?: boolean;
  /** Routine filings (Form 4, 424B2) per month: many push older filings out of the recent block. */
  routinePerMonth: number;
}

export interface SimEquity {
  symbol: string;
  name: string;
  shortName: string;
  instrumentType: InstrumentType;
  exchange: string;
  fullExchangeName: string;
  currency: string;
  zone: SimZone;
  calendar: SessionCalendar;
  /** Session open and close, exchange wall-clock. */
  open: readonly [number, number];
  close: readonly [number, number];
  /** Price level around which the synthetic walk starts. */
  basePrice: number;
  sharesOutstanding: number | null;
  dividend: { amount: number; exDaysAfterQuarterEnd: number; payDaysAfterEx: number } | null;
  splits: readonly { daysAgo: number; numerator: number; denominator: number }[];
  earnings: EarningsProfile | null;
  sec: SecProfile | null;
  /**
   * Planted factor exposures: each session's log return gains β × (change of the theme's adverse
   * probability between the previous session's 16:00 New York close and this one's). Absent: none.
   */
  themeExposures?: Partial<Record<FactorTheme, number>>;
}

const NEW_YORK: SimZone = {
  name: "America/New_York",
  at(epochMs) {
    const { starts_ms, ends_ms } = newYorkDstTransitions(new Date(epochMs).getUTCFullYear());
    const edt = epochMs >= starts_ms && epochMs < ends_ms;
    return edt ? { short: "EDT", offsetMinutes: -240 } : { short: "EST", offsetMinutes: -300 };
  },
};
const TOKYO: SimZone = { name: "Asia/Tokyo", at: () => ({ short: "JST", offsetMinutes: 540 }) };
/** The currency pair trades around the clock; its bars are stamped at 00:00 UTC (a simplification). */
const LONDON: SimZone = { name: "Europe/London", at: () => ({ short: "GMT", offsetMinutes: 0 }) };

const US = { zone: NEW_YORK, calendar: "nyse", open: [9, 30], close: [16, 0], currency: "USD" } as const;
const nasdaq = { ...US, exchange: "NMS", fullExchangeName: "NasdaqGS" } as const;
const nyse = { ...US, exchange: "NYQ", fullExchangeName: "NYSE" } as const;

export const SIM_EQUITIES: readonly SimEquity[] = [
  {
    ...nasdaq,
    symbol: "AAPL",
    name: "Apple Inc.",
    shortName: "Apple Inc.",
    instrumentType: "EQUITY",
    basePrice: 130,
    sharesOutstanding: 14_840_000_000,
    dividend: { amount: 0.26, exDaysAfterQuarterEnd: 41, payDaysAfterEx: 3 },
    splits: [],
    earnings: { releaseDays: 30, at: [16, 30], epsBase: 1.6, revenueBase: 95e9 },
    sec: { cik: 320193, title: "Apple Inc.", clock: "utc", routinePerMonth: 2 },
    themeExposures: { ai_disruption: -0.3, trade_friction: -0.35 },
  },
  {
    ...nasdaq,
    symbol: "MSFT",
    name: "Microsoft Corporation",
    shortName: "Microsoft Corporation",
    instrumentType: "EQUITY",
    basePrice: 240,
    sharesOutstanding: 7_430_000_000,
    dividend: { amount: 0.83, exDaysAfterQuarterEnd: 51, payDaysAfterEx: 24 },
    splits: [],
    earnings: { releaseDays: 28, at: [15, 30], dstEdgeRelease: true, epsBase: 3.1, revenueBase: 70e9 },
    sec: {
      cik: 789019,
      title: "MICROSOFT CORP",
      clock: "utc",
      amendsOfficerChanges: true,
      routinePerMonth: 2,
    },
  },
  {
    ...nasdaq,
    symbol: "NVDA",
    name: "NVIDIA Corporation",
    shortName: "NVIDIA Corporation",
    instrumentType: "EQUITY",
    basePrice: 15,
    sharesOutstanding: 24_300_000_000,
    dividend: { amount: 0.01, exDaysAfterQuarterEnd: 65, payDaysAfterEx: 17 },
    splits: [{ daysAgo: 170, numerator: 10, denominator: 1 }],
    earnings: { releaseDays: 55, at: [16, 20], epsBase: 0.8, revenueBase: 40e9 },
    sec: { cik: 1045810, title: "NVIDIA CORP", clock: "utc", routinePerMonth: 3 },
  },
  {
    ...nasdaq,
    symbol: "SIRI",
    name: "Sirius XM Holdings Inc.",
    shortName: "Sirius XM Holdings Inc.",
    instrumentType: "EQUITY",
    basePrice: 4,
    sharesOutstanding: 339_000_000,
    dividend: { amount: 0.27, exDaysAfterQuarterEnd: 38, payDaysAfterEx: 18 },
    splits: [{ daysAgo: 60, numerator: 1, denominator: 10 }],
    earnings: { releaseDays: 31, at: [7, 5], epsBase: 0.75, revenueBase: 2.2e9 },
    sec: { cik: 908937, title: "SIRIUS XM HOLDINGS INC.", clock: "utc", routinePerMonth: 1 },
  },
  {
    ...nyse,
    symbol: "JPM",
    name: "JPMorgan Chase & Co.",
    shortName: "JPMorgan Chase & Co.",
    instrumentType: "EQUITY",
    basePrice: 135,
    sharesOutstanding: 2_780_000_000,
    dividend: { amount: 1.4, exDaysAfterQuarterEnd: 6, payDaysAfterEx: 26 },
    splits: [],
    earnings: { releaseDays: 14, at: [6, 45], epsBase: 4.4, revenueBase: 42e9 },
    sec: {
      cik: 19617,
      title: "JPMORGAN CHASE & CO",
      clock: "new_york_wall_clock",
      amendsReleases: true,
      routinePerMonth: 12,
    },
    themeExposures: { credit_stress: -0.3 },
  },
  {
    ...nyse,
    symbol: "XOM",
    name: "Exxon Mobil Corporation",
    shortName: "Exxon Mobil Corporation",
    instrumentType: "EQUITY",
    basePrice: 105,
    sharesOutstanding: 4_300_000_000,
    dividend: { amount: 0.99, exDaysAfterQuarterEnd: 45, payDaysAfterEx: 25 },
    splits: [],
    earnings: { releaseDays: 31, at: [6, 30], epsBase: 1.9, revenueBase: 85e9 },
    sec: {
      cik: 34088,
      title: "EXXON MOBIL CORP",
      clock: "new_york_wall_clock",
      missingReleases: [1],
      routinePerMonth: 2,
    },
    themeExposures: { energy_shock: 0.4 },
  },
  {
    ...nyse,
    symbol: "KO",
    name: "The Coca-Cola Company",
    shortName: "Coca-Cola Company (The)",
    instrumentType: "EQUITY",
    basePrice: 60,
    sharesOutstanding: 4_300_000_000,
    dividend: { amount: 0.51, exDaysAfterQuarterEnd: 76, payDaysAfterEx: 17 },
    splits: [],
    earnings: { releaseDays: 22, at: [6, 55], windowDays: 2, epsBase: 0.7, revenueBase: 11.5e9 },
    sec: { cik: 21344, title: "COCA COLA CO", clock: "utc", routinePerMonth: 2 },
  },
  {
    ...nyse,
    symbol: "BRK-B",
    name: "Berkshire Hathaway Inc.",
    shortName: "Berkshire Hathaway Inc. New",
    instrumentType: "EQUITY",
    basePrice: 310,
    sharesOutstanding: 2_150_000_000,
    dividend: null,
    splits: [],
    earnings: { releaseDays: 35, at: [8, 0], epsBase: 5.1, revenueBase: 92e9 },
    sec: {
      cik: 1067983,
      title: "BERKSHIRE HATHAWAY INC",
      clock: "utc",
      noReleases: true,
      routinePerMonth: 1,
    },
  },
  {
    ...US,
    exchange: "ASE",
    fullExchangeName: "NYSE American",
    symbol: "IMO",
    name: "Imperial Oil Limited",
    shortName: "Imperial Oil Limited",
    instrumentType: "EQUITY",
    basePrice: 55,
    sharesOutstanding: 509_000_000,
    dividend: { amount: 0.72, exDaysAfterQuarterEnd: 64, payDaysAfterEx: 29 },
    splits: [],
    earnings: { releaseDays: 33, at: [7, 0], epsBase: 2.0, revenueBase: 9e9 },
    sec: { cik: 49938, title: "IMPERIAL OIL LTD", clock: "utc", routinePerMonth: 1 },
  },
  {
    symbol: "7203.T",
    name: "Toyota Motor Corporation",
    shortName: "TOYOTA MOTOR CORP",
    instrumentType: "EQUITY",
    exchange: "JPX",
    fullExchangeName: "Tokyo",
    currency: "JPY",
    zone: TOKYO,
    calendar: "weekdays",
    open: [9, 0],
    close: [15, 30],
    basePrice: 2000,
    sharesOutstanding: 13_000_000_000,
    dividend: { amount: 45, exDaysAfterQuarterEnd: -2, payDaysAfterEx: 60 },
    splits: [],
    earnings: { releaseDays: 37, at: [1, 30], epsBase: 90, revenueBase: 11e12 },
    sec: null,
  },
  {
    ...US,
    exchange: "PCX",
    fullExchangeName: "NYSEArca",
    symbol: "SPY",
    name: "SPDR S&P 500 ETF Trust",
    shortName: "SPDR S&P 500",
    instrumentType: "ETF",
    basePrice: 390,
    sharesOutstanding: null,
    dividend: { amount: 1.7, exDaysAfterQuarterEnd: -10, payDaysAfterEx: 45 },
    splits: [],
    earnings: null,
    sec: { cik: 884394, title: "SPDR S&P 500 ETF TRUST", clock: "utc", routinePerMonth: 1 },
  },
  {
    ...US,
    exchange: "NIM",
    fullExchangeName: "Nasdaq GIDS",
    symbol: "NDX",
    name: "NASDAQ 100",
    shortName: "NASDAQ 100",
    instrumentType: "INDEX",
    basePrice: 11_000,
    sharesOutstanding: null,
    dividend: null,
    splits: [],
    earnings: null,
    sec: null,
  },
  {
    symbol: "EURUSD",
    name: "EUR/USD",
    shortName: "EUR/USD",
    instrumentType: "CURRENCY",
    exchange: "CCY",
    fullExchangeName: "CCY",
    currency: "USD",
    zone: LONDON,
    calendar: "weekdays",
    open: [0, 0],
    close: [23, 59],
    basePrice: 1.07,
    sharesOutstanding: null,
    dividend: null,
    splits: [],
    earnings: null,
    sec: null,
  },
];

const BY_SYMBOL = new Map(SIM_EQUITIES.map((equity) => [equity.symbol, equity]));

export function simEquity(symbol: string): SimEquity | undefined {
  return BY_SYMBOL.get(symbol.toUpperCase());
}

/** Calendar quarter ends (`YYYY-03-31` …) from `from` to `to`, oldest first. */
export function quarterEndsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let year = Number(from.slice(0, 4)) - 1; year <= Number(to.slice(0, 4)); year++) {
    for (const monthDay of ["03-31", "06-30", "09-30", "12-31"]) {
      const end = `${year}-${monthDay}`;
      if (end >= from && end <= to) out.push(end);
    }
  }
  return out;
}

/** The Monday after the first Sunday of November (the first session after the autumn DST switch). */
function mondayAfterAutumnSwitch(year: number): string {
  return addCalendarDays(new Date(newYorkDstTransitions(year).ends_ms).toISOString().slice(0, 10), 1);
}

/** The release date of a quarter: a fixed number of days after its end, on a session. */
export function releaseDate(equity: SimEquity, quarterEnd: string): string {
  const profile = equity.earnings;
  if (profile === null) throw new Error(`${equity.symbol} reports no earnings`);
  if (profile.dstEdgeRelease && quarterEnd.endsWith("-09-30")) {
    return mondayAfterAutumnSwitch(Number(quarterEnd.slice(0, 4)));
  }
  return sessionOnOrAfter(addCalendarDays(quarterEnd, profile.releaseDays), equity.calendar);
}

/** The acceptance instant of a release (New York wall-clock time of the profile, seconds from a hash). */
export function releaseInstantMs(equity: SimEquity, date: string): number {
  const profile = equity.earnings;
  if (profile === null) throw new Error(`${equity.symbol} reports no earnings`);
  const [hours, minutes] = profile.at;
  const seconds = mix(hashString(equity.symbol), hashString(date)) % 60;
  return newYorkInstant(date, hours, minutes) + seconds * 1000;
}

export interface SimQuarter {
  quarterEnd: string;
  releaseDate: string;
  releaseMs: number;
  epsActual: number;
  epsEstimate: number;
  /** A fraction, as the provider reports it. */
  surprise: number;
}

/** Quarters of the last three years, oldest first, with their release and EPS figures. */
export function quarters(equity: SimEquity, today: string): SimQuarter[] {
  if (equity.earnings === null) return [];
  const { epsBase } = equity.earnings;
  const seed = hashString(`${equity.symbol}:eps`);
  return quarterEndsBetween(addCalendarDays(today, -3 * 366), addCalendarDays(today, 200)).map(
    (quarterEnd, i) => {
      const date = releaseDate(equity, quarterEnd);
      const estimate = round2(epsBase * (1 + 0.02 * i) * (0.95 + 0.1 * unit(mix(seed, 2 * i))));
      const actual = round2(estimate * (0.96 + 0.16 * unit(mix(seed, 2 * i + 1))));
      return {
        quarterEnd,
        releaseDate: date,
        releaseMs: releaseInstantMs(equity, date),
        epsEstimate: estimate,
        epsActual: actual,
        // What the provider reports: the surprise as a fraction of the estimate, 4 decimals.
        surprise: Math.round(((actual - estimate) / estimate) * 10_000) / 10_000,
      };
    },
  );
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
