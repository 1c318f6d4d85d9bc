/** The page's freshness rules, kept free of the DOM so they can be tested on their own. */
import { isCurrentValue } from "../../domain/freshness.ts";
import { FRESH_FOR_MS } from "./format.ts";
import type { LakeVenue, LegacyMarket, V2Message } from "./types.ts";

/** The server's status, except that a live value turns stale by the API's own freshness rule. */
export function effectiveStatus(market: LegacyMarket, nowMs: number): LegacyMarket["status"] {
  if (market.status !== "live" || !market.cycle_start) return market.status;
  return isCurrentValue(Date.parse(market.cycle_start), nowMs) ? "live" : "stale";
}

/** A venue is `ok` within two cadences (plus a minute) of its newest snapshot, `lagging` until the
 * freshness window closes, and `down` after it or with no snapshot at all. */
export function venueState(venue: LakeVenue, nowMs: number): "ok" | "lagging" | "down" {
  const last = venue.coverage.last_snapshot?.cycle_start;
  if (!last) return "down";
  const behind = nowMs - Date.parse(last);
  if (behind < 2 * venue.cadence_seconds * 1000 + 60_000) return "ok";
  return behind < FRESH_FOR_MS ? "lagging" : "down";
}

/** The venue's state in a few words; `age_ms` grows from when the status was received. */
export function describeFeed(message: V2Message<"status">, receivedMs: number, nowMs: number): string {
  const state = message.state.replaceAll("_", " ");
  // Live tickers and trades without the venue's books (Kalshi without an API key).
  const books = message.state === "live" && message.depth === "rest_only" ? ", books rest only" : "";
  if (message.state === "stale" && typeof message.lag_ms === "number" && message.lag_ms > 0) {
    return `${state}, ${Math.round(message.lag_ms / 100) / 10}s behind`;
  }
  if (message.state !== "stale" || message.age_ms === null) return `${state}${books}`;
  const seconds = Math.round((message.age_ms + Math.max(0, nowMs - receivedMs)) / 1000);
  return `${state}, last event ${seconds}s ago`;
}

/** A time of the API as epoch ms, or null. */
export function msOf(iso: string | null | undefined): number | null {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The own time of an `index` message's value, from which the board counts its age: its `venue_time`
 * (the newest input's), else when pix received that input, else when pix sent the message; the receive
 * time if none parses.
 */
export function valueTimeOf(
  message: { venue_time: string | null; received_at: string | null; sent_at: string },
  receivedMs: number,
): number {
  return msOf(message.venue_time) ?? msOf(message.received_at) ?? msOf(message.sent_at) ?? receivedMs;
}
