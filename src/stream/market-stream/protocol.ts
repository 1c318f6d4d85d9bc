/**
 * The `/ws` stream protocol (legacy surface): message shapes, limits, close codes and
 * the client-message parser. Pure: the MarketStream Durable Object, the `npm run watch` client, the
 * bench and the OpenAPI/README documentation all read these definitions.
 *
 * Every message is one JSON text frame with a `type` member and `version` (the protocol version; a
 * breaking change would ship as a new `version`, never as a changed shape under the same one).
 */
import type { LegacyMarket } from "../legacy/market.ts";
import {
  readClientMessage,
  type StreamAccess,
  type StreamErrorCode,
  SYMBOL_PATTERN,
} from "../session/frames.ts";

export const STREAM_PROTOCOL_VERSION = 1;

/** At most this many symbols in one subscription. */
export const MAX_SUBSCRIPTION_SYMBOLS = 64;

/** Answered by the runtime without waking the stream object (exact text). */
export const PING_TEXT = '{"type":"ping"}';
export const PONG_TEXT = '{"type":"pong"}';

// ---------------------------------------------------------------- server → client

/** The full state the client may see: on connect, after `auth`, after each `subscribe`. */
export interface SnapshotMessage {
  type: "snapshot";
  version: typeof STREAM_PROTOCOL_VERSION;
  reason: "connect" | "auth" | "subscribe";
  sent_at: string;
  access: StreamAccess;
  /** Canonical symbols the connection is narrowed to, or null for every market it may read. */
  subscription: string[] | null;
  /** Symbols or slugs of the last `subscribe` that name no public market (ignored). */
  unknown_symbols: string[];
  markets: LegacyMarket[];
}

/** One ingestion cycle's new values, one frame per client, narrowed to what the client reads. */
export interface MarketUpdateMessage {
  type: "market_update";
  version: typeof STREAM_PROTOCOL_VERSION;
  cycle_start: string;
  /** When the cycle handed the batch to the stream (RFC 3339 with milliseconds). */
  published_at: string;
  markets: LegacyMarket[];
}

/** Sent just before the server closes the connection with ERROR_CLOSE_CODES[code]. */
export interface ErrorMessage {
  type: "error";
  version: typeof STREAM_PROTOCOL_VERSION;
  code: StreamErrorCode;
  detail: string;
}

export type ServerMessage = SnapshotMessage | MarketUpdateMessage | ErrorMessage;

// ---------------------------------------------------------------- client → server

export type ClientMessage =
  | { type: "auth"; key: string }
  /** Symbols or slugs (any case); null is every market the connection may read (`"*"` on the wire). */
  | { type: "subscribe"; symbols: string[] | null }
  | { type: "ping" };

export type ParsedClientMessage =
  | { ok: true; message: ClientMessage }
  | { ok: false; code: StreamErrorCode; detail: string };

/** Validates one client frame. Anything but a well-formed message is an error that closes the socket. */
export function parseClientMessage(raw: string | ArrayBuffer): ParsedClientMessage {
  const read = readClientMessage(raw);
  if ("done" in read) return read.done;
  const message = read.body;
  switch (message.type) {
    case "subscribe":
      return parseSubscribe(message.symbols);
    default:
      return {
        ok: false,
        code: "unknown-message-type",
        detail: "`type` must be one of auth, subscribe, ping.",
      };
  }
}

function parseSubscribe(symbols: unknown): ParsedClientMessage {
  if (symbols === "*") return { ok: true, message: { type: "subscribe", symbols: null } };
  if (!Array.isArray(symbols) || symbols.length === 0) {
    return {
      ok: false,
      code: "malformed-message",
      detail: 'subscribe needs `symbols`: a non-empty array of symbols or slugs, or "*".',
    };
  }
  if (symbols.length > MAX_SUBSCRIPTION_SYMBOLS) {
    return {
      ok: false,
      code: "too-many-symbols",
      detail: `A subscription names at most ${MAX_SUBSCRIPTION_SYMBOLS} symbols.`,
    };
  }
  if (!symbols.every((s) => typeof s === "string" && SYMBOL_PATTERN.test(s))) {
    return {
      ok: false,
      code: "malformed-message",
      detail: "Each symbol is 1–64 letters, digits or hyphens (a symbol like PIXCPI or a slug like pix-cpi).",
    };
  }
  return { ok: true, message: { type: "subscribe", symbols: symbols as string[] } };
}

/** Whether a connection narrowed to `subscription` (symbols) with `entitlements` (slugs) sees `market`. */
export function visibleTo(
  market: Pick<LegacyMarket, "symbol" | "slug">,
  subscription: readonly string[] | null,
  entitlements: readonly string[] | null,
): boolean {
  return (
    (subscription === null || subscription.includes(market.symbol)) &&
    (entitlements === null || entitlements.includes(market.slug))
  );
}

/**
 * Resolves subscribed symbols or slugs (any case) against the markets: canonical symbols in catalog
 * order, and the names that match nothing.
 */
export function resolveSubscription(
  requested: readonly string[],
  markets: readonly Pick<LegacyMarket, "symbol" | "slug">[],
): { symbols: string[]; unknown: string[] } {
  const wanted = new Set(requested.map((s) => s.toLowerCase()));
  const symbols = markets
    .filter((m) => wanted.has(m.symbol.toLowerCase()) || wanted.has(m.slug))
    .map((m) => m.symbol);
  const unknown = requested.filter(
    (s) => !markets.some((m) => m.symbol.toLowerCase() === s.toLowerCase() || m.slug === s.toLowerCase()),
  );
  return { symbols, unknown };
}
