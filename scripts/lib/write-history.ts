/** Writes synthetic ticks and their rollups into a D1 binding in large literal-value batches. */

import type { CycleInstrument } from "../../src/catalog/store.ts";
import { rfc3339 } from "../../src/domain/clock.ts";
import { createRollupFolder, type RollupRow, syntheticTicks } from "./synthetic-history.ts";

const ROWS_PER_STATEMENT = 400;
const STATEMENTS_PER_BATCH = 50;

export async function writeSyntheticHistory(
  db: D1Database,
  catalog: CycleInstrument[],
  fromMs: number,
  toMs: number,
  progress: (line: string) => void,
): Promise<{ ticks: number; rollups: number }> {
  let pending: string[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    await db.batch(pending.map((sql) => db.prepare(sql)));
    pending = [];
  };
  const queue = async (sql: string) => {
    pending.push(sql);
    if (pending.length >= STATEMENTS_PER_BATCH) await flush();
  };
  let ticks = 0;
  let rollups = 0;
  for (const instrument of catalog) {
    const started = Date.now();
    const symbol = instrument.symbol.replaceAll("'", "''");
    let tickValues: string[] = [];
    let rollupValues: string[] = [];
    const folder = createRollupFolder((r: RollupRow) => {
      rollupValues.push(
        `('${symbol}','${r.resolution}','${rfc3339(r.bucketStartMs)}',${r.open},${r.high},${r.low},${r.close},'${rfc3339(r.openMs)}','${rfc3339(r.closeMs)}',${r.count})`,
      );
    });
    const flushRollups = async () => {
      if (rollupValues.length === 0) return;
      await queue(
        `INSERT INTO tick_rollups (symbol, resolution, bucket_start, open, high, low, close, open_at, close_at, tick_count) VALUES ${rollupValues.join(",")} ON CONFLICT DO NOTHING`,
      );
      rollups += rollupValues.length;
      rollupValues = [];
    };
    for (const tick of syntheticTicks(instrument, fromMs, toMs)) {
      const minute = rfc3339(tick.minuteMs);
      tickValues.push(
        `('${symbol}','${minute}','${tick.valueDecimal}',${tick.value},'${minute}','${minute}','synthetic')`,
      );
      folder.add(tick);
      if (tickValues.length >= ROWS_PER_STATEMENT) {
        await queue(
          `INSERT INTO ticks (symbol, minute, value_decimal, value, source_observed_at, computed_at, provenance) VALUES ${tickValues.join(",")} ON CONFLICT DO NOTHING`,
        );
        ticks += tickValues.length;
        tickValues = [];
      }
      if (rollupValues.length >= ROWS_PER_STATEMENT) await flushRollups();
    }
    folder.flush();
    if (tickValues.length > 0) {
      await queue(
        `INSERT INTO ticks (symbol, minute, value_decimal, value, source_observed_at, computed_at, provenance) VALUES ${tickValues.join(",")} ON CONFLICT DO NOTHING`,
      );
      ticks += tickValues.length;
    }
    await flushRollups();
    await flush();
    progress(
      `  ${instrument.symbol}: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${ticks} ticks so far)`,
    );
  }
  return { ticks, rollups };
}
