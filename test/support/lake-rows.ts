/**
 * Lake rows for tests, built through the real row builder. Free of workerd-only imports, so both test
 * projects use them: the workers tests (through ./lake.ts) and the node project's interop tests.
 */
import { parseDecimal } from "../../src/domain/decimal.ts";
import type { LakeRow, VenueId } from "../../src/venues/shared/row.ts";
import { lakeRow, type RowValues } from "../../src/venues/shared/row-builder.ts";

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/**
 * `count` realistic rows through the real row builder: alternating two-sided books and one-sided quotes,
 * titles with multi-byte characters, quotes and an escaped newline (so the splice is tested on them).
 */
export function lakeRows(count: number, venue: VenueId = "kalshi"): LakeRow[] {
  return Array.from({ length: count }, (_, i) => {
    const bid = BigInt(10_000 + (i % 90) * 10_000);
    const oneSided = i % 3 === 2;
    return lakeRow({
      venue,
      market_id: `KXTEST-26NOV-T${pad(i, 5)}`,
      event_id: "KXTEST-26NOV",
      outcome: i % 2 === 0 ? "yes" : "Größer als 2,8 % — “über”",
      token_id: venue === "polymarket" ? `${10n ** 20n + BigInt(i)}` : null,
      title: `Row ${i}: "quoted" \\ back\nslash ✓`,
      status: "open",
      bid,
      ask: oneSided ? null : bid + 20_000n,
      last: null,
      indicative: bid,
      indicative_source: oneSided ? "venue_price" : "mid",
      size_unit: "usd",
      volume: BigInt(1000 + i) * 1_000_000n + 500_000n,
      open_interest: null,
      observed_at: "2026-03-10T12:00:02Z",
      observed_at_source: "venue",
      close_time: "2026-12-10T13:25:00Z",
    });
  });
}

/** Exact decimal text as the scaled value the row builder takes. */
export const scaled = (text: string) => parseDecimal(text) as bigint;

/**
 * One Kalshi YES outcome as an adapter hands it to the row builder: two-sided (0.43 / 0.44), traded at
 * 0.44, 1,523 contracts of volume and 812 of open interest; a test overrides what it is about.
 */
export function rowValues(overrides: Partial<RowValues> = {}): RowValues {
  return {
    venue: "kalshi",
    market_id: "KXCPIYOY-26NOV-T2.8",
    event_id: "KXCPIYOY-26NOV",
    outcome: "yes",
    token_id: null,
    title: "CPI above 2.8%?",
    status: "open",
    bid: scaled("0.43"),
    ask: scaled("0.44"),
    last: scaled("0.44"),
    indicative: scaled("0.435"),
    indicative_source: "mid",
    size_unit: "contracts",
    volume: scaled("1523"),
    open_interest: scaled("812"),
    observed_at: "2026-11-22T10:00:05.000Z",
    observed_at_source: "venue",
    close_time: "2026-12-10T13:25:00.000Z",
    ...overrides,
  };
}
