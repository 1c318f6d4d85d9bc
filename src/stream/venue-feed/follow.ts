/**
 * Markets outside the catalog's feed plan, followed on a venue's subscriber shards (`shards.ts`
 * `subscriberShards`): each market asks its home shard first and, while the answer is `full`, the next
 * one. One call per shard and round, so a batch costs at most a call per subscriber shard per round.
 * The one way markets reach the subscriber shards, for the stream's subscribers (`live-stream/`) and for
 * the equivalence pairs' legs (`pair-legs.ts`).
 */
import type { VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import { venueFeedShard } from "./address.ts";
import { type FollowAnswer, SUBSCRIBER_SHARDS, subscriberShards } from "./shards.ts";

/** A market's answer, and the subscriber shard that follows it (null when none does). */
export interface SubscriberFollow {
  answer: FollowAnswer | { ok: false; reason: "feed_unreachable" };
  shard: number | null;
}

/**
 * Has `venue`'s subscriber shards follow `markets` (or renew their leases): market → its answer. A
 * shard that cannot be reached answers `feed_unreachable` for its markets; no shard with room, `full`.
 */
export async function followOnSubscriberShards(
  env: Pick<Bindings, "VENUE_FEED">,
  venue: VenueId,
  markets: readonly string[],
): Promise<Map<string, SubscriberFollow>> {
  const results = new Map<string, SubscriberFollow>();
  let pending = [...new Set(markets)];
  for (let round = 0; round < SUBSCRIBER_SHARDS[venue] && pending.length > 0; round++) {
    const byShard = new Map<number, string[]>();
    for (const market of pending) {
      const shard = subscriberShards(venue, market)[round] as number;
      byShard.set(shard, [...(byShard.get(shard) ?? []), market]);
    }
    const full: string[] = [];
    await Promise.all(
      [...byShard].map(async ([shard, asked]) => {
        let answers: FollowAnswer[];
        try {
          answers = await venueFeedShard(env, venue, shard).follow(venue, shard, asked);
        } catch {
          for (const market of asked)
            results.set(market, { answer: { ok: false, reason: "feed_unreachable" }, shard: null });
          return;
        }
        asked.forEach((market, i) => {
          const answer = answers[i] ?? { ok: false as const, reason: "unreachable" as const };
          if (!answer.ok && answer.reason === "full") full.push(market);
          else results.set(market, { answer, shard: answer.ok ? shard : null });
        });
      }),
    );
    pending = full;
  }
  for (const market of pending) results.set(market, { answer: { ok: false, reason: "full" }, shard: null });
  return results;
}
