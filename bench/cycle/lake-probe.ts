/**
 * Benchmark-only Worker (never deployed): runs beside pix in the same workerd (startLocalPix's
 * `extraWorkers`), bound to pix's LAKE bucket, and times the lake code there, so the figures have no
 * Miniflare proxy hop in them. `GET /?key=lake/{venue}/{YYYY-MM-DD}/{HHMM}` →
 * `{ read_ms, write_ms, rows, bytes }`: `readTape` of that object, then `writeTape` of its rows alone
 * (nothing else running) under the venue `bench-{venue}`, which no reader of pix's venues looks at.
 * Locally R2 is files on disk: compare, do not read these as production latency.
 */
import { readTape, writeTape } from "../../src/lake/store/lake.ts";

interface Env {
  LAKE: R2Bucket;
}

const KEY = /^lake\/([a-z0-9_-]+)\/(\d{4}-\d{2}-\d{2})\/(\d{2})(\d{2})$/;

export default {
  async fetch(request, env) {
    const key = new URL(request.url).searchParams.get("key") ?? "";
    const parts = KEY.exec(key);
    if (!parts) return Response.json({ error: "key must be lake/{venue}/{date}/{HHMM}" }, { status: 400 });
    const [, venue, date, hh, mm] = parts;
    const head = await env.LAKE.head(key);
    if (!head) return Response.json({ error: "not found" }, { status: 404 });

    // Local workerd's clock advances during CPU work too, so these cover I/O and (de)serialisation.
    const readStarted = performance.now();
    const rows = (await readTape(env.LAKE, key)) ?? [];
    const readMs = performance.now() - readStarted;

    const cycleStartMs = Date.parse(`${date}T${hh}:${mm}:00Z`);
    const writeStarted = performance.now();
    await writeTape(env.LAKE, `bench-${venue}`, cycleStartMs, rows, { status: "not_recorded" });
    const writeMs = performance.now() - writeStarted;

    return Response.json({ read_ms: readMs, write_ms: writeMs, rows: rows.length, bytes: head.size });
  },
} satisfies ExportedHandler<Env>;
