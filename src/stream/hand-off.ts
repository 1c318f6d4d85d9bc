import { rfc3339 } from "../domain/clock.ts";
import { COMPONENT_THRESHOLDS, componentId } from "../domain/status/components.ts";
import type { Bindings } from "../env.ts";
import type { CycleInputs, StoredValue } from "../indices/cycle/cycle.ts";
import { recordRun } from "../platform/status/recorder.ts";
import { legacyMarket } from "./legacy/market.ts";
import { liveIndexObject } from "./live-index/address.ts";
import { publishToStream } from "./market-stream/address.ts";
import { minuteIndexEvent } from "./v2/address.ts";

/**
 * The cycle's hand-off to the stream (its `onStored`): the stored values as legacy markets, published
 * to every version 1 shard; the values with the rows and catalog they came from seed the live index
 * (`LiveIndex`), which numbers their `index` events (each channel's `cseq` has one source) and hands
 * them to every version 2 shard, then refines them from the live books until the next minute. The stream is a courtesy to open terminals: a failure is logged, never thrown.
 */
export function handOffToStream(
  env: Pick<Bindings, "MARKET_STREAM" | "LIVE_STREAM" | "LIVE_INDEX" | "STREAM_SHARDS" | "DB">,
  /** When a cycle triggered by hand (not at its minute's boundary) was asked for: its lag counts from here. */
  triggeredMs?: number,
) {
  return async (cycleStartMs: number, values: readonly StoredValue[], inputs: CycleInputs): Promise<void> => {
    const cycleStart = rfc3339(cycleStartMs);
    const markets = values.map((v) => legacyMarket(v.instrument, v.tick, cycleStartMs));
    const stored = values.map((v) => ({ symbol: v.instrument.symbol, valueDecimal: v.tick.valueDecimal }));
    const events = values.map(minuteIndexEvent);
    const [handoff, [seeded, live]] = await Promise.all([
      publishToStream(env, { cycle_start: cycleStart, markets }).catch(() => undefined),
      liveIndexObject(env)
        .seed(cycleStartMs, inputs, stored, events)
        .then((published) => [true, published] as const)
        .catch(() => [false, undefined] as const),
    ]);
    if (!seeded) {
      console.error(
        JSON.stringify({ level: "error", msg: "live_index_seed_failed", cycle_start: cycleStart }),
      );
    }
    for (const [version, result] of [
      [1, handoff],
      [2, live],
    ] as const) {
      if (result && result.failed === 0) continue;
      console.error(
        JSON.stringify({
          level: "error",
          msg: "stream_handoff_failed",
          version,
          cycle_start: cycleStart,
          failed_shards: result?.failed ?? "all",
        }),
      );
    }
    // The status plane's measurement: the minute boundary (or the trigger) to every shard told; a shard
    // missed is a failure.
    await recordRun(env.DB, {
      component: componentId("stream"),
      boundaryMs: cycleStartMs,
      ...(triggeredMs === undefined ? {} : { startedMs: triggeredMs }),
      completedMs: Date.now(),
      ok: seeded && handoff?.failed === 0 && live?.failed === 0,
      cadenceMs: COMPONENT_THRESHOLDS.stream.cadence_ms,
    });
  };
}
