/** Where version 1's shards are (`shard-<n>` of MARKET_STREAM) and how a cycle's batch reaches them all. */
import type { Bindings } from "../../env.ts";
import type { LegacyMarket } from "../legacy/market.ts";
import { streamShardCount } from "../session/connect.ts";

/** One ingestion cycle's new values, handed to every stream shard. */
export interface StreamBatch {
  cycle_start: string;
  markets: LegacyMarket[];
}
export function streamShard(env: Pick<Bindings, "MARKET_STREAM">, index: number) {
  return env.MARKET_STREAM.getByName(`shard-${index}`);
}
/**
 * Hands a cycle's batch to every shard at once: each shard fans it out to its own clients, so one
 * slow or failing shard delays no other. Resolves with how many shards took it.
 */
export async function publishToStream(
  env: Pick<Bindings, "MARKET_STREAM" | "STREAM_SHARDS">,
  batch: StreamBatch,
): Promise<{ shards: number; failed: number; delivered: number }> {
  const count = streamShardCount(env);
  const results = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => streamShard(env, i).publish(batch)),
  );
  let delivered = 0;
  let failed = 0;
  for (const r of results) {
    if (r.status === "fulfilled") delivered += r.value.delivered;
    else failed++;
  }
  return { shards: count, failed, delivered };
}
