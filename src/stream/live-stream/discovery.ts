import { z } from "@hono/zod-openapi";
import { venueIds } from "../../venues/registry.ts";
import { StreamClientLimitsSchema, StreamMessageMapsSchema } from "../discovery-members.ts";
import { MAX_CLIENT_MESSAGE_BYTES } from "../session/frames.ts";
import { SLOW_CONSUMER_RULE, UNREAD_RULE, V2_ERROR_CLOSE_CODES, V2_LIMITS } from "../v2/messages.ts";
import {
  FEED_SHARD_BUDGET,
  MAX_FEED_MARKETS,
  SUBSCRIBER_LEASE_MS,
  SUBSCRIBER_MARKET_SHARE_PERCENT,
  subscriberMarketBudget,
  subscriberMarketShare,
} from "../venue-feed/shards.ts";

/** The stream's version 2 as /api/v1/info publishes it (docs/stream.md "Version 2" says the same). */
export function streamV2Discovery() {
  return {
    path: "/ws?version=2",
    channels: {
      "index:<symbol>":
        "An index's or benchmark's live indicative value (`index` messages): the minute cycle's values, and between minutes the values recomputed from the venues' live books where a venue feed runs. Never stored, never a round.",
      "book:<venue>:<market>":
        "A market's order book in the YES outcome's terms: a whole `book`, then `book_delta` messages. <market> is the lake's market_id (a Kalshi ticker, a Polymarket market id): the catalog's contracts are always followed; any other open market of the venue is followed while a connection holds one of its channels, within the budgets under `feeds`.",
      "trades:<venue>:<market>": "The market's trade prints (`trade` messages).",
      "ticker:<venue>:<market>":
        "Best bid, best ask, mid and last trade price (`ticker` messages), when any changes.",
      "basis:<pair_id>":
        "An active cross-venue equivalence pair's live mid basis (`basis` messages): both legs' YES mids from the venue feeds' live books, leg b in the pair's common polarity, mid_basis = mid_a − mid_b exactly as GET /api/v1/equivalence/pairs/{pair_id}/basis computes it per minute; sent when either leg's mid moves, and the latest whole to a new subscriber. A leg pix holds no live book of is named in `missing`, with a null basis. A pair that is not active is refused. Counts against max_channels like any channel.",
    },
    server_messages: {
      subscribed:
        "The answer to every subscribe and unsubscribe: the channels held, added, removed and refused (schema StreamV2Subscribed).",
      book: "A whole book: a book channel's first message, and after every `gap` (schema StreamV2Book).",
      book_delta: 'Levels to set on the last `book`; size "0" removes a level (schema StreamV2BookDelta).',
      trade: "One trade print (schema StreamV2Trade).",
      ticker: "Top of the book and last trade (schema StreamV2Ticker).",
      index: "A live indicative value (schema StreamV2Index).",
      basis:
        "An equivalence pair's live mid basis, both legs' mids and which legs have no live book (schema StreamV2Basis).",
      gap: "Messages of a channel were lost (the venue skipped a sequence number, pix's venue connection dropped, or this connection fell behind); a whole `book` follows on a book channel (schema StreamV2Gap).",
      status:
        "A venue feed's state (live, reconnecting, stale, rest_only), on connect and whenever it changes (schema StreamV2Status).",
      heartbeat: `Every ${V2_LIMITS.heartbeat_interval_ms / 1000} s (schema StreamV2Heartbeat).`,
      pong: "The answer to a ping (schema StreamV2Pong).",
      error:
        "Sent just before the server closes the connection (schema StreamV2Error), with the close code `close_codes` gives for its code.",
    },
    client_messages: {
      subscribe: `{"type":"subscribe","channels":[…]}: 1 to ${V2_LIMITS.max_channels_per_message} channel names; answered by \`subscribed\`.`,
      unsubscribe: `{"type":"unsubscribe","channels":[…]}: answered by \`subscribed\`.`,
      auth: '{"type":"auth","key":"pix_…"}: only as the first message, and only when no key header was sent; held channels are judged again against the key.',
      ping: '{"type":"ping"}: answered by `pong`.',
      ack: `{"type":"ack","heartbeat":id}: this connection has read everything up to that heartbeat; needed at least every ${V2_LIMITS.max_unread_ms / 1000} s.`,
    },
    ordering:
      "Every data message (book, book_delta, trade, ticker, index, basis, gap) carries its `channel` and a `seq` that starts at 1 for the channel on this connection and increases by exactly one; every message carries `sent_at`, and data messages the venue's time (`venue_time`) and pix's receive time (`received_at`), RFC 3339 with milliseconds.",
    access:
      "As version 1: anonymous connections read every channel; a key needs markets:read, and an entitled key reads only its indices' channels and their contracts' book, trades and ticker channels (no basis channel).",
    limits: {
      ...V2_LIMITS,
      max_client_message_bytes: MAX_CLIENT_MESSAGE_BYTES,
    },
    slow_consumer: SLOW_CONSUMER_RULE,
    unread: UNREAD_RULE,
    close_codes: { ...V2_ERROR_CLOSE_CODES },
    feeds: {
      max_markets_per_venue: MAX_FEED_MARKETS,
      markets_per_shard: { ...FEED_SHARD_BUDGET },
      subscriber_markets_per_venue: Object.fromEntries(
        venueIds().map((venue) => [venue, subscriberMarketBudget(venue)]),
      ),
      subscriber_market_share_percent: SUBSCRIBER_MARKET_SHARE_PERCENT,
      subscriber_markets_per_owner: Object.fromEntries(
        venueIds().map((venue) => [venue, subscriberMarketShare(venue)]),
      ),
      subscriber_lease_ms: SUBSCRIBER_LEASE_MS,
    },
  };
}

const ms = (description: string) => z.number().int().openapi({ description });

export const StreamV2DiscoverySchema = z
  .object({
    path: z.literal("/ws?version=2").openapi({ description: "Where to upgrade for version 2." }),
    channels: z.record(z.string(), z.string()).openapi({ description: "Channel pattern → what it carries." }),
    ...StreamMessageMapsSchema,
    ordering: z.string().openapi({ description: "Sequence numbers and clocks every message carries." }),
    access: z.string().openapi({ description: "Who may read which channels." }),
    limits: z
      .object({
        max_channels: z.number().int().openapi({ description: "Channels one connection may hold." }),
        max_channels_per_message: z
          .number()
          .int()
          .openapi({ description: "Channels one subscribe or unsubscribe may name." }),
        max_subscriber_markets: z.number().int().openapi({
          description:
            "Markets beyond the catalog's contracts whose book, trades or ticker channels one connection may hold at once (each followed by a venue feed on a subscriber's behalf, within feeds.subscriber_markets_per_venue); a connection may also have at most this many such markets looked up at the venues a minute.",
        }),
        max_messages_per_second: z.number().int().openapi({
          description:
            "Server messages one connection is sent per second at most (the slow-consumer rule applies past it).",
        }),
        ...StreamClientLimitsSchema,
        index_min_interval_ms: ms("An index channel updates at most this often, in milliseconds."),
        heartbeat_interval_ms: ms("Milliseconds between two heartbeats."),
        stale_after_ms: ms(
          "A venue that has sent nothing for this many milliseconds, not even the answer to the probe pix sends a connection after 2 s of quiet, is reported stale.",
        ),
        max_unread_ms: ms(
          "A connection that has acknowledged no heartbeat (`ack`) sent within this many milliseconds is closed (error slow-consumer, close code 4408).",
        ),
        max_waiting_client_messages: z.number().int().openapi({
          description:
            "Client messages that may wait while one is handled; one more closes the connection (error too-many-messages, close code 1008).",
        }),
        max_batch_messages: z.number().int().openapi({
          description:
            "On a connection opened with batch=1 (/ws?version=2&batch=1), every frame is a JSON array of messages: at most this many in one frame.",
        }),
        max_batch_chars: z.number().int().openapi({
          description:
            "On a connection opened with batch=1, at most this many characters of JSON text in one frame, unless one message alone is longer (it then goes alone).",
        }),
        resume_window_ms: ms(
          "A `resume` is answered from the messages of the last this many milliseconds each shard keeps per channel; an older `cseq` gets `gap` (`resume_expired`) and a whole book.",
        ),
        resume_max_messages_per_channel: z.number().int().openapi({
          description: "Messages of one channel a shard keeps for `resume` at most (the oldest go first).",
        }),
        resume_max_chars_per_channel: z.number().int().openapi({
          description: "Characters of JSON text of one channel a shard keeps for `resume` at most.",
        }),
        resume_max_chars: z.number().int().openapi({
          description: "Characters of JSON text a shard keeps for `resume` over every channel at most.",
        }),
        resume_max_channels: z.number().int().openapi({
          description:
            "Channels a shard keeps messages of for `resume` at most (the channel whose newest message is oldest is forgotten first).",
        }),
      })
      .openapi({ description: "Limits of one version 2 connection." }),
    slow_consumer: z.string().openapi({ description: "What happens to a connection that falls behind." }),
    unread: z.string().openapi({ description: "What happens to a connection that stops reading." }),
    close_codes: z.record(z.string(), z.number().int()).openapi({
      description: "Error code → the WebSocket close code the connection is closed with after the `error`.",
    }),
    feeds: z
      .object({
        max_markets_per_venue: z.number().int().openapi({
          description:
            "Markets a venue's feed follows at most, over all its shards (the rest move with the minute cycle).",
        }),
        markets_per_shard: z.record(z.string(), z.number().int()).openapi({
          description:
            "Per venue: markets one feed shard (one connection to the venue) follows at most. A venue's status is the worst of its shards'.",
        }),
        subscriber_markets_per_venue: z.record(z.string(), z.number().int()).openapi({
          description:
            "Per venue: markets beyond the catalog's contracts the feed follows at most because subscribers asked for them (a subscribe past it is refused with the reason in `rejected`).",
        }),
        subscriber_market_share_percent: z.number().int().openapi({
          description:
            "The share, in percent, of subscriber_markets_per_venue that the connections of one anonymous address, or of one key, may hold at once; the rest is for others.",
        }),
        subscriber_markets_per_owner: z.record(z.string(), z.number().int()).openapi({
          description:
            "Per venue: markets beyond the catalog's contracts the connections of one anonymous address, or of one key, may hold at once (past it the subscribe is refused in `rejected`).",
        }),
        subscriber_lease_ms: ms(
          "A market followed for subscribers is dropped this many milliseconds after no connection holds any of its channels.",
        ),
      })
      .openapi({
        description: "The venue feeds' budgets: what the book, trades and ticker channels can cover.",
      }),
  })
  .openapi({ description: "The stream's version 2: channels, messages, ordering and limits." });
