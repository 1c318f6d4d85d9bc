import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import type { Bindings } from "../../src/env.ts";
import { toLakeRow } from "../../src/ingest/lake/rows.ts";
import type { VenueQuote } from "../../src/ingest/venues/quote.ts";
import type { LakeRow, VenueId } from "../../src/lake/row.ts";
import worker from "../../src/worker.ts";
import { BASE } from "./fetch.ts";

/** A request through the Worker's fetch with some bindings or vars overridden. */
export async function fetchWith(overrides: Record<string, unknown>, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const bindings = { ...env, ...overrides } as unknown as Bindings;
  const res = await worker.fetch(new Request(`${BASE}${path}`, init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** An R2 binding whose every method fails, as an outage would. */
export function failingBucket(): R2Bucket {
  const fail = () => {
    throw new Error("R2 outage: internal detail /var/r2");
  };
  return {
    head: fail,
    get: fail,
    put: fail,
    list: fail,
    delete: fail,
    createMultipartUpload: fail,
    resumeMultipartUpload: fail,
  } as unknown as R2Bucket;
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/**
 * `count` realistic rows through the real normalizer: alternating two-sided books and one-sided quotes,
 * titles with multi-byte characters, quotes and an escaped newline (so the splice is tested on them).
 */
export function lakeRows(count: number, venue: VenueId = "kalshi"): LakeRow[] {
  return Array.from({ length: count }, (_, i) => {
    const bid = (0.01 + (i % 90) / 100).toFixed(4);
    const ask = (0.03 + (i % 90) / 100).toFixed(4);
    const oneSided = i % 3 === 2;
    const quote: VenueQuote = {
      venue,
      market_id: `KXTEST-26NOV-T${pad(i, 5)}`,
      event_id: "KXTEST-26NOV",
      outcome: i % 2 === 0 ? "yes" : "Größer als 2,8 % — “über”",
      token_id: venue === "polymarket" ? `${10n ** 20n + BigInt(i)}` : null,
      title: `Row ${i}: "quoted" \\ back\nslash ✓`,
      subtitle: null,
      status: "open",
      native_status: "active",
      bid: Number(bid),
      bid_decimal: bid,
      ask: oneSided ? null : Number(ask),
      ask_decimal: oneSided ? null : ask,
      last: null,
      last_decimal: null,
      indicative: Number(bid),
      indicative_decimal: bid,
      indicative_source: oneSided ? "venue_price" : "mid",
      two_sided_book: !oneSided,
      observed_at: "2026-03-10T12:00:02Z",
      observed_at_source: "venue",
      close_time: "2026-12-10T13:25:00Z",
      volume: { usd: 1000 + i, usd_decimal: `${1000 + i}.50`, basis: "usd", native: null },
      volume_24h: null,
      open_interest: null,
    };
    return toLakeRow(quote);
  });
}
