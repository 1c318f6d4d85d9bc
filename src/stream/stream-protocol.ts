/**
 * The `/ws` stream protocol (legacy surface): message shapes, limits, close codes and
 * the client-message parser. Pure: the MarketStream Durable Object, the `npm run watch` client, the
 * bench and the OpenAPI/README documentation all read these definitions.
 *
 * Every message is one JSON text frame with a `type` member and `version` (the protocol version; a
 * breaking change would ship as a new `version`, never as a changed shape under the same one).
 */
import type { LegacyMarket } from "./legacy/market.ts";

export const STREAM_PROTOCOL_VERSION = 1;

/** Client messages larger than this close the connection with 1009. */
export const MAX_CLIENT_MESSAGE_BYTES = 4_096;
/** At most this many symbols in one subscription. */
export const MAX_SUBSCRIPTION_SYMBOLS = 64;
/** Client messages a connection may send per minute (answered pings do not count). */
export const MAX_CLIENT_MESSAGES_PER_MINUTE = 60;

/** Keyed connections re-check their key (revocation, expiry, entitlement changes) this often. */
export const KEY_RECHECK_SECONDS = 60;

/** Answered by the runtime without waking the stream object (exact text). */
export const PING_TEXT = '{"type":"ping"}';
export const PONG_TEXT = '{"type":"pong"}';

/** Close codes the server uses; 4xxx mirror the HTTP problem statuses of the same condition. */
export const CLOSE_CODES = {
  normal: 1000,
  unsupportedData: 1003,
  policyViolation: 1008,
  messageTooBig: 1009,
  internalError: 1011,
  tryAgainLater: 1013,
  credentialInvalid: 4401,
  credentialScope: 4403,
  rateLimited: 4429,
} as const;

export type StreamErrorCode =
  | "message-too-large"
  | "binary-not-supported"
  | "malformed-message"
  | "unknown-message-type"
  | "too-many-symbols"
  | "auth-not-first"
  | "too-many-messages"
  | "credential-invalid"
  | "credential-scope"
  | "rate-limited"
  | "service-unavailable";

/** The close code each error ends the connection with. */
export const ERROR_CLOSE_CODES: Record<StreamErrorCode, number> = {
  "message-too-large": CLOSE_CODES.messageTooBig,
  "binary-not-supported": CLOSE_CODES.unsupportedData,
  "malformed-message": CLOSE_CODES.policyViolation,
  "unknown-message-type": CLOSE_CODES.policyViolation,
  "too-many-symbols": CLOSE_CODES.policyViolation,
  "auth-not-first": CLOSE_CODES.policyViolation,
  "too-many-messages": CLOSE_CODES.policyViolation,
  "credential-invalid": CLOSE_CODES.credentialInvalid,
  "credential-scope": CLOSE_CODES.credentialScope,
  "rate-limited": CLOSE_CODES.rateLimited,
  "service-unavailable": CLOSE_CODES.tryAgainLater,
};

// ---------------------------------------------------------------- server → client

/** Who the connection reads as. Entitlements are slugs; null reads every public market. */
export interface StreamAccess {
  kind: "anonymous" | "key";
  key_id: string | null;
  entitlements: string[] | null;
}

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

/** An index or benchmark symbol, or a slug. */
export const SYMBOL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/** The frame-level checks every protocol version shares: a JSON object in a text frame of bounded size. */
export function readClientFrame(
  raw: string | ArrayBuffer,
):
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; code: "binary-not-supported" | "message-too-large" | "malformed-message"; detail: string } {
  if (typeof raw !== "string") {
    return {
      ok: false,
      code: "binary-not-supported",
      detail: "Send JSON text frames; binary frames are not accepted.",
    };
  }
  // UTF-8 length: a string of n UTF-16 units is at most 3n bytes, so only long strings need encoding.
  if (
    raw.length * 3 > MAX_CLIENT_MESSAGE_BYTES &&
    new TextEncoder().encode(raw).length > MAX_CLIENT_MESSAGE_BYTES
  ) {
    return {
      ok: false,
      code: "message-too-large",
      detail: `A client message may be at most ${MAX_CLIENT_MESSAGE_BYTES} bytes.`,
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { ok: false, code: "malformed-message", detail: "A client message must be one JSON object." };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, code: "malformed-message", detail: "A client message must be one JSON object." };
  }
  return { ok: true, body: body as Record<string, unknown> };
}

/** The messages every protocol version shares: `ping`, and `auth` with its key; null for any other type. */
export function parseAuthOrPing(
  message: Record<string, unknown>,
):
  | { ok: true; message: { type: "ping" } | { type: "auth"; key: string } }
  | { ok: false; code: "malformed-message"; detail: string }
  | null {
  if (message.type === "ping") return { ok: true, message: { type: "ping" } };
  if (message.type !== "auth") return null;
  if (typeof message.key !== "string" || message.key.length === 0 || message.key.length > 256) {
    return { ok: false, code: "malformed-message", detail: "auth needs `key`: the API key string." };
  }
  return { ok: true, message: { type: "auth", key: message.key } };
}

/**
 * A client frame up to what every version shares: the frame checks, `ping` and `auth` give a final
 * answer (`done`); any other message comes back as its `body` for the version's own types.
 */
export type ClientMessageRead =
  | {
      done:
        | NonNullable<ReturnType<typeof parseAuthOrPing>>
        | Extract<ReturnType<typeof readClientFrame>, { ok: false }>;
    }
  | { body: Record<string, unknown> };

export function readClientMessage(raw: string | ArrayBuffer): ClientMessageRead {
  const frame = readClientFrame(raw);
  if (!frame.ok) return { done: frame };
  const shared = parseAuthOrPing(frame.body);
  return shared ? { done: shared } : { body: frame.body };
}

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
