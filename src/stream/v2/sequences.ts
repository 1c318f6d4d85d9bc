/**
 * Each channel's own sequence (`cseq`), assigned where its events enter pix: the venue feed shard that
 * follows the market (at each hand-off to the stream shards) and the live index for `index` channels.
 * Every subscriber on every shard sees the same `cseq` for the same event, so a reconnecting client can
 * name the last one it holds (`resume`).
 *
 * A restarted source must never hand out a number a client could still hold: a channel's first number
 * in an object's life is the current time in milliseconds × 1000, + 1, and each next event is one more.
 * A restarted source (or a channel forgotten and followed again) starts past every number its previous
 * life gave, unless that life averaged more than 1000 events a millisecond on the channel. The numbers
 * stay exact in a double (below 2^53) until the year 2255.
 */
import type { LiveEvent, LiveEventDraft } from "./messages.ts";

/** How many numbers a channel's sequence may use per millisecond of its source's life (see above). */
export const CSEQ_PER_MS = 1000;

export class ChannelSequences {
  private readonly last = new Map<string, number>();

  /** Numbers each event in order (in place) and returns them as live events. */
  stamp(events: LiveEventDraft[], nowMs = Date.now()): LiveEvent[] {
    for (const event of events) {
      const cseq = (this.last.get(event.channel) ?? nowMs * CSEQ_PER_MS) + 1;
      this.last.set(event.channel, cseq);
      (event as LiveEvent).cseq = cseq;
    }
    return events as LiveEvent[];
  }

  /** The channel's last number, or null before its first event. */
  lastOf(channel: string): number | null {
    return this.last.get(channel) ?? null;
  }
}
