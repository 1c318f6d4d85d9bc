import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { clientIpBucket } from "../../access/client-ip.ts";
import type { AppEnv } from "../../env.ts";
import type { App } from "../../platform/http/app-types.ts";
import { problemResponsesAt } from "../../platform/http/openapi-responses.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { failClosed } from "../../platform/http/safety.ts";
import EXAMPLES from "../legacy/examples.json" with { type: "json" };
import { streamShard } from "../market-stream/address.ts";
import {
  firstShard,
  STREAM_ADDRESS_FULL_HEADER,
  STREAM_CONNECT_HEADER,
  STREAM_FULL_HEADER,
  type StreamConnect,
  streamAddressBudget,
  streamShardBudget,
  streamShardCount,
} from "../session/connect.ts";
import type { StreamAccess } from "../session/frames.ts";
import { liveShard } from "../v2/address.ts";
import { V2_LIMITS, V2ClientMessageSchema, V2ServerMessageSchema } from "../v2/messages.ts";
import { STREAM_DESCRIPTION } from "./description.ts";
import { StreamClientMessageSchema, StreamServerMessageSchema } from "./schema.ts";

/**
 * Version 2 declines per-message compression (permessage-deflate), which browsers offer by default: its
 * messages are small and many, and compressing each one for each connection would cost CPU and a
 * compression context per connection for a few hundred bytes saved. The runtime takes a
 * `Sec-WebSocket-Extensions` of the 101 as the agreement and answers with no extension when it names
 * none it knows; without the header it would accept the client's offer. Version 1 (one large frame a
 * minute) keeps compression.
 */
const DECLINE_COMPRESSION = { "Sec-WebSocket-Extensions": "none" };

const route = createRoute({
  method: "get",
  path: "/ws",
  // The frames a client may send; an extension because OpenAPI has no WebSocket message object.
  "x-client-messages": { $ref: "#/components/schemas/StreamClientMessage" },
  operationId: "connectMarketStream",
  tags: ["Legacy"],
  summary: "Terminal stream (WebSocket)",
  description: STREAM_DESCRIPTION,
  request: {
    query: z.strictObject({
      version: z.enum(["1", "2"]).optional().openapi({
        description:
          "Protocol version: 1 (the default; the frames described here) or 2 (channels for live index values, books, trades, tickers and equivalence pairs' basis, per-channel sequence numbers and venue status; StreamV2ServerMessage).",
        example: "2",
      }),
      batch: z
        .enum(["0", "1"])
        .optional()
        .openapi({
          description: `Version 2 only: 1 asks for batched frames, 0 (the default) for one message per frame. On a batching connection every frame is a JSON array of version 2 messages, in the order they would have been sent one by one, with the same seq numbers: what one moment sends the connection (a publish of the venues' events, a subscribe's answer with its latest values and books) goes out together, at most ${V2_LIMITS.max_batch_messages} messages and ${V2_LIMITS.max_batch_chars} characters to a frame (a longer message goes alone); any other message (status, heartbeat, pong, error) is an array of one. Budgets and the slow-consumer rule count messages, not frames. With version 1 it is refused (invalid-parameter).`,
          example: "1",
        }),
    }),
  },
  responses: {
    101: {
      description:
        "Switching Protocols: the connection is now the WebSocket stream. The content below is not an HTTP body: it is the shape of each JSON text frame the server sends afterwards (StreamServerMessage); the frames a client may send are StreamClientMessage.",
      content: {
        "application/json": { schema: StreamServerMessageSchema, example: EXAMPLES.stream_snapshot },
      },
    },
    ...problemResponsesAt(
      "/ws",
      "upgrade-required",
      "credential-in-query",
      "credential-invalid",
      "credential-scope",
      "rate-limited",
      "too-many-connections",
      "stream-at-capacity",
      "service-unavailable",
    ),
  },
});

/** `GET /ws`: a WebSocket upgrade, handed to a stream shard with room for it. */
export function registerConnect(app: App) {
  app.openAPIRegistry.register("StreamClientMessage", StreamClientMessageSchema);
  app.openAPIRegistry.register(
    "StreamV2ServerMessage",
    V2ServerMessageSchema.openapi({
      description:
        "Every message the server sends on /ws?version=2: one JSON text frame each, or, on a connection opened with batch=1, JSON arrays of them.",
    }),
  );
  app.openAPIRegistry.register("StreamV2ClientMessage", V2ClientMessageSchema);
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const version = query.version === "2" ? 2 : 1;
    if (query.batch === "1" && version !== 2) {
      throw new ProblemError("invalid-parameter", {
        detail: "batch=1 is a version 2 option: connect to /ws?version=2&batch=1.",
        invalidParams: [{ name: "batch", in: "query", reason: "applies to version=2 only" }],
      });
    }
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
      throw new ProblemError("upgrade-required", {
        detail: "/ws is a WebSocket endpoint: connect with a WebSocket client (Upgrade: websocket).",
        headers: { Upgrade: "websocket", Connection: "Upgrade" },
      });
    }
    const upgraded = await connectToShard(c, await streamAccess(c), version, query.batch === "1");
    if (!upgraded) {
      throw new ProblemError("stream-at-capacity", {
        detail: "Every market-stream shard is full; reconnect after Retry-After seconds.",
      });
    }
    // A fresh response: the shard's own headers are immutable, and middleware stamps X-Request-ID.
    return new Response(null, {
      status: 101,
      webSocket: upgraded.webSocket,
      headers: version === 2 ? DECLINE_COMPRESSION : {},
    }) as never;
  });
}

/** Who the connection reads as: anonymous, or the key the access middleware verified from a header. */
async function streamAccess(c: Context<AppEnv>): Promise<{ access: StreamAccess; keyHash: string | null }> {
  const credential = c.get("credential");
  if (!credential) return { access: { kind: "anonymous", key_id: null, entitlements: null }, keyHash: null };
  const entitlements = await failClosed(() => credential.entitlements(), { what: "entitlements" });
  return {
    access: { kind: "key", key_id: credential.keyId, entitlements: entitlements ? [...entitlements] : null },
    keyHash: credential.keyHash,
  };
}

/**
 * Tries the shards in turn from the first one (random for keys, the address's own for anonymous
 * connections); a full shard answers 503 with STREAM_FULL_HEADER and the next is tried. Undefined when
 * every shard is full; an address over its anonymous budget, counted over both protocol versions, is a
 * 429 problem.
 */
async function connectToShard(
  c: Context<AppEnv>,
  { access, keyHash }: { access: StreamAccess; keyHash: string | null },
  version: 1 | 2,
  batch: boolean,
): Promise<Response | undefined> {
  const count = streamShardCount(c.env);
  const bucket = clientIpBucket(c.req.raw.headers);
  // A key's connections start at one shard too, so its share of the subscriber markets is counted there.
  const start = firstShard(count, access.kind === "anonymous" ? bucket : `key:${access.key_id}`);
  const connect: StreamConnect = {
    connection_id: c.get("requestId"),
    access,
    key_hash: keyHash,
    max_clients: streamShardBudget(c.env),
    client_bucket: bucket,
    max_anonymous_per_address: streamAddressBudget(c.env),
    ...(batch ? { batch: true } : {}),
  };
  if (access.kind === "anonymous") {
    // One cap over both versions: the address's connections on the other version's shard (the one its
    // connections start at) count too. Unreachable, it fails closed (503), never uncounted.
    const other = version === 2 ? streamShard(c.env, start) : liveShard(c.env, start);
    connect.others_from_address = await failClosed(() => other.anonymousCount(bucket), {
      what: "market stream",
    });
  }
  for (let i = 0; i < count; i++) {
    const index = (start + i) % count;
    const shard = version === 2 ? liveShard(c.env, index) : streamShard(c.env, index);
    const res = await failClosed(
      () =>
        shard.fetch(`https://${version === 2 ? "live" : "market"}-stream.internal/ws`, {
          headers: { Upgrade: "websocket", [STREAM_CONNECT_HEADER]: JSON.stringify(connect) },
        }),
      { what: "market stream" },
    );
    if (res.status === 101 && res.webSocket) return res;
    if (res.headers.has(STREAM_ADDRESS_FULL_HEADER)) {
      throw new ProblemError("too-many-connections", {
        detail: `This address already holds ${connect.max_anonymous_per_address} anonymous stream connections; close some, or connect with an API key.`,
      });
    }
    if (!res.headers.has(STREAM_FULL_HEADER)) {
      throw new Error(`market stream shard answered ${res.status}`);
    }
  }
  return undefined;
}
