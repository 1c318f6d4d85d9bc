/**
 * The factor route's ticker rule: 1 to 32 letters or digits, with `.` or `-` allowed
 * between them (never first, last or doubled), case-insensitive, returned upper-case. Index (`^GSPC`)
 * and currency (`EURUSD=X`) spellings of the price provider are refused by the rule itself.
 */
export const TICKER_MAX_LENGTH = 32;

const TICKER = /^[A-Z0-9]+(?:[.-][A-Z0-9]+)*$/;

export type TickerCheck = { ok: true; ticker: string } | { ok: false };

export function parseTicker(raw: string): TickerCheck {
  const ticker = raw.toUpperCase();
  if (ticker.length < 1 || ticker.length > TICKER_MAX_LENGTH || !TICKER.test(ticker)) return { ok: false };
  return { ok: true, ticker };
}
