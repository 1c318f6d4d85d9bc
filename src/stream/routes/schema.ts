import { z } from "@hono/zod-openapi";
import { LegacyMarketSchema } from "../legacy/routes/schema.ts";
import { MAX_SUBSCRIPTION_SYMBOLS } from "../market-stream/protocol.ts";
import { CLOSE_CODES, ERROR_CLOSE_CODES, type StreamErrorCode } from "../session/frames.ts";

/**
 * OpenAPI schemas of the `/ws` message shapes (src/stream/market-stream/protocol.ts is the source; the
 * stream test asserts real frames against these). OpenAPI has no operation for WebSocket frames, so they are
 * published as components and named in the /ws operation's description.
 */

const Version = z.literal(1).openapi({ description: "Protocol version of the message shape." });
const Timestamp = z.string().openapi({ format: "date-time" });

const StreamAccessSchema = z.object({
  kind: z
    .enum(["anonymous", "key"])
    .openapi({ description: "Whether the connection reads anonymously or with a key." }),
  key_id: z
    .string()
    .nullable()
    .openapi({ description: "The key's id (never the key); null when anonymous." }),
  entitlements: z
    .array(z.string())
    .nullable()
    .openapi({ description: "Slugs the key is entitled to; null reads every public market." }),
});

export const StreamSnapshotSchema = z
  .object({
    type: z.literal("snapshot").openapi({ description: "Message type." }),
    version: Version,
    reason: z.enum(["connect", "auth", "subscribe"]).openapi({ description: "What prompted this snapshot." }),
    sent_at: Timestamp.openapi({ description: "When the server sent the snapshot." }),
    access: StreamAccessSchema.openapi({
      description: "How the connection reads: anonymously or with a key.",
    }),
    subscription: z.array(z.string()).nullable().openapi({
      description: "Canonical symbols the connection is narrowed to; null for every market it reads.",
    }),
    unknown_symbols: z
      .array(z.string())
      .openapi({ description: "Names in the last subscribe that match no public market (ignored)." }),
    markets: z.array(LegacyMarketSchema).openapi({
      description:
        "Every market the connection reads, with its latest value and clocks (indices, then benchmarks).",
    }),
  })
  .openapi("StreamSnapshot", {
    description: "Sent on connect, after a first-message auth, and in answer to each subscribe.",
  });

export const StreamMarketUpdateSchema = z
  .object({
    type: z.literal("market_update").openapi({ description: "Message type." }),
    version: Version,
    cycle_start: Timestamp.openapi({ description: "The ingestion cycle's minute." }),
    published_at: Timestamp.openapi({
      description:
        "When the cycle handed the batch to the stream (milliseconds); receive time minus this is the fan-out latency.",
    }),
    markets: z.array(LegacyMarketSchema).openapi({
      description:
        "The cycle's new values of the markets this connection reads (never empty; a cycle with none sends nothing).",
    }),
  })
  .openapi("StreamMarketUpdate", { description: "One frame per ingestion cycle per client." });

const ERROR_CODES = Object.keys(ERROR_CLOSE_CODES) as [StreamErrorCode, ...StreamErrorCode[]];

export const StreamErrorSchema = z
  .object({
    type: z.literal("error").openapi({ description: "Message type." }),
    version: Version,
    code: z
      .enum(ERROR_CODES)
      .openapi({ description: "Why the connection is closed; the close code follows from it." }),
    detail: z.string().openapi({ description: "The reason in words." }),
  })
  .openapi("StreamError", {
    description: `Sent just before the server closes the connection. Close code per error: ${Object.entries(
      ERROR_CLOSE_CODES,
    )
      .map(([code, close]) => `${code} → ${close}`)
      .join(", ")}. A send the runtime cannot queue closes with ${CLOSE_CODES.internalError}.`,
  });

export const StreamClientMessageSchema = z
  .union([
    z
      .object({
        type: z.literal("auth").openapi({ description: "Message type." }),
        key: z.string().openapi({ description: "A pix API key with markets:read.", example: "pix_…" }),
      })
      .openapi({
        description: "Only as the first message, and only when no key header was sent on the upgrade.",
      }),
    z
      .object({
        type: z.literal("subscribe").openapi({ description: "Message type." }),
        symbols: z.union([z.array(z.string()).min(1).max(MAX_SUBSCRIPTION_SYMBOLS), z.literal("*")]).openapi({
          description: `1 to ${MAX_SUBSCRIPTION_SYMBOLS} symbols or slugs, or "*" for every market.`,
        }),
      })
      .openapi({
        description: 'Narrows the stream to these symbols or slugs (any case); "*" widens it again.',
      }),
    z
      .object({ type: z.literal("ping").openapi({ description: "Message type." }) })
      .openapi({ description: 'Answered with {"type":"pong"}.' }),
  ])
  .openapi("StreamClientMessage", { description: "What a client may send (JSON text frames)." });

/** What the server sends after the upgrade: the /ws operation documents it as its 101 "content". */
export const StreamServerMessageSchema = z
  .union([StreamSnapshotSchema, StreamMarketUpdateSchema, StreamErrorSchema])
  .openapi("StreamServerMessage", {
    description:
      "Each WebSocket text frame the server sends is one of these JSON messages, told apart by `type`.",
  });
