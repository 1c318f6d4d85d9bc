/**
 * Traded volume and open interest. Cumulative volume never decreases and the 24-hour figure is the
 * difference of two cumulative values, so the numbers agree with each other at every minute.
 */
import { hashString, mix, unit } from "./hash.ts";
import { MINUTE_MS } from "./model.ts";

export interface Activity {
  /** Contracts traded since the market opened, in hundredths. */
  volumeHundredths: number;
  /** Contracts traded in the last 24 hours, in hundredths. */
  volume24hHundredths: number;
  /** Contracts outstanding, in hundredths. */
  openInterestHundredths: number;
  /** Resting liquidity in USD (Polymarket's `liquidity`). */
  liquidityUsd: number;
}

const DAY_MINUTES = 1440;

function cumulativeHundredths(seed: number, openMinute: number, minute: number): number {
  const base = 1_000 + 150_000 * unit(mix(seed, 1));
  const perMinute = 0.2 + 8 * unit(mix(seed, 2));
  return Math.round(100 * (base + perMinute * Math.max(0, minute - openMinute)));
}

export function activityAt(key: string, openTimeMs: number, minute: number): Activity {
  const seed = hashString(`activity:${key}`);
  const openMinute = Math.floor(openTimeMs / MINUTE_MS);
  const volume = cumulativeHundredths(seed, openMinute, minute);
  const dayAgo = cumulativeHundredths(seed, openMinute, minute - DAY_MINUTES);
  const wobble = Math.sin((2 * Math.PI * minute) / 1999 + 2 * Math.PI * unit(mix(seed, 3)));
  const openInterest = Math.round(100 * (500 + 40_000 * unit(mix(seed, 4))) * (1 + 0.15 * wobble));
  const liquidity = Math.round((2_000 + 60_000 * unit(mix(seed, 5))) * (1 + 0.1 * wobble) * 1e4) / 1e4;
  return {
    volumeHundredths: volume,
    volume24hHundredths: Math.max(0, volume - dayAgo),
    openInterestHundredths: openInterest,
    liquidityUsd: liquidity,
  };
}
