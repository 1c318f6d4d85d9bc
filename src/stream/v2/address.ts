/**
 * Where version 2's shards are (`shard-<n>` of LIVE_STREAM) and what every live object publishes to
 * them: the venue feeds' events and the index events of the minute cycle and the live index.
 */

import type { Bindings } from "../../env.ts";
import type { StoredValue } from "../../indices/cycle/cycle.ts";
import { streamShardCount } from "../session/connect.ts";
import type { LiveEvent, LiveEventDraft } from "./messages.ts";

/** A shard of the stream's version 2 (`/ws?version=2`): as many as version 1, with the same budgets. */
export function liveShard(env: Pick<Bindings, "LIVE_STREAM">, index: number) {
  return env.LIVE_STREAM.getByName(`shard-${index}`);
}
/**
 * Hands a venue feed's events to every version 2 shard at once (each sends them to its own
 * connections); resolves with how many shards took them.
 */
export async function publishLive(
  env: Pick<Bindings, "LIVE_STREAM" | "STREAM_SHARDS">,
  events: LiveEvent[],
): Promise<{ shards: number; failed: number; sent: number }> {
  const count = streamShardCount(env);
  const results = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => liveShard(env, i).publish(events)),
  );
  let sent = 0;
  let failed = 0;
  for (const r of results) {
    if (r.status === "fulfilled") sent += r.value.sent;
    else failed++;
  }
  return { shards: count, failed, sent };
}
/**
 * A version 2 `index` event: an indicative value (the minute cycle's, or one recomputed from the live
 * books), never official. `venueTime` and `receivedAt` are instants, written to the millisecond.
 */
export function indexEvent(
  symbol: string,
  value: { value: number; valueDecimal: string },
  venueTime: string | null,
  receivedAt: string | null,
): Extract<LiveEventDraft, { type: "index" }> {
  const ms = (text: string | null) => {
    const parsed = text === null ? Number.NaN : Date.parse(text);
    return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
  };
  return {
    type: "index",
    channel: `index:${symbol}`,
    symbol,
    value: value.value,
    value_decimal: value.valueDecimal,
    indicative: true,
    official: false,
    venue_time: ms(venueTime),
    received_at: ms(receivedAt),
  };
}

/** A stored minute value as a version 2 `index` event (the minute cycle's; live books refine it between minutes). */
export function minuteIndexEvent(value: StoredValue): Extract<LiveEventDraft, { type: "index" }> {
  return indexEvent(value.instrument.symbol, value.tick, value.tick.sourceObservedAt, value.tick.computedAt);
}
