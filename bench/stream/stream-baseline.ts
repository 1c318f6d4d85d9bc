/**
 * The stream benchmark's reference (stream.ts): a bare Worker deployed like pix (behind the same
 * Workers Static Assets front) whose one Durable Object holds hibernatable WebSockets and, on
 * `POST /publish`, stamps published_at and sends every socket one frame of the same shape and size as
 * pix's market_update, with nothing else: no D1, no sessions, no per-audience filtering. What pix
 * measures above it is pix's own cost; what both share is workerd's and the client process's.
 */
import type { Miniflare } from "miniflare";
import { startBareWorker } from "../lib/baseline.ts";

export const BASELINE_STREAM_NAMESPACE = "STREAM";

const SCRIPT = `
import { DurableObject } from "cloudflare:workers";

export class Stream extends DurableObject {
  async fetch(request) {
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    // About the size of pix's Session attachment.
    pair[1].serializeAttachment({
      id: request.headers.get("x-request-id") ?? crypto.randomUUID(),
      access: { kind: "anonymous", key_id: null, entitlements: null },
      keyHash: null, keyCheckedAtMs: Date.now(), subscription: null, spoke: false,
      windowStartMs: Date.now(), windowCount: 0,
    });
    pair[1].send(JSON.stringify({ type: "snapshot", version: 1, markets: [] }));
    return new Response(null, { status: 101, webSocket: pair[0] });
  }
  async publish(frameBytes) {
    const published_at = new Date().toISOString();
    const message = { type: "market_update", version: 1, cycle_start: published_at.slice(0, 17) + "00Z", published_at, markets: [] };
    const pad = Math.max(0, frameBytes - JSON.stringify(message).length - 20);
    message.markets = [{ pad: "x".repeat(pad) }];
    const frame = JSON.stringify(message);
    let delivered = 0;
    for (const ws of this.ctx.getWebSockets()) {
      try { ws.send(frame); delivered++; } catch {}
    }
    return { delivered, cycle_start: message.cycle_start };
  }
  async connections() { return this.ctx.getWebSockets().length; }
  async webSocketMessage() {}
  async webSocketClose(ws, code, reason) {
    try { ws.close(code === 1005 || code === 1006 || code === 1015 ? 1000 : code, reason); } catch {}
  }
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const stub = env.${BASELINE_STREAM_NAMESPACE}.getByName("shard-0");
    if (url.pathname === "/ws") {
      const res = await stub.fetch(request);
      return new Response(null, { status: 101, webSocket: res.webSocket });
    }
    if (url.pathname === "/publish" && request.method === "POST") {
      const bytes = Number(url.searchParams.get("bytes") ?? "2500");
      return Response.json(await stub.publish(bytes));
    }
    return new Response("stream baseline", { status: 404 });
  },
};
`;

export interface StreamBaseline {
  url: string;
  mf: Miniflare;
  stop(): Promise<void>;
}

/** Same host, compatibility date and static-assets front as pix. */
export function startStreamBaseline(options: {
  host?: string;
  compatibilityDate: string;
  assetsDirectory: string;
}): Promise<StreamBaseline> {
  return startBareWorker({
    ...options,
    name: "stream-baseline",
    worker: {
      script: SCRIPT,
      durableObjects: { [BASELINE_STREAM_NAMESPACE]: { className: "Stream", useSQLite: true } },
    },
  });
}
