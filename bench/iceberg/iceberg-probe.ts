/**
 * Benchmark-only Worker (never deployed): runs beside pix in the same workerd (startLocalPix's
 * `extraWorkers`), bound to pix's LAKE bucket, and runs the Iceberg commit and the whole-venue trade
 * day's Parquet writer inside workerd, as the daily job does.
 *
 * - `POST /trades-day?venue=&date=&prints=`: a whole-venue day's `trades.parquet` (prints minute by
 *   minute in tape order, the lake's own writer and layout) at the compaction's key; answers its
 *   `{ key, bytes, rows }`.
 * - `POST /commit?base=&venue=&date=&key=&bytes=&rows=&now=`: `commitPathTable` of that venue-day's file
 *   to `trades`; answers `{ ms, status, version }` (wall time inside workerd).
 * - `POST /reset`: deletes the `trades` table's files.
 */
import { commitPathTable } from "../../src/lake/iceberg/commit.ts";
import { type IcebergTableDeclaration, icebergTable } from "../../src/lake/iceberg/tables.ts";
import { parquetFileKey } from "../../src/lake/keys.ts";
import { PARQUET_CONTENT_TYPE, ParquetSliceWriter, parquetFooter } from "../../src/lake/parquet.ts";
import { TRADES_TABLE, tradePrintRow } from "../../src/lake/trades-parquet.ts";

interface Env {
  LAKE: R2Bucket;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");

async function writeTradesDay(bucket: R2Bucket, venue: string, date: string, prints: number) {
  const dayStart = Date.parse(`${date}T00:00:00Z`);
  const perMinute = Math.ceil(prints / 1_440);
  const parts: Uint8Array[] = [];
  const groups: Uint8Array[] = [];
  let offset = 0;
  let rows = 0;
  let groupCount = 0;
  for (let hour = 0; hour < 24; hour++) {
    const writer = new ParquetSliceWriter(offset, TRADES_TABLE);
    for (let minute = hour * 60; minute < (hour + 1) * 60; minute++) {
      const cycle = dayStart + (minute + 1) * 60_000;
      const count = Math.min(perMinute, prints - rows);
      for (let i = 0; i < count; i++) {
        writer.addValues(
          tradePrintRow(cycle, {
            trade_id: `${minute}-${i}-${(i * 2_654_435_761) % 1_000_003}`,
            market_id: `KXBENCH${String(i % 400).padStart(4, "0")}-26DEC-T${(2 + (i % 25) * 0.1).toFixed(1)}`,
            token_id: null,
            outcome: null,
            price: `0.${String(10 + ((i * 37 + minute) % 89)).padStart(2, "0")}`,
            size: String(1 + ((i * 7_919) % 500)),
            taker_side: i % 2 === 0 ? "yes" : "no",
            venue_time: iso(cycle - 60_000 + Math.floor(((i * 131) % 60_000) / 1_000) * 1_000),
            received_at: iso(cycle),
          }),
        );
      }
      rows += count;
    }
    const slice = writer.finish();
    offset += slice.bytes.byteLength;
    groupCount += slice.rowGroups.count;
    groups.push(slice.rowGroups.thrift);
    parts.push(slice.bytes);
  }
  async function* thrift() {
    yield* groups;
  }
  const footer = await parquetFooter(
    { count: groupCount, rows, thrift: thrift() },
    { venue, date },
    TRADES_TABLE,
  );
  const bytes = new Uint8Array(offset + footer.byteLength);
  let at = 0;
  for (const part of [...parts, footer]) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  const key = parquetFileKey("trades", venue, date);
  await bucket.put(key, bytes, { httpMetadata: { contentType: PARQUET_CONTENT_TYPE } });
  return { key, bytes: bytes.byteLength, rows };
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const q = (name: string) => url.searchParams.get(name) ?? "";
    if (url.pathname === "/trades-day") {
      return Response.json(await writeTradesDay(env.LAKE, q("venue"), q("date"), Number(q("prints"))));
    }
    if (url.pathname === "/commit") {
      const trades = icebergTable("trades") as IcebergTableDeclaration;
      const files = [{ key: q("key"), bytes: Number(q("bytes")), rows: Number(q("rows")) }];
      const started = performance.now();
      const outcome = await commitPathTable(
        env.LAKE,
        q("base"),
        trades,
        { kind: "append", partition: { venue: q("venue"), date: q("date") }, files },
        Number(q("now")),
      );
      return Response.json({
        ms: performance.now() - started,
        status: outcome.status,
        version: outcome.version,
      });
    }
    if (url.pathname === "/reset") {
      for (;;) {
        const page = await env.LAKE.list({ prefix: "iceberg/trades/" });
        if (page.objects.length === 0) break;
        await env.LAKE.delete(page.objects.map((o) => o.key));
      }
      return Response.json({ ok: true });
    }
    return new Response("not found", { status: 404 });
  },
};
