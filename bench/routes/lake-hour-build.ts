/**
 * The candles' hour summaries build at whole-venue size, outside workerd: one Polymarket hour of 60
 * snapshots of 20,082 rows (the whole-venue tape's bench size; `benchLakeRows`, each snapshot one
 * object) built step by step by `runHourBuildStep` against an in-memory bucket, printing each step's CPU
 * (this process, V8 as in workerd; no storage cost) and the hour objects' bytes.
 *
 *   node bench/routes/lake-hour-build.ts [rows]
 */

import { utcDateAndHhmm } from "../../src/domain/clock.ts";
import { HOUR_BUILD_STEPS, runHourBuildStep } from "../../src/lake/jobs/hour-summary.ts";
import { cycleSnapshotKey, manifestKey } from "../../src/lake/keys.ts";
import { encodeTape } from "../../src/lake/tape.ts";
import { benchLakeRows } from "./lake.ts";

const store = new Map<string, { body: Uint8Array; meta?: Record<string, string> }>();
const obj = (key: string, v: { body: Uint8Array; meta?: Record<string, string> }) => ({
  key,
  size: v.body.byteLength,
  customMetadata: v.meta ?? {},
  text: async () => new TextDecoder().decode(v.body),
  json: async () => JSON.parse(new TextDecoder().decode(v.body)),
  arrayBuffer: async () => v.body.slice().buffer,
});
const bucket = {
  head: async (k: string) => {
    const v = store.get(k);
    return v ? obj(k, v) : null;
  },
  get: async (k: string) => {
    const v = store.get(k);
    return v ? obj(k, v) : null;
  },
  put: async (
    k: string,
    body: string | Uint8Array,
    o?: { customMetadata?: Record<string, string>; onlyIf?: unknown },
  ) => {
    if (o?.onlyIf && store.has(k)) return null;
    store.set(k, {
      body: typeof body === "string" ? new TextEncoder().encode(body) : body,
      meta: o?.customMetadata,
    });
    return {};
  },
  delete: async (keys: string | string[]) => {
    for (const k of [keys].flat()) store.delete(k);
  },
  list: async () => ({ objects: [], truncated: false, delimitedPrefixes: [] }),
} as unknown as R2Bucket;

const hourMs = Date.parse("2026-11-20T10:00:00Z");
const rows = Number(process.argv[2] ?? 20082);
const snapshots = [];
let bytes = 0;
for (let m = 0; m < 60; m++) {
  const at = hourMs + m * 60_000;
  const tape = benchLakeRows(rows, new Date(at + 2000).toISOString(), m, "polymarket");
  const { body } = encodeTape(tape);
  bytes += body.byteLength;
  store.set(cycleSnapshotKey("polymarket", at), {
    body,
    meta: { rows: String(rows), completeness: "not_recorded" },
  });
  snapshots.push({
    at: utcDateAndHhmm(at).hhmm,
    rows,
    bytes: body.byteLength,
    completeness: { status: "not_recorded" },
    quote_fields: [],
  });
}
store.set(manifestKey("polymarket", "2026-11-20"), {
  body: new TextEncoder().encode(JSON.stringify({ venue: "polymarket", date: "2026-11-20", snapshots })),
});
console.log(`hour: 60 snapshots × ${rows} rows, ${(bytes / 1e6).toFixed(0)} MB`);
let message = { kind: "candle_hour" as const, venue: "polymarket" as const, hour_ms: hourMs, step: 0 };
for (let step = 0; step < HOUR_BUILD_STEPS; step++) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let next = message;
  const outcome = await runHourBuildStep(
    bucket,
    message,
    async (n) => {
      next = n as typeof message;
    },
    Date.now(),
  );
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `step ${step}: ${outcome}, CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms, wall ${(performance.now() - t0).toFixed(0)} ms, heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
  );
  message = next;
}
for (const [k, v] of store) if (k.startsWith("lake-hours/")) console.log(k, v.body.byteLength, "bytes");
