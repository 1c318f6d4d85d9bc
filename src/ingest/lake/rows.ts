/**
 * The lake normalizer: venue quotes → tape rows (the row: src/lake/row.ts). The lake API serves these
 * rows unchanged, and index values are computed from them (not from the adapters' objects), so every
 * committed round can be recomputed from the tape alone.
 */
import { parseDecimal } from "../../domain/decimal.ts";
import type { LakeRow } from "../../lake/row.ts";
import type { UsdAmount, VenueQuote } from "../venues/quote.ts";
import { formatTrimmed } from "../venues/quote-values.ts";

function nativeContracts(amount: UsdAmount | null): string | null {
  return amount?.basis === "contracts_x_price" ? (amount.native?.contracts ?? null) : null;
}

/** Exact mid and spread, to 6 places with trailing zeros trimmed to at least 4 (venue precision). */
function midAndSpread(bid: string, ask: string): { mid: string; spread: string } | null {
  const b = parseDecimal(bid);
  const a = parseDecimal(ask);
  if (b === null || a === null) return null;
  // (a + b) / 2 is exact at scale 6 unless the sum is odd in the last place: round half away from zero.
  const sum = a + b;
  const mid = sum / 2n + (sum % 2n === 0n ? 0n : sum > 0n ? 1n : -1n);
  return { mid: formatTrimmed(mid, 4), spread: formatTrimmed(a - b, 4) };
}

export function toLakeRow(q: VenueQuote): LakeRow {
  const both = q.two_sided_book && q.bid_decimal !== null && q.ask_decimal !== null;
  const ms = both ? midAndSpread(q.bid_decimal as string, q.ask_decimal as string) : null;
  const basis = q.volume?.basis ?? q.open_interest?.basis ?? null;
  const volumeContracts = nativeContracts(q.volume);
  const oiContracts = nativeContracts(q.open_interest);
  return {
    venue: q.venue,
    market_id: q.market_id,
    event_id: q.event_id,
    outcome: q.outcome,
    token_id: q.token_id,
    title: q.title,
    status: q.status,
    bid: q.bid_decimal,
    ask: q.ask_decimal,
    last: q.last_decimal,
    indicative: q.indicative_decimal,
    indicative_source: q.indicative_source,
    ...(ms ?? {}),
    two_sided_book: q.two_sided_book,
    volume_usd: q.volume?.usd_decimal ?? null,
    open_interest_usd: q.open_interest?.usd_decimal ?? null,
    usd_basis: basis,
    native:
      volumeContracts !== null || oiContracts !== null
        ? { volume_contracts: volumeContracts, open_interest_contracts: oiContracts }
        : null,
    observed_at: q.observed_at,
    observed_at_source: q.observed_at_source,
    close_time: q.close_time,
  };
}
