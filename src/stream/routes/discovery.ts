import { z } from "@hono/zod-openapi";
import type { Bindings } from "../../env.ts";
import { StreamClientLimitsSchema, StreamMessageMapsSchema } from "../discovery-members.ts";
import { StreamV2DiscoverySchema, streamV2Discovery } from "../live-stream/discovery.ts";
import {
  MAX_SUBSCRIPTION_SYMBOLS,
  PING_TEXT,
  PONG_TEXT,
  STREAM_PROTOCOL_VERSION,
} from "../market-stream/protocol.ts";
import { streamAddressBudget, streamShardBudget, streamShardCount } from "../session/connect.ts";
import {
  CLOSE_CODES,
  KEY_RECHECK_SECONDS,
  MAX_CLIENT_MESSAGE_BYTES,
  MAX_CLIENT_MESSAGES_PER_MINUTE,
} from "../session/frames.ts";

/** The stream's contract as /api/v1/info publishes it (the docs/stream.md "Terminal stream" says the same). */
export function streamDiscovery(
  env: Pick<Bindings, "STREAM_SHARDS" | "STREAM_MAX_CLIENTS_PER_SHARD" | "STREAM_MAX_ANONYMOUS_PER_ADDRESS">,
) {
  return {
    path: "/ws",
    transport: "WebSocket (RFC 6455); every message is one JSON text frame with `type` and `version`.",
    protocol_version: STREAM_PROTOCOL_VERSION,
    versioned: false,
    server_messages: {
      snapshot:
        "On connect, after a first-message auth and after each subscribe: every market the connection reads, with its latest value and clocks (schema StreamSnapshot).",
      market_update:
        "One frame per ingestion cycle with the new values of the markets the connection reads; none when a cycle changed none of them (schema StreamMarketUpdate).",
      error: "Sent just before the server closes the connection (schema StreamError).",
      pong: `${PONG_TEXT}, the answer to ${PING_TEXT}.`,
    },
    client_messages: {
      auth: '{"type":"auth","key":"pix_…"}: only as the first message, and only when no key header was sent. Keys are never accepted in the URL.',
      subscribe: `{"type":"subscribe","symbols":[…]}: at most ${MAX_SUBSCRIPTION_SYMBOLS} symbols or slugs (any case), or "*" for all; answered by a snapshot.`,
      ping: `${PING_TEXT}: answered without waking the stream object.`,
    },
    access:
      "Anonymous connections read every public market. A key (X-API-Key or Authorization: Bearer on the upgrade, or the auth message) needs markets:read; an entitlement list narrows the stream to its markets. Keyed connections are re-checked about once a minute: revocation or expiry closes them with 4401, entitlement changes apply.",
    limits: {
      max_client_message_bytes: MAX_CLIENT_MESSAGE_BYTES,
      max_client_messages_per_minute: MAX_CLIENT_MESSAGES_PER_MINUTE,
      max_subscription_symbols: MAX_SUBSCRIPTION_SYMBOLS,
      key_recheck_seconds: KEY_RECHECK_SECONDS,
      max_anonymous_connections_per_address: streamAddressBudget(env),
    },
    close_codes: {
      [CLOSE_CODES.unsupportedData]: "binary frame",
      [CLOSE_CODES.policyViolation]:
        "malformed or unknown message, auth not first, too many symbols, too many messages",
      [CLOSE_CODES.messageTooBig]: "client message too large",
      [CLOSE_CODES.internalError]: "a frame could not be queued for the client",
      [CLOSE_CODES.tryAgainLater]: "the key could not be verified; reconnect shortly",
      [CLOSE_CODES.credentialInvalid]: "key unknown, revoked or expired",
      [CLOSE_CODES.credentialScope]: "key lacks markets:read",
      [CLOSE_CODES.rateLimited]: "key over its per-minute limit",
    },
    sharding: {
      shards: streamShardCount(env),
      clients_per_shard: streamShardBudget(env),
      rule: "A keyed connection starts at a random shard, an anonymous one at its address's shard; a full shard passes it to the next, and when every shard is full the upgrade answers 503 stream-at-capacity.",
    },
    version_2: streamV2Discovery(),
  };
}

export const StreamDiscoverySchema = z
  .object({
    path: z.literal("/ws").openapi({ description: "Path to upgrade to a WebSocket." }),
    transport: z.string().openapi({ description: "The transport and the framing of every message." }),
    protocol_version: z
      .number()
      .int()
      .openapi({ description: "Version of the message protocol, as in each message's `version`." }),
    versioned: z
      .literal(false)
      .openapi({ description: "The stream is part of the unversioned legacy surface." }),
    ...StreamMessageMapsSchema,
    access: z
      .string()
      .openapi({ description: "Who may connect, what a key needs, and when keyed connections close." }),
    limits: z
      .object({
        ...StreamClientLimitsSchema,
        max_subscription_symbols: z
          .number()
          .int()
          .openapi({ description: "Most symbols one subscribe may name." }),
        key_recheck_seconds: z
          .number()
          .int()
          .openapi({ description: "Seconds between re-checks of a keyed connection's key." }),
        max_anonymous_connections_per_address: z.number().int().openapi({
          description:
            "Anonymous connections one address (IPv4, or IPv6 /64) may hold; beyond it the upgrade answers 429 too-many-connections. Keyed connections are not counted.",
        }),
      })
      .openapi({ description: "Limits on a connection's messages and on connections per address." }),
    close_codes: z.record(z.string(), z.string()).openapi({ description: "WebSocket close code → meaning." }),
    sharding: z
      .object({
        shards: z.number().int().openapi({ description: "Stream objects on this deployment." }),
        clients_per_shard: z.number().int().openapi({ description: "Connections one stream object holds." }),
        rule: z.string().openapi({
          description: "How connections are placed on stream objects, and when an upgrade is refused.",
        }),
      })
      .openapi({ description: "How connections are spread over the deployment's stream objects." }),
    version_2: StreamV2DiscoverySchema,
  })
  .openapi("StreamDiscovery", {
    description: "The /ws terminal stream: message shapes, limits and close codes.",
  });
