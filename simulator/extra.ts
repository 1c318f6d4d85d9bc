/**
 * Identifiers of the synthetic padding markets (`extraMarketsPerVenue`), numbered from 1. They follow
 * each venue's real identifier forms but live in their own namespace, so they never collide with the
 * catalog: Kalshi series `KXPIXSIM`, Gamma ids from 2,000,001 (catalog ids are 6 digits).
 */

export const EXTRA_SERIES = "KXPIXSIM";
/**
 * The served simulator's default (`npm start`): over 1,000 open markets per venue, so each cycle's
 * whole-venue tape is a real multi-page one (Kalshi ≥ 2 pages, Polymarket ≥ 2,000 outcome rows).
 */
export const DEFAULT_EXTRA_MARKETS = 1000;

/**
 * The bench size: 10,000 padding markets per venue, so a cycle tapes over 10,000 Kalshi markets and
 * over 20,000 Polymarket outcomes (each padding market is binary).
 */
export const BENCH_EXTRA_MARKETS = 10_000;

/** Upper bound of `extraMarketsPerVenue`: keeps Gamma ids at 7 digits. */
export const MAX_EXTRA_MARKETS = 999_999;
const GAMMA_BASE = 2_000_000;

const pad = (n: number) => String(n).padStart(5, "0");

export const extraKalshiEvent = (n: number) => `${EXTRA_SERIES}-${pad(n)}`;
export const extraKalshiTicker = (n: number) => `${extraKalshiEvent(n)}-Y`;
export const extraGammaId = (n: number) => String(GAMMA_BASE + n);
export const extraSlug = (n: number) => `pix-sim-market-${pad(n)}`;

const KALSHI_PATTERN = /^kalshi:KXPIXSIM-(\d{5,6})-Y$/;
const GAMMA_PATTERN = /^polymarket:(2\d{6})$/;

/** The padding market's number for a market key, or null when the key is not a padding market. */
export function extraNumberOf(key: string): number | null {
  const kalshi = KALSHI_PATTERN.exec(key);
  if (kalshi?.[1]) return validNumber(Number(kalshi[1]));
  const gamma = GAMMA_PATTERN.exec(key);
  if (gamma?.[1]) return validNumber(Number(gamma[1]) - GAMMA_BASE);
  return null;
}

function validNumber(n: number): number | null {
  return n >= 1 && n <= MAX_EXTRA_MARKETS ? n : null;
}
