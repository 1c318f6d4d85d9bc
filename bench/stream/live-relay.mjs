/**
 * The live bench's bare relay (`live.ts` starts it as a child process, so it has a core and an event
 * loop of its own, as pix's workerd has): one `ws` connection to the venue's market channel, and a
 * WebSocket server where each client names one asset (`/?asset=<token id>`). Each venue frame's asset
 * ids are read and the raw frame is sent to the clients of those assets — no books, no sequence numbers,
 * no budgets: the floor pix's added latency is measured against.
 *
 *   node live-relay.mjs <venue ws url> <asset,asset,…>
 *
 * Prints `port <n>` once it listens and the venue connection is subscribed.
 */
import { createServer } from "node:http";
import { WebSocket, WebSocketServer } from "ws";

const [venueUrl, assetList] = process.argv.slice(2);
const assets = (assetList ?? "").split(",").filter((a) => a !== "");
/** Asset id → the clients holding it. */
const holders = new Map();

/**
 * Plain HTTP reads (any path) answer a small JSON document: the target of the bench's background load,
 * as pix's index route is pix's.
 */
const INDEX_BODY = JSON.stringify({
  data: Array.from({ length: 20 }, (_, i) => ({ symbol: `IDX${i}`, value: "2.91" })),
});
const http = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(INDEX_BODY);
});
http.listen(0, "127.0.0.1");
const server = new WebSocketServer({ server: http });
server.on("connection", (ws, request) => {
  const asset = new URL(request.url ?? "/", "http://relay").searchParams.get("asset") ?? "";
  const set = holders.get(asset) ?? new Set();
  set.add(ws);
  holders.set(asset, set);
  ws.on("close", () => set.delete(ws));
  ws.on("error", () => set.delete(ws));
});

http.on("listening", () => {
  const venue = new WebSocket(venueUrl);
  venue.on("message", (data, isBinary) => {
    if (isBinary) return;
    const text = data.toString();
    let frame;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    const ids = new Set();
    for (const f of Array.isArray(frame) ? frame : [frame]) {
      if (typeof f?.asset_id === "string") ids.add(f.asset_id);
      for (const c of f?.price_changes ?? []) ids.add(c.asset_id);
    }
    for (const id of ids) for (const ws of holders.get(id) ?? []) ws.send(text);
  });
  venue.on("open", () => {
    venue.send(JSON.stringify({ assets_ids: assets, type: "market" }));
    process.stdout.write(`port ${http.address().port}\n`);
  });
  venue.on("close", () => process.exit(0));
});
process.on("SIGTERM", () => process.exit(0));
