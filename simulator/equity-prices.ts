/**
 * Deterministic daily bars for the simulated equities: a seeded random walk over the exchange's
 * sessions since a fixed start, so a session's prices never change with the clock. An equity with
 * planted theme exposures also moves with the themes' paths (theme-paths.ts), the same paths the theme
 * contracts' quotes and histories are served from. Closes are split-adjusted (as the provider's are);
 * `adjclose` also takes out later dividends. A few sessions have gaps the way the provider's data does:
 * a missing volume, or a bar without any price.
 */
import type { FactorTheme } from "../src/catalog/types.ts";
import { addCalendarDays, newYorkInstant } from "../src/domain/new-york-calendar.ts";
import { quarterEndsBetween, round2, type SimEquity, type SimZone } from "./equity-universe.ts";
import { hashString, mix, signedNoise, unit } from "./hash.ts";
import { sessionOnOrAfter, sessionsBetween } from "./nyse-sessions.ts";
import { themeAdverseProbability } from "./theme-paths.ts";

/** Sessions are modelled from here; the provider's two-year range starts well after it. */
export const MODEL_START = "2022-01-03";

export interface SimBar {
  date: string;
  /** Epoch seconds of the session open (the provider's bar stamp). */
  timestamp: number;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  volume: number | null;
}

export interface SimDividend {
  exDate: string;
  payDate: string;
  amount: number;
}

/** The instant at which the exchange's wall clock reads `date hh:mm`. */
export function zonedInstant(zone: SimZone, date: string, hours: number, minutes: number): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  const guess = wall - zone.at(wall).offsetMinutes * 60_000;
  return wall - zone.at(guess).offsetMinutes * 60_000;
}

export function zonedDate(zone: SimZone, epochMs: number): string {
  return new Date(epochMs + zone.at(epochMs).offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * The planted part of a session's log return: Σ β × Δp over the equity's exposures, where Δp is the
 * change of the theme's adverse probability between the two sessions' 16:00 New York closes.
 */
export function plantedLogReturn(equity: SimEquity, previousDate: string | null, date: string): number {
  const exposures = Object.entries(equity.themeExposures ?? {}) as [FactorTheme, number][];
  if (previousDate === null || exposures.length === 0) return 0;
  const from = newYorkInstant(previousDate, 16, 0);
  const to = newYorkInstant(date, 16, 0);
  return exposures.reduce(
    (sum, [theme, beta]) =>
      sum + beta * (themeAdverseProbability(theme, to) - themeAdverseProbability(theme, from)),
    0,
  );
}

/** Bars of every session from MODEL_START to the session trading or last closed at `nowMs`. */
export function simBars(equity: SimEquity, nowMs: number): SimBar[] {
  const today = zonedDate(equity.zone, nowMs);
  const seed = hashString(`${equity.symbol}:bars`);
  const bars: SimBar[] = [];
  let close = equity.basePrice;
  let previousDate: string | null = null;
  for (const date of sessionsBetween(MODEL_START, today, equity.calendar)) {
    const openMs = zonedInstant(equity.zone, date, equity.open[0], equity.open[1]);
    if (openMs > nowMs) break;
    const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    const previous = close;
    close =
      previous *
      Math.exp(0.0003 + 0.016 * signedNoise(seed, day) + plantedLogReturn(equity, previousDate, date));
    previousDate = date;
    const open = previous * (1 + 0.004 * signedNoise(seed ^ 0x51, day));
    const high = Math.max(open, close) * (1 + 0.006 * unit(mix(seed ^ 0x52, day)));
    const low = Math.min(open, close) * (1 - 0.006 * unit(mix(seed ^ 0x53, day)));
    const volumeHash = mix(seed ^ 0x54, day);
    const empty = volumeHash % 211 === 0;
    bars.push({
      date,
      timestamp: Math.floor(openMs / 1000),
      open: empty ? null : round2(open),
      high: empty ? null : round2(high),
      low: empty ? null : round2(low),
      close: empty ? null : round2(close),
      volume: empty || volumeHash % 97 === 0 ? null : Math.round(5e6 + 4e7 * unit(volumeHash)),
    });
  }
  return bars;
}

/** Quarterly cash dividends since MODEL_START (ex-date on a session), including declared future ones. */
export function simDividends(equity: SimEquity, untilDate: string): SimDividend[] {
  const { dividend } = equity;
  if (dividend === null) return [];
  return quarterEndsBetween(MODEL_START, untilDate)
    .map((quarterEnd, i) => {
      const exDate = sessionOnOrAfter(
        addCalendarDays(quarterEnd, dividend.exDaysAfterQuarterEnd),
        equity.calendar,
      );
      // A raise every fourth quarter.
      const amount = round4(dividend.amount * (1 + 0.04 * Math.floor(i / 4)));
      return { exDate, payDate: addCalendarDays(exDate, dividend.payDaysAfterEx), amount };
    })
    .filter((d) => d.exDate >= MODEL_START && d.exDate <= untilDate);
}

/** Splits dated relative to `today` (the first session on or after the date). */
export function simSplits(equity: SimEquity, today: string) {
  return equity.splits.map((split) => ({
    date: sessionOnOrAfter(addCalendarDays(today, -split.daysAgo), equity.calendar),
    numerator: split.numerator,
    denominator: split.denominator,
  }));
}

/**
 * Dividend-adjusted closes: each close times the product of (1 − amount / previous close) over the
 * dividends whose ex-date is after its session.
 */
export function adjustedCloses(
  bars: readonly SimBar[],
  dividends: readonly SimDividend[],
): (number | null)[] {
  const factorAfter = new Map<string, number>();
  let lastClose: number | null = null;
  for (const bar of bars) {
    const paid = dividends.find((d) => d.exDate === bar.date);
    if (paid && lastClose !== null) factorAfter.set(bar.date, 1 - paid.amount / lastClose);
    if (bar.close !== null) lastClose = bar.close;
  }
  const out: (number | null)[] = new Array(bars.length).fill(null);
  let factor = 1;
  for (let i = bars.length - 1; i >= 0; i--) {
    const bar = bars[i];
    if (bar === undefined) continue;
    out[i] = bar.close === null ? null : round2(bar.close * factor);
    factor *= factorAfter.get(bar.date) ?? 1;
  }
  return out;
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
