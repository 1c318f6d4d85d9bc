/**
 * Keeps the bench's indices current the way production's cron does: right after each minute boundary
 * it stores every index's tick of the new minute (a synthetic value, through the store's own tick write
 * with its rollups), so the snapshot rows measure the steady state of a minute that has its tick rather
 * than a tick that ages while the runs go on.
 */

import { syntheticTicks } from "../../scripts/lib/synthetic-history.ts";
import type { CycleInstrument } from "../../src/catalog/store.ts";
import { MINUTE_MS, minuteFloor, rfc3339 } from "../../src/domain/clock.ts";
import { type TickWrite, tickWrites } from "../../src/indices/store/ticks.ts";
import { openDb, runBatch } from "../../src/platform/db/db.ts";

/** After the boundary, as a cron invocation starts a little after it. */
const AFTER_BOUNDARY_MS = 50;

export interface TickClock {
  stop(): void;
}

/** Stores the ticks of `minuteMs` for every instrument (a minute that has its tick keeps it). */
export async function writeMinuteTicks(
  db: D1Database,
  instruments: readonly CycleInstrument[],
  minuteMs: number,
  computedAtMs: number = Date.now(),
): Promise<number> {
  const ticks: TickWrite[] = instruments.flatMap((instrument) =>
    [...syntheticTicks(instrument, minuteMs, minuteMs + MINUTE_MS)].map((tick) => ({
      symbol: instrument.symbol,
      minuteMs: tick.minuteMs,
      valueDecimal: tick.valueDecimal,
      value: tick.value,
      sourceObservedAt: rfc3339(tick.minuteMs),
      computedAt: rfc3339(computedAtMs),
      provenance: "synthetic",
    })),
  );
  const store = openDb(db);
  await runBatch(store, tickWrites(store, ticks));
  return ticks.length;
}

/**
 * Writes the current minute's ticks now, then each new minute's just after its boundary, until
 * `stop()`. Its timers never keep the process alive; a failed write (pix stopped under it) ends it.
 */
export async function startTickClock(
  db: D1Database,
  instruments: readonly CycleInstrument[],
  log: (line: string) => void,
): Promise<TickClock> {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const nextMs = minuteFloor(Date.now()) + MINUTE_MS + AFTER_BOUNDARY_MS;
    timer = setTimeout(() => void tick(), nextMs - Date.now());
    timer.unref();
  };
  const tick = async () => {
    if (stopped) return;
    try {
      await writeMinuteTicks(db, instruments, minuteFloor(Date.now()));
    } catch (error) {
      if (!stopped) log(`tick clock stopped: ${error instanceof Error ? error.message : String(error)}`);
      stopped = true;
      return;
    }
    if (!stopped) schedule();
  };
  await writeMinuteTicks(db, instruments, minuteFloor(Date.now()));
  schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
