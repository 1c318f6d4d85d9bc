/**
 * The stream's version 2 (`GET /ws?version=2`): every message, its limits and the client-message
 * parser. One description of each message (zod, the types inferred from it): the stream object builds
 * them, the OpenAPI document and `/api/v1/info` publish them, the client and `npm run watch` read them.
 *
 * Version 1 (`GET /ws`) is unchanged: its frames stay byte-identical (src/stream/market-stream/protocol.ts).
 *
 * Ordering: every data message (`book`, `book_delta`, `trade`, `ticker`, `index`, `basis`, `gap`) carries its
 * `channel` and a `seq` that starts at 1 with the channel's first message to this connection and
 * increases by exactly one per message. A client that sees a jump has lost messages and should
 * resubscribe; the server itself announces every gap it knows of with `gap`, then a fresh `book`.
 *
 * Resume: every data message also carries `cseq`, the channel's own sequence, assigned where the event
 * enters pix (the venue feed shard that follows the market, or the live index for `index` and `basis` channels) and
 * identical for every subscriber on every shard. A client that reconnects sends `resume` with the last
 * `cseq` it holds per channel and is sent what it missed (`RESUME_RULE`).
 */
import { z } from "@hono/zod-openapi";
import { VENUE_IDS } from "../../domain/methodology/venues.ts";
import { ERROR_CLOSE_CODES, readClientMessage } from "../session/frames.ts";
import { MAX_CHANNEL_CHARS, parseChannel } from "./channels.ts";

export const STREAM_V2 = 2;

/** Limits of one version 2 connection (published in /api/v1/info and the OpenAPI document). */
export const V2_LIMITS = {
  /** Channels one connection may hold at once. */
  max_channels: 100,
  /** Channels one subscribe or unsubscribe may name. */
  max_channels_per_message: 50,
  /**
   * Markets beyond the catalog's contracts whose channels one connection may hold at once, and may have
   * looked up at the venues a minute.
   */
  max_subscriber_markets: 20,
  /** Server messages one connection receives in a second at most; past it the slow-consumer rule applies. */
  max_messages_per_second: 500,
  /** Client messages a connection may send per minute (pings included). */
  max_client_messages_per_minute: 120,
  /** An `index` channel updates at most this often, in milliseconds. */
  index_min_interval_ms: 250,
  /** A `heartbeat` is sent this often, in milliseconds. */
  heartbeat_interval_ms: 5_000,
  /**
   * A venue with no frame for this long is reported `stale`, in milliseconds. A quiet connection is
   * probed (a command the venue answers at once) after 2 s of quiet, so only a silent venue reaches it.
   */
  stale_after_ms: 5_000,
  /**
   * A connection must acknowledge a heartbeat (`ack`) at least this often, in milliseconds: one that has
   * not proved it read a heartbeat sent within it is closed (`slow-consumer`, close code 4408).
   */
  max_unread_ms: 30_000,
  /** Client messages that may wait behind the one being handled; one more closes the connection (`too-many-messages`). */
  max_waiting_client_messages: 64,
  /** A connection that asked for batched frames (`?batch=1`) gets at most this many messages in one frame. */
  max_batch_messages: 256,
  /** …and at most this many characters of JSON text in one frame, unless one message alone is longer. */
  max_batch_chars: 131_072,
  /** A `resume` is served from the messages of the last this many milliseconds (each shard keeps them per channel). */
  resume_window_ms: 300_000,
  /** …and at most this many of one channel's latest messages, */
  resume_max_messages_per_channel: 5_000,
  /** …of at most this many characters of JSON text per channel, */
  resume_max_chars_per_channel: 2_097_152,
  /** …and at most this many characters of JSON text for every channel of a shard together. */
  resume_max_chars: 33_554_432,
  /** A shard remembers the last `cseq` of at most this many channels (the least recently moved are forgotten). */
  resume_max_channels: 20_000,
} as const;

/** The slow-consumer rule, stated once. */
export const SLOW_CONSUMER_RULE = `A connection is sent at most ${V2_LIMITS.max_messages_per_second} messages a second. When a second's messages would exceed that, the server drops that connection's queued book_delta, trade and ticker messages instead of queueing them, and sends \`gap\` (reason \`slow_consumer\`) then a fresh \`book\` for each affected book channel as soon as the next second allows: a client that falls behind gets a snapshot, never an unbounded queue.`;

/** The resume rule, stated once. */
export const RESUME_RULE = `Every data message carries \`cseq\`, its channel's own sequence: assigned where the event enters pix, identical for every subscriber on every shard, one more than the channel's previous event (a restarted source jumps ahead, never back). A \`book\` or \`gap\` the server sends one connection alone (on subscribe, after a slow consumer, on resume) carries the \`cseq\` of the channel's last event it reflects. A client that reconnects sends {"type":"resume","channels":{"<channel>":<last cseq>,…}} instead of \`subscribe\`: each channel is subscribed (refused as \`subscribe\` would refuse it) and, when every message after that \`cseq\` is among the last ${V2_LIMITS.resume_window_ms / 60_000} minutes' the shard keeps (at most ${V2_LIMITS.resume_max_messages_per_channel} messages of a channel), sent each of them, in order, right after \`subscribed\`, and nothing else first (no whole \`book\`); otherwise (older, unknown, or a source restarted) \`gap\` (reason \`resume_expired\`) then what \`subscribe\` sends: the whole \`book\`, the latest \`index\` or \`ticker\` value. Replayed messages count against the connection's budget like any other: a backlog past it is sent over the next seconds as the budget allows, the channel's new messages after it in order; only a channel whose next messages the shard lets go before they are sent continues as a slow consumer (\`gap\` \`slow_consumer\`, then the whole \`book\`).`;

// ---------------------------------------------------------------- shared members

const MS_PATTERN = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$";
const instantMs = (description: string) =>
  z.string().openapi({
    format: "date-time",
    pattern: MS_PATTERN,
    description: `${description} RFC 3339 UTC with milliseconds.`,
    example: "2026-11-27T14:03:07.412Z",
  });
/** An exact decimal, as a string (never a binary float). */
const decimal = (description: string, example: string) =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .openapi({ description, example });

const Version = z.literal(STREAM_V2).openapi({ description: "Protocol version: 2." });
const VenueSchema = z.enum(VENUE_IDS).openapi({ description: "Venue id." });
const ChannelName = z.string().max(MAX_CHANNEL_CHARS).openapi({
  description: "The channel this message belongs to, in canonical form (as the subscribed answer lists it).",
  example: "book:kalshi:KXCPIYOY-26DEC-T3.0",
});
const Seq = z.number().int().positive().openapi({
  description: "Per-channel sequence number: 1 for the channel's first message, then +1 per message.",
});
const Cseq = z.number().int().nonnegative().openapi({
  description:
    "The channel's own sequence number, assigned where the event enters pix: identical for every subscriber, one more than the channel's previous event (a restarted source jumps ahead). Send the last one held in `resume` after reconnecting.",
  example: 1_795_000_000_000_001,
});
const KnownCseq = Cseq.nullable().openapi({
  description:
    "The `cseq` of the channel's last event this message reflects (resume from it); null when the server has seen no event of the channel yet.",
});
const Clocks = {
  venue_time: instantMs(
    "The venue's own timestamp of the event (for `index`: the newest input's).",
  ).nullable(),
  received_at: instantMs("When pix received the event from the venue.").nullable(),
  sent_at: instantMs("When pix sent this message."),
};
/** A price level: [price, size], both exact decimal strings; price in the YES outcome's terms (0 to 1). */
const Level = z.tuple([z.string(), z.string()]).openapi({
  description: "A price level: [price, size], exact decimal strings. Price is the yes price, 0 to 1.",
  example: ["0.53", "1250"],
});
const marketMembers = {
  venue: VenueSchema,
  market: z.string().openapi({
    description: "The venue's market id, as the lake's `market_id` (Kalshi ticker, Polymarket market id).",
  }),
};

// ---------------------------------------------------------------- server → client

export const V2SubscribedSchema = z
  .object({
    type: z.literal("subscribed").openapi({ description: "Message type." }),
    version: Version,
    channels: z.array(z.string()).openapi({ description: "Every channel the connection now holds." }),
    added: z.array(z.string()).openapi({ description: "Channels this subscribe added." }),
    removed: z.array(z.string()).openapi({ description: "Channels this unsubscribe removed." }),
    rejected: z
      .array(
        z.object({
          channel: z.string().openapi({ description: "The channel as the client sent it." }),
          reason: z.string().openapi({ description: "Why it was refused, in a sentence." }),
        }),
      )
      .openapi({ description: "Channels refused: malformed, unknown, not entitled, or over the limit." }),
    sent_at: Clocks.sent_at,
  })
  .openapi("StreamV2Subscribed", {
    description:
      "The answer to every subscribe and unsubscribe. A `book` channel's first message follows: a full `book`.",
  });

export const V2BookSchema = z
  .object({
    type: z.literal("book").openapi({ description: "Message type." }),
    version: Version,
    channel: ChannelName,
    seq: Seq,
    cseq: KnownCseq,
    ...marketMembers,
    reason: z.enum(["subscribe", "resync", "slow_consumer"]).openapi({
      description:
        "`subscribe`: the channel's first message; `resync`: after a `gap` (the venue's book was rebuilt from its snapshot, or a `resume` came too late); `slow_consumer`: after deltas to this connection were dropped.",
    }),
    bids: z.array(Level).openapi({ description: "Every bid level, best (highest) first." }),
    asks: z.array(Level).openapi({ description: "Every ask level, best (lowest) first." }),
    ...Clocks,
  })
  .openapi("StreamV2Book", {
    description: "A market's full order book; the deltas that follow apply to it.",
  });

export const V2BookDeltaSchema = z
  .object({
    type: z.literal("book_delta").openapi({ description: "Message type." }),
    version: Version,
    channel: ChannelName,
    seq: Seq,
    cseq: Cseq,
    ...marketMembers,
    changes: z
      .array(
        z.object({
          side: z.enum(["bid", "ask"]).openapi({ description: "The side of the book." }),
          price: decimal("The level's yes price, 0 to 1.", "0.53"),
          size: decimal('The level\'s new total size; "0" removes the level.', "1300"),
        }),
      )
      .openapi({
        description:
          "Levels to set, in order: the changes one venue message made to this book (one or more; a level may appear twice, the later one wins).",
      }),
    ...Clocks,
  })
  .openapi("StreamV2BookDelta", { description: "Changes to the book of the channel's last `book`." });

export const V2TradeSchema = z
  .object({
    type: z.literal("trade").openapi({ description: "Message type." }),
    version: Version,
    channel: ChannelName,
    seq: Seq,
    cseq: Cseq,
    ...marketMembers,
    trade_id: z.string().nullable().openapi({ description: "The venue's trade id, where it publishes one." }),
    price: decimal("The yes price the trade printed at, 0 to 1.", "0.54"),
    size: decimal("Contracts traded.", "40"),
    taker_side: z
      .enum(["buy", "sell"])
      .nullable()
      .openapi({ description: "Whether the taker bought or sold yes; null where the venue does not say." }),
    ...Clocks,
  })
  .openapi("StreamV2Trade", { description: "One trade print." });

export const V2TickerSchema = z
  .object({
    type: z.literal("ticker").openapi({ description: "Message type." }),
    version: Version,
    channel: ChannelName,
    seq: Seq,
    cseq: Cseq,
    ...marketMembers,
    best_bid: decimal("Best bid, yes price.", "0.53").nullable(),
    best_ask: decimal("Best ask, yes price.", "0.55").nullable(),
    mid: decimal("Midpoint of best bid and best ask; null without both.", "0.54").nullable(),
    last_trade_price: decimal("Price of the last trade pix saw.", "0.54").nullable(),
    ...Clocks,
  })
  .openapi("StreamV2Ticker", {
    description: "Top of the book and last trade, sent when any of them changes.",
  });

export const V2IndexSchema = z
  .object({
    type: z.literal("index").openapi({ description: "Message type." }),
    version: Version,
    channel: ChannelName,
    seq: Seq,
    cseq: Cseq,
    symbol: z.string().openapi({ description: "Index or benchmark symbol.", example: "PIXCPI" }),
    value: z.number().nullable().openapi({ description: "The live indicative value (for charts)." }),
    value_decimal: z
      .string()
      .nullable()
      .openapi({ description: "The same value as an exact decimal string." }),
    indicative: z.literal(true).openapi({
      description:
        "Always true: recomputed from the live books with the minute cycle's methodology; never stored as a tick and never a round.",
    }),
    official: z.literal(false).openapi({ description: "Always false: only a committed round is official." }),
    ...Clocks,
  })
  .openapi("StreamV2Index", {
    description: `An index's or benchmark's live indicative value, at most every ${V2_LIMITS.index_min_interval_ms} ms.`,
  });

/** Why a `basis` message carries no basis. */
export const BASIS_NULL_REASONS = ["leg_missing", "leg_unquoted", "unreadable_mid"] as const;

const BasisLeg = z
  .object({
    ...marketMembers,
    live: z.boolean().openapi({
      description:
        "Whether pix holds a live book of this leg: false when no venue feed has handed over a top of its book since the live index started (the leg is then in `missing`, and `mid` is null).",
    }),
    mid: decimal(
      "The leg's YES mid from its live book, in its own terms (midpoint of best bid and best ask, each quoted strictly inside 0 to 1); null when the book is not two-sided or not held.",
      "0.54",
    ).nullable(),
    venue_time: instantMs(
      "The venue's timestamp of the leg's last top of book (pix's receipt where the venue gives none).",
    ).nullable(),
    received_at: instantMs("When pix received the leg's last top of book.").nullable(),
  })
  .openapi({ description: "One leg of the pair and its live mid." });

export const V2BasisSchema = z
  .object({
    type: z.literal("basis").openapi({ description: "Message type." }),
    version: Version,
    channel: ChannelName,
    seq: Seq,
    cseq: Cseq,
    pair_id: z.string().openapi({
      description: "The equivalence pair's id (GET /api/v1/equivalence/pairs/{pair_id}).",
      example: "3f9a1c0d2b7e4a5968c1d0e2",
    }),
    polarity: z.enum(["same", "inverted"]).openapi({
      description:
        "The pair's polarity: `inverted` when leg b's YES is leg a's NO (leg b is read as 1 − its mid).",
    }),
    legs: z
      .object({
        a: BasisLeg,
        b: BasisLeg,
      })
      .openapi({ description: "Both legs, each with its live YES mid in its own terms." }),
    mid_a: decimal(
      "Leg a's mid in the pair's common polarity (leg a's own); null without it.",
      "0.54",
    ).nullable(),
    mid_b: decimal(
      "Leg b's mid in the pair's common polarity (1 − its mid for an inverted pair); null without it.",
      "0.52",
    ).nullable(),
    mid_basis: decimal(
      "mid_a − mid_b, exactly, as GET /api/v1/equivalence/pairs/{pair_id}/basis computes it per minute; null with `reason`.",
      "0.02",
    ).nullable(),
    reason: z.enum(BASIS_NULL_REASONS).nullable().openapi({
      description:
        "Why `mid_basis` is null: `leg_missing`, pix holds no live book of a leg (named in `missing`); `leg_unquoted`, a leg's book is not two-sided; `unreadable_mid`, a mid outside 0 to 1. Null when there is a basis.",
    }),
    missing: z
      .array(z.enum(["a", "b"]))
      .openapi({ description: "The legs pix holds no live book of (empty when it holds both)." }),
    indicative: z.literal(true).openapi({
      description: "Always true: computed from the live books between minutes, never stored.",
    }),
    venue_time: instantMs(
      "The venue's timestamp of the newest input (the leg whose top pix received last).",
    ).nullable(),
    received_at: instantMs("When pix received the newest input.").nullable(),
    sent_at: Clocks.sent_at,
  })
  .openapi("StreamV2Basis", {
    description:
      "A cross-venue equivalence pair's live mid basis, from both legs' live books, sent when either leg's mid moves, and whole to a new subscriber.",
  });

export const V2GapSchema = z
  .object({
    type: z.literal("gap").openapi({ description: "Message type." }),
    version: Version,
    channel: ChannelName,
    seq: Seq,
    cseq: KnownCseq,
    reason: z
      .enum(["sequence_gap", "reconnect", "slow_consumer", "feed_overload", "resume_expired"])
      .openapi({
        description:
          "`sequence_gap`: the venue skipped a sequence number, a change was lost, or the book disagreed with the venue's (a check on the venue's digest, best prices or REST book); `reconnect`: pix's connection to the venue dropped; `slow_consumer`: this connection fell behind; `feed_overload`: pix fell behind the venue and sent this book whole instead of its changes (or, on a `trades` channel, dropped trades, counted in `detail`); `resume_expired`: a `resume` named a `cseq` whose following messages the server no longer holds (older than the resume window, unknown, or from before the source restarted): the whole `book` (or latest value) follows.",
      }),
    detail: z.string().openapi({ description: "What was lost, in a sentence." }),
    sent_at: Clocks.sent_at,
  })
  .openapi("StreamV2Gap", {
    description: "Messages of this channel were lost; a fresh `book` follows for a book channel.",
  });

export const VENUE_FEED_STATES = ["live", "reconnecting", "stale", "rest_only"] as const;

export const V2StatusSchema = z
  .object({
    type: z.literal("status").openapi({ description: "Message type." }),
    version: Version,
    venue: VenueSchema,
    state: z.enum(VENUE_FEED_STATES).openapi({
      description:
        "`live`: pix holds the venue's WebSocket and it is sending; `reconnecting`: the connection dropped and pix is reconnecting; `stale`: connected but silent for `age_ms`; `rest_only`: no WebSocket for this venue (none configured, or the venue refused pix's credentials), values move with the minute cycle only. Kalshi without an API key is `live` with `depth` `rest_only`.",
    }),
    depth: z.enum(["live", "rest_only"]).openapi({
      description:
        "Whether pix holds the venue's order books live (`live`: `book` channels carry every change) or not (`rest_only`): Kalshi without an API key streams its tickers and trades (`state` `live`, `ticker` and `trades` channels and `index` values move between minutes) but not its order books, whose `book` channels are then refused (listed in `rejected`); always `rest_only` when `state` is `rest_only`.",
      example: "live",
    }),
    age_ms: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Milliseconds since the venue's last event; null when none was received." }),
    lag_ms: z.number().int().nullable().optional().openapi({
      description:
        "How far behind the venue pix's handling of its events is (the worst of the venue's feed shards): `stale` past the shedding bound. Null or absent when no connection is held.",
    }),
    detail: z.string().openapi({ description: "The state in a sentence." }),
    sent_at: Clocks.sent_at,
  })
  .openapi("StreamV2Status", {
    description: "A venue feed's state: sent on connect for every venue, then whenever it changes.",
  });

export const V2HeartbeatSchema = z
  .object({
    type: z.literal("heartbeat").openapi({ description: "Message type." }),
    version: Version,
    id: z
      .number()
      .int()
      .nonnegative()
      .openapi({
        description: `This heartbeat's number; answer with {"type":"ack","heartbeat":id} once read (a connection with no heartbeat acknowledged for ${V2_LIMITS.max_unread_ms} ms is closed).`,
      }),
    interval_ms: z.number().int().openapi({ description: "Milliseconds until the next heartbeat." }),
    sent_at: Clocks.sent_at,
  })
  .openapi("StreamV2Heartbeat", {
    description: "Sent every interval_ms: a client that misses two can assume the connection is gone.",
  });

export const V2_ERROR_CODES = [
  "slow-consumer",
  "message-too-large",
  "binary-not-supported",
  "malformed-message",
  "unknown-message-type",
  "too-many-messages",
  "auth-not-first",
  "credential-invalid",
  "credential-scope",
  "rate-limited",
  "service-unavailable",
] as const;

export const V2ErrorSchema = z
  .object({
    type: z.literal("error").openapi({ description: "Message type." }),
    version: Version,
    code: z.enum(V2_ERROR_CODES).openapi({ description: "What went wrong; the close code follows from it." }),
    detail: z.string().openapi({ description: "A sentence." }),
  })
  .openapi("StreamV2Error", { description: "Sent just before the server closes the connection." });

export const V2PongSchema = z
  .object({
    type: z.literal("pong").openapi({ description: "Message type." }),
    version: Version,
  })
  .openapi("StreamV2Pong", { description: "The answer to a client's ping." });

export const V2ServerMessageSchema = z.discriminatedUnion("type", [
  V2SubscribedSchema,
  V2BookSchema,
  V2BookDeltaSchema,
  V2TradeSchema,
  V2TickerSchema,
  V2IndexSchema,
  V2BasisSchema,
  V2GapSchema,
  V2StatusSchema,
  V2HeartbeatSchema,
  V2PongSchema,
  V2ErrorSchema,
]);

export type V2ServerMessage = z.infer<typeof V2ServerMessageSchema>;
export type V2Book = z.infer<typeof V2BookSchema>;
export type V2BookDelta = z.infer<typeof V2BookDeltaSchema>;
export type V2Trade = z.infer<typeof V2TradeSchema>;
export type V2Ticker = z.infer<typeof V2TickerSchema>;
export type V2Index = z.infer<typeof V2IndexSchema>;
export type V2Basis = z.infer<typeof V2BasisSchema>;
export type V2Gap = z.infer<typeof V2GapSchema>;
export type V2Status = z.infer<typeof V2StatusSchema>;
export type V2ErrorCode = (typeof V2_ERROR_CODES)[number];

/**
 * The close code each version 2 error ends the connection with: version 1's, and 4408 for a connection
 * that stopped reading (4xxx mirror HTTP statuses: 408, it did not answer in time).
 */
export const V2_ERROR_CLOSE_CODES: Readonly<Record<V2ErrorCode, number>> = {
  ...ERROR_CLOSE_CODES,
  "slow-consumer": 4408,
};

/** The rule for a connection that does not read, stated once. */
export const UNREAD_RULE = `Each \`heartbeat\` carries an \`id\`; a client answers {"type":"ack","heartbeat":id} once it has read it. A connection that has acknowledged no heartbeat sent in the last ${V2_LIMITS.max_unread_ms / 1000} s (or none since it connected ${V2_LIMITS.max_unread_ms / 1000} s ago) is not reading: it is sent \`error\` (code \`slow-consumer\`) and closed with 4408, so what waits for it is never more than ${V2_LIMITS.max_unread_ms / 1000} s old. A client that sends more than ${V2_LIMITS.max_waiting_client_messages} messages while one is being handled is sent \`error\` (\`too-many-messages\`) and closed with 1008.`;

/** What a channel's data message is before a connection gets it: without its `seq` and `sent_at`. */
type Unsent<M> = Omit<M, "seq" | "sent_at" | "version" | "cseq"> & {
  /** The channel's sequence, assigned where the event entered pix (`ChannelSequences`). */
  cseq: number;
};
/**
 * A data message as a venue feed publishes it to the stream shards. A `book` event carries the
 * market's whole book (it is what a new subscriber or a resync is sent); its `reason` is set per
 * connection.
 */
export type LiveEvent =
  | (Omit<Unsent<V2Book>, "reason"> & {
      /** Why the feed rebuilt the book: holders of the channel get `gap` with this reason, then the book. */
      resync: "sequence_gap" | "reconnect" | "feed_overload" | null;
    })
  /** Messages of a channel the feed could not relay (trades dropped while it shed): holders get this `gap`. */
  | (Pick<V2Gap, "channel" | "detail"> & {
      type: "gap";
      reason: Exclude<V2Gap["reason"], "resume_expired" | "slow_consumer">;
      cseq: number;
      venue: V2Book["venue"];
      market: string;
      venue_time: null;
      received_at: string;
    })
  | Unsent<V2BookDelta>
  | Unsent<V2Trade>
  | Unsent<V2Ticker>
  | Unsent<V2Index>
  | Unsent<V2Basis>;

/** A live event before its source numbers it (`ChannelSequences.stamp`). */
export type LiveEventDraft = LiveEvent extends infer E
  ? E extends unknown
    ? Omit<E, "cseq">
    : never
  : never;

// ---------------------------------------------------------------- client → server

/** The frames a client may send (published as StreamV2ClientMessage; parseV2ClientMessage is the check). */
export const V2ClientMessageSchema = z
  .union([
    z.object({
      type: z.enum(["subscribe", "unsubscribe"]).openapi({ description: "Add or remove channels." }),
      channels: z.array(z.string()).min(1).max(V2_LIMITS.max_channels_per_message).openapi({
        description:
          "Channel names: index:<symbol>, book:<venue>:<market>, trades:…, ticker:…, basis:<pair_id>.",
      }),
    }),
    z.object({
      type: z.literal("auth").openapi({ description: "First message only, when no key header was sent." }),
      key: z.string().openapi({ description: "The API key." }),
    }),
    z.object({
      type: z.literal("resume").openapi({
        description:
          "After reconnecting: subscribe to each channel and be sent the messages missed since its `cseq`, or `gap` (`resume_expired`) and a whole `book` when they are no longer held.",
      }),
      channels: z.record(z.string(), z.number().int().nonnegative()).openapi({
        description: `Channel name → the last \`cseq\` the client holds of it: 1 to ${V2_LIMITS.max_channels_per_message} channels.`,
        example: { "book:kalshi:KXCPIYOY-26DEC-T3.0": 1_795_000_000_000_042 },
      }),
    }),
    z.object({ type: z.literal("ping").openapi({ description: "Answered by pong." }) }),
    z.object({
      type: z
        .literal("ack")
        .openapi({ description: "This connection has read every message up to the heartbeat." }),
      heartbeat: z.number().int().nonnegative().openapi({ description: "The `id` of the heartbeat read." }),
    }),
  ])
  .openapi("StreamV2ClientMessage", { description: "A version 2 client message: one JSON text frame." });

export type V2ClientMessage =
  | { type: "auth"; key: string }
  | { type: "subscribe" | "unsubscribe"; channels: string[] }
  | { type: "resume"; channels: Record<string, number> }
  | { type: "ping" }
  | { type: "ack"; heartbeat: number };

export type ParsedV2ClientMessage =
  | { ok: true; message: V2ClientMessage }
  | { ok: false; code: V2ErrorCode; detail: string };

/**
 * Validates one client frame. Malformed frames close the connection; well-formed channel lists are
 * kept as sent (each channel is judged on its own, and refused ones are listed in `subscribed`).
 */
export function parseV2ClientMessage(raw: string | ArrayBuffer): ParsedV2ClientMessage {
  const read = readClientMessage(raw);
  if ("done" in read) return read.done;
  const message = read.body;
  switch (message.type) {
    case "subscribe":
    case "unsubscribe": {
      const channels = message.channels;
      if (
        !Array.isArray(channels) ||
        channels.length === 0 ||
        channels.length > V2_LIMITS.max_channels_per_message ||
        !channels.every((c) => typeof c === "string")
      ) {
        return {
          ok: false,
          code: "malformed-message",
          detail: `${message.type} needs \`channels\`: 1 to ${V2_LIMITS.max_channels_per_message} channel names.`,
        };
      }
      return { ok: true, message: { type: message.type, channels: channels as string[] } };
    }
    case "resume": {
      const channels = message.channels;
      const entries =
        typeof channels === "object" && channels !== null && !Array.isArray(channels)
          ? Object.entries(channels as Record<string, unknown>)
          : [];
      if (
        entries.length === 0 ||
        entries.length > V2_LIMITS.max_channels_per_message ||
        !entries.every(([, cseq]) => typeof cseq === "number" && Number.isSafeInteger(cseq) && cseq >= 0)
      ) {
        return {
          ok: false,
          code: "malformed-message",
          detail: `resume needs \`channels\`: an object of 1 to ${V2_LIMITS.max_channels_per_message} channel names, each with the last \`cseq\` held (a whole number).`,
        };
      }
      return {
        ok: true,
        message: { type: "resume", channels: Object.fromEntries(entries) as Record<string, number> },
      };
    }
    case "ack": {
      const id = message.heartbeat;
      if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 0) {
        return { ok: false, code: "malformed-message", detail: "ack needs `heartbeat`: a heartbeat's id." };
      }
      return { ok: true, message: { type: "ack", heartbeat: id } };
    }
    default:
      return {
        ok: false,
        code: "unknown-message-type",
        detail: "`type` must be one of auth, subscribe, unsubscribe, resume, ping, ack.",
      };
  }
}

/**
 * The next channel set of a connection: `current` plus (or minus) the requested channels, each parsed
 * and canonicalised, the total capped at max_channels, and `allowed` deciding entitlement. Pure.
 */
export function applySubscription(
  current: readonly string[],
  request: { type: "subscribe" | "unsubscribe" | "resume"; channels: readonly string[] },
  allowed: (name: string) => string | null,
): {
  channels: string[];
  added: string[];
  removed: string[];
  rejected: { channel: string; reason: string }[];
} {
  const held = new Set(current);
  const added: string[] = [];
  const removed: string[] = [];
  const rejected: { channel: string; reason: string }[] = [];
  for (const raw of request.channels) {
    const parsed = parseChannel(raw);
    if (!parsed.ok) {
      rejected.push({ channel: raw, reason: parsed.reason });
      continue;
    }
    if (request.type === "unsubscribe") {
      if (held.delete(parsed.name)) removed.push(parsed.name);
      continue;
    }
    if (held.has(parsed.name)) continue;
    const refusal = allowed(parsed.name);
    if (refusal !== null) {
      rejected.push({ channel: raw, reason: refusal });
      continue;
    }
    if (held.size >= V2_LIMITS.max_channels) {
      rejected.push({
        channel: raw,
        reason: `A connection holds at most ${V2_LIMITS.max_channels} channels.`,
      });
      continue;
    }
    held.add(parsed.name);
    added.push(parsed.name);
  }
  return { channels: [...held], added, removed, rejected };
}
