import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { parquetReadObjects } from "hyparquet";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../../src/env.ts";
import type { VenueTapeMessage } from "../../src/lake/collect/messages.ts";
import { processVenueTapeMessage } from "../../src/lake/jobs/tape-range.ts";
import { cycleSnapshotKey, dayParquetKey } from "../../src/lake/keys.ts";
import { rowFromParquetRecord } from "../../src/lake/parquet.ts";
import { type PartsManifest, partsManifestKey } from "../../src/lake/parts.ts";
import { readTape } from "../../src/lake/store/lake.ts";
import { readPartsManifest } from "../../src/lake/store/lake-parts.ts";
import { createHttpClient } from "../../src/venues/http/client.ts";
import type { LakeRow } from "../../src/venues/shared/row.ts";
import worker from "../../src/worker.ts";
import { fetchWith, startCollection } from "../support/lake.ts";
import { simulatorHost } from "../support/simulator.ts";
import { compactVenueDay } from "./compaction-driver.ts";

/** Reads of a multi-part snapshot through the lake API, and the queue handler's ack/retry contract. */

const DATE = "2026-11-21";
const CYCLE = Date.parse(`${DATE}T09:30:00Z`);
const QUOTES = `/api/v1/lake/venues/kalshi/quotes?date=${DATE}&at=0930`;

let manifest: PartsManifest;
let tape: LakeRow[];

beforeAll(async () => {
  const bindings = { ...simulatorHost("tape-reads").bind(env as Bindings), LAKE_ALLOWED_VENUES: "kalshi" };
  const queue: VenueTapeMessage[] = [];
  const deps = {
    client: createHttpClient({ minIntervalMs: 0 }),
    send: async (messages: VenueTapeMessage[]) => {
      queue.push(...messages);
    },
    now: Date.now,
  };
  await startCollection(bindings, CYCLE, deps.send);
  for (let message = queue.shift(); message; message = queue.shift()) {
    await processVenueTapeMessage(bindings, message, deps);
  }
  const sealed = await readPartsManifest(env.LAKE, partsManifestKey(cycleSnapshotKey("kalshi", CYCLE)));
  if (!sealed) throw new Error("snapshot not sealed");
  manifest = sealed;
  tape = [];
  for (const part of manifest.parts) tape.push(...((await readTape(env.LAKE, part.key)) ?? []));
}, 60_000);

interface QuotesBody {
  data: { rows: LakeRow[]; completeness_status: string | null };
  meta: { pagination: { total_rows: number; total_pages: number }; snapshot_bytes: number };
}

/** The lake bucket, counting the reads that fetch bytes (gets) by key suffix. */
function countingBucket() {
  const gets: string[] = [];
  const bucket = new Proxy(env.LAKE, {
    get(target, prop) {
      if (prop === "get") {
        return (key: string, options?: R2GetOptions) => {
          gets.push(key);
          return target.get(key, options);
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { bucket, gets };
}

describe("quotes of a multi-part snapshot", () => {
  it("pages across part boundaries to exactly the concatenated parts", async () => {
    expect(manifest.parts.length).toBeGreaterThan(2);
    const pageSize = 300; // not a divisor of the 1,000-row parts: pages straddle part boundaries
    const served: LakeRow[] = [];
    let totalPages = 1;
    for (let page = 1; page <= totalPages; page++) {
      const res = await fetchWith({}, `${QUOTES}&page=${page}&page_size=${pageSize}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as QuotesBody;
      totalPages = body.meta.pagination.total_pages;
      expect(body.meta.pagination.total_rows).toBe(manifest.rows);
      expect(body.meta.snapshot_bytes).toBe(manifest.bytes);
      expect(body.data.completeness_status).toBe("not_recorded");
      served.push(...body.data.rows);
    }
    expect(totalPages).toBe(Math.ceil(manifest.rows / pageSize));
    expect(served).toEqual(tape);
  });

  it("a sealed snapshot's pages are final: cached as sealed", async () => {
    const res = await fetchWith({}, `${QUOTES}&page=1&page_size=10`);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
  });

  it("first and last page cost the same reads: two range reads per part spanned", async () => {
    const { bucket, gets } = countingBucket();
    await fetchWith({ LAKE: bucket }, `${QUOTES}&page=1&page_size=500`); // warms the manifest cache
    const cost = async (page: number, pageSize: number) => {
      gets.length = 0;
      const res = await fetchWith({ LAKE: bucket }, `${QUOTES}&page=${page}&page_size=${pageSize}`);
      expect(res.status).toBe(200);
      return [...gets];
    };
    const first = await cost(1, 500);
    const last = await cost(Math.ceil(manifest.rows / 500), 500);
    expect(first).toHaveLength(2);
    expect(last).toHaveLength(2);
    // The last part holding rows (the minute cycle's part, last, has none in this test).
    const lastPart = manifest.parts.filter((p) => p.rows > 0).at(-1)?.key ?? "?";
    expect(last.sort()).toEqual([lastPart, `${lastPart}.idx`]);
    // Rows 900–1,199 straddle parts 0 and 1: two reads in each, nothing else.
    const straddling = await cost(4, 300);
    const [part0, part1] = manifest.parts.map((p) => p.key);
    expect(straddling.sort()).toEqual([part0, `${part0}.idx`, part1, `${part1}.idx`].sort());
  });

  it("the byte ceiling applies to the whole snapshot", async () => {
    const res = await fetchWith({ LAKE_SNAPSHOT_MAX_BYTES: String(manifest.bytes - 1) }, `${QUOTES}&page=1`);
    expect(res.status).toBe(413);
  });

  it("lists the snapshot with the whole tape's rows, bytes and quote_fields", async () => {
    const res = await fetchWith({}, `/api/v1/lake/venues/kalshi/snapshots?date=${DATE}`);
    const body = (await res.json()) as {
      data: { snapshots: { at: string; rows: number; bytes: number; quote_fields: string[] }[] };
    };
    expect(body.data.snapshots.find((s) => s.at === "0930")).toMatchObject({
      rows: manifest.rows,
      bytes: manifest.bytes,
      quote_fields: manifest.quote_fields,
    });
  });
});

describe("queue() handler", () => {
  const message = (id: string, body: unknown) => ({ id, timestamp: Date.now(), attempts: 1, body });

  it("acks a handled message and an unreadable one; retries when pix's own storage fails", async () => {
    const unknown: VenueTapeMessage = {
      kind: "kalshi_page",
      cycle_start_ms: CYCLE - 3_600_000,
      part: 0,
      cursor: "",
    };
    const batch = createMessageBatch("pix-lake-collect-local", [
      message("handled", unknown),
      message("unreadable", { kind: "nonsense" }),
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env as Bindings);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(["handled", "unreadable"]);
    expect(result.retryMessages).toEqual([]);

    const failingDb = {
      prepare() {
        throw new Error("D1 outage");
      },
    } as unknown as D1Database;
    const failing = createMessageBatch("pix-lake-collect-local", [message("stored", unknown)]);
    const failingCtx = createExecutionContext();
    await worker.queue(failing, { ...(env as Bindings), DB: failingDb });
    const retried = await getQueueResult(failing, failingCtx);
    expect(retried.retryMessages.map((m) => m.msgId)).toEqual(["stored"]);
    expect(retried.explicitAcks).toEqual([]);
  });
});

describe("the daily Parquet file of a day with a multi-part snapshot", () => {
  it("holds exactly the concatenated parts' rows, in order", async () => {
    const report = await compactVenueDay("kalshi", DATE, Date.parse(`${DATE}T00:00:00Z`) + 2 * 86_400_000);
    expect(report.status).toBe("compacted");
    const object = await env.LAKE.get(dayParquetKey("kalshi", DATE));
    if (!object) throw new Error("no Parquet file");
    const records = await parquetReadObjects({ file: await object.arrayBuffer() });
    const rows = records.map((record) => rowFromParquetRecord(record).row);
    // Instants compared as instants: the Parquet column holds the instant, not its spelling.
    const asInstants = (row: LakeRow) => ({
      ...row,
      observed_at: Date.parse(row.observed_at),
      close_time: row.close_time === null ? null : Date.parse(row.close_time),
    });
    expect(rows.length).toBe(manifest.rows);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map(asInstants)).toEqual(tape.map(asInstants));
  });
});
