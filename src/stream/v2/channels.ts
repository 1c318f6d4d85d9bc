/**
 * Channels of the stream's version 2 (`GET /ws?version=2`): what a client subscribes to, by name.
 *
 * - `index:<SYMBOL>`: an index's or benchmark's live indicative value, recomputed from the venues' live
 *   books with the minute cycle's methodology (never stored, never a round);
 * - `book:<venue>:<market>`: one market's order book, a full `book` then `book_delta`s;
 * - `trades:<venue>:<market>`: the market's trade prints;
 * - `ticker:<venue>:<market>`: its best bid, best ask, mid and last trade price;
 * - `basis:<pair_id>`: a cross-venue equivalence pair's live mid basis, from both legs' live books (an
 *   active pair of `GET /api/v1/equivalence/pairs`; the live index computes it).
 *
 * `<venue>` is a venue id (`kalshi`, `polymarket`: a venue of the registry, src/venues/registry.ts);
 * `<market>` the venue's market id as the lake's rows write it (`market_id`: a Kalshi ticker, a
 * Polymarket Gamma market id). Books, trades and tickers are in the YES outcome's terms. Pure: parsing
 * and formatting only; whether a connection may read a channel is the stream object's decision.
 */
import type { VenueId } from "../../domain/methodology/venues.ts";
import { registeredVenueId, venueIds } from "../../venues/registry.ts";
import { SYMBOL_PATTERN } from "../session/frames.ts";

export const CHANNEL_KINDS = ["index", "book", "trades", "ticker", "basis"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export type Channel =
  | { kind: "index"; symbol: string }
  | { kind: "basis"; pairId: string }
  | { kind: "book" | "trades" | "ticker"; venue: VenueId; market: string };

/** Longest channel name accepted. */
export const MAX_CHANNEL_CHARS = 160;

/** A pair's id: 24 hex digits (written lower-case). */
export const PAIR_ID_PATTERN = /^[0-9a-f]{24}$/i;

/** A Kalshi ticker (letters, digits, `.`, `_`, `-`) or a Polymarket market id (digits). */
const MARKET = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export type ParsedChannel = { ok: true; channel: Channel; name: string } | { ok: false; reason: string };

/**
 * Parses one channel name. An index symbol is upper-cased (symbols are case-insensitive); a market id
 * is kept as the venue spells it. The canonical name (`name`) is what every message's `channel` carries.
 */
export function parseChannel(raw: unknown): ParsedChannel {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_CHANNEL_CHARS) {
    return { ok: false, reason: `A channel is a string of 1 to ${MAX_CHANNEL_CHARS} characters.` };
  }
  const [kind, ...rest] = raw.split(":");
  if (kind === "index") {
    const symbol = rest.join(":");
    if (rest.length !== 1 || !SYMBOL_PATTERN.test(symbol)) {
      return { ok: false, reason: "index:<symbol> names an index or benchmark symbol, e.g. index:PIXCPI." };
    }
    const channel: Channel = { kind, symbol: symbol.toUpperCase() };
    return { ok: true, channel, name: channelName(channel) };
  }
  if (kind === "basis") {
    const pairId = rest.join(":");
    if (rest.length !== 1 || !PAIR_ID_PATTERN.test(pairId)) {
      return {
        ok: false,
        reason:
          "basis:<pair_id> names an equivalence pair by its 24 hex digit id, as GET /api/v1/equivalence/pairs lists it.",
      };
    }
    const channel: Channel = { kind, pairId: pairId.toLowerCase() };
    return { ok: true, channel, name: channelName(channel) };
  }
  if (kind === "book" || kind === "trades" || kind === "ticker") {
    const [venue, market] = rest;
    const id = rest.length === 2 && venue !== undefined ? registeredVenueId(venue) : undefined;
    if (id === undefined) {
      return { ok: false, reason: `${kind}:<venue>:<market> needs a venue of ${venueIds().join(", ")}.` };
    }
    if (market === undefined || !MARKET.test(market)) {
      return {
        ok: false,
        reason: `${kind}:<venue>:<market> needs the venue's market id, as the lake's market_id (a Kalshi ticker or a Polymarket market id).`,
      };
    }
    const channel: Channel = { kind, venue: id, market };
    return { ok: true, channel, name: channelName(channel) };
  }
  return { ok: false, reason: `A channel starts with one of ${CHANNEL_KINDS.join(", ")}.` };
}

export function channelName(channel: Channel): string {
  if (channel.kind === "index") return `index:${channel.symbol}`;
  if (channel.kind === "basis") return `basis:${channel.pairId}`;
  return `${channel.kind}:${channel.venue}:${channel.market}`;
}

/** The channel's market, for a market channel (`book`, `trades`, `ticker`); null for `index` and `basis`. */
export function marketOf(channel: Channel): { venue: VenueId; market: string } | null {
  return channel.kind === "index" || channel.kind === "basis"
    ? null
    : { venue: channel.venue, market: channel.market };
}
