/**
 * The runtime's own cost of a WebSocket send, the floor under any relay in a Durable Object
 * (`node bench/stream/send-ceiling.ts [clients] [frames]`): a bare Worker whose one Durable Object holds
 * standard (not hibernatable) WebSockets, as pix's LiveStream does, and on `POST /send` sends every
 * socket `frames` frames of about the size of a `book_delta` (300 bytes), doing nothing else. Prints
 * workerd's CPU per send (µs) and per 1,000 sends, measured as the live bench measures pix.
 */
import WebSocket from "ws";
import { startBareWorker } from "../lib/baseline.ts";
import { cpuSeconds, workerdChildren } from "../lib/cpu.ts";

const SCRIPT = `
import { DurableObject } from "cloudflare:workers";
export class Relay extends DurableObject {
  sockets = new Set();
  async fetch() {
    const pair = new WebSocketPair();
    pair[1].accept();
    this.sockets.add(pair[1]);
    pair[1].addEventListener("close", () => this.sockets.delete(pair[1]));
    return new Response(null, { status: 101, webSocket: pair[0] });
  }
  async send(frames) {
    const body = JSON.stringify({ type: "book_delta", version: 2, channel: "book:polymarket:540816", pad: "x".repeat(220) }).slice(1);
    let sent = 0;
    for (let i = 0; i < frames; i++) {
      for (const ws of this.sockets) { ws.send('{"seq":' + i + ',' + body); sent++; }
      if (i % 5 === 4) await new Promise((r) => setTimeout(r, 5));
    }
    return sent;
  }
}
export default {
  async fetch(request, env) {
    const stub = env.RELAY.getByName("relay");
    const url = new URL(request.url);
    if (url.pathname === "/ws") {
      const res = await stub.fetch(request);
      return new Response(null, { status: 101, webSocket: res.webSocket });
    }
    return Response.json(await stub.send(Number(url.searchParams.get("frames") ?? "100")));
  },
};
`;

const clients = Number(process.argv[2] ?? 1000);
const frames = Number(process.argv[3] ?? 200);
const before = new Set(workerdChildren());
const worker = await startBareWorker({
  name: "send-ceiling",
  compatibilityDate: "2026-11-01",
  worker: { script: SCRIPT, durableObjects: { RELAY: { className: "Relay", useSQLite: true } } },
});
const pid = workerdChildren().find((p) => !before.has(p));
let received = 0;
const sockets = await Promise.all(
  Array.from(
    { length: clients },
    () =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`${worker.url.replace("http", "ws")}/ws`);
        ws.on("message", () => received++);
        ws.on("open", () => resolve(ws));
        ws.on("error", reject);
      }),
  ),
);
const cpuBefore = cpuSeconds(pid);
const sent = (await (
  await fetch(`${worker.url}/send?frames=${frames}`, { method: "POST" })
).json()) as number;
while (received < sent) await new Promise((r) => setTimeout(r, 50));
const cpu = (cpuSeconds(pid) ?? 0) - (cpuBefore ?? 0);
console.log(
  `${clients} sockets × ${frames} frames = ${sent} sends: workerd CPU ${(cpu * 1000).toFixed(0)} ms, ${((cpu * 1e6) / sent).toFixed(1)} µs a send, ${((cpu * 1e6) / sent).toFixed(0)} ms per 1,000 sends`,
);
for (const ws of sockets) ws.close();
await worker.stop();
