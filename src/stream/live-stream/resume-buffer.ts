/**
 * What a `LiveStream` shard keeps to serve `resume`: each channel's latest events, serialised once
 * (the JSON members of the event, as the fan-out writes them), for `resume_window_ms`, bounded per
 * channel (messages and characters), for the whole shard (characters) and in channels remembered.
 *
 * A channel's kept events are consecutive: an event whose `cseq` is not one more than the channel's
 * last (its source restarted, or this shard missed a hand-off) starts the channel afresh, so a `resume`
 * from before it is answered with `gap` and a whole book, never with a hole. Pure: the clock is passed.
 */
import type { LiveEvent } from "../v2/messages.ts";
import { V2_LIMITS } from "../v2/messages.ts";

export interface ResumeLimits {
  windowMs: number;
  maxMessagesPerChannel: number;
  maxCharsPerChannel: number;
  maxChars: number;
  maxChannels: number;
}

export const RESUME_LIMITS: ResumeLimits = {
  windowMs: V2_LIMITS.resume_window_ms,
  maxMessagesPerChannel: V2_LIMITS.resume_max_messages_per_channel,
  maxCharsPerChannel: V2_LIMITS.resume_max_chars_per_channel,
  maxChars: V2_LIMITS.resume_max_chars,
  maxChannels: V2_LIMITS.resume_max_channels,
};

/** One kept event: its `cseq`, type, when it arrived and its JSON members (without the braces). */
export interface KeptMessage {
  readonly cseq: number;
  readonly type: LiveEvent["type"];
  readonly atMs: number;
  json: string;
}

interface Entry extends KeptMessage {
  channel: ChannelState;
  kept: boolean;
}

interface ChannelState {
  /** Every event after this `cseq` (up to `last`) is kept. */
  floor: number;
  last: number;
  entries: Entry[];
  head: number;
  chars: number;
}

export type ResumeAnswer =
  /** Every message after the asked `cseq`, in order (none when nothing was missed). */
  | { covered: true; messages: readonly KeptMessage[] }
  /** Some of what followed is no longer kept (or was never seen here). */
  | { covered: false };

export class ResumeBuffer {
  private readonly channels = new Map<string, ChannelState>();
  /** Every kept entry in arrival order (entries evicted by a channel's own bounds are skipped). */
  private queue: Entry[] = [];
  private queueHead = 0;
  private totalChars = 0;

  private readonly limits: ResumeLimits;
  constructor(limits: ResumeLimits = RESUME_LIMITS) {
    this.limits = limits;
  }

  /** Keeps one event's serialised members. */
  add(channel: string, cseq: number, type: LiveEvent["type"], json: string, nowMs: number): void {
    this.expire(nowMs);
    let state = this.channels.get(channel);
    if (state && cseq !== state.last + 1) {
      this.dropChannel(channel, state);
      state = undefined;
    }
    if (state) {
      // Most recently moved last: the channel least recently moved is the first forgotten.
      this.channels.delete(channel);
    } else {
      state = { floor: cseq - 1, last: cseq - 1, entries: [], head: 0, chars: 0 };
    }
    this.channels.set(channel, state);
    const entry: Entry = { cseq, type, atMs: nowMs, json, channel: state, kept: true };
    state.entries.push(entry);
    state.last = cseq;
    state.chars += json.length;
    this.totalChars += json.length;
    this.queue.push(entry);
    while (
      state.entries.length - state.head > this.limits.maxMessagesPerChannel ||
      state.chars > this.limits.maxCharsPerChannel
    ) {
      this.evictHead(state);
    }
    while (this.totalChars > this.limits.maxChars && this.queueHead < this.queue.length) {
      const oldest = this.queue[this.queueHead++] as Entry;
      if (oldest.kept) this.evictHead(oldest.channel);
    }
    while (this.channels.size > this.limits.maxChannels) {
      const [name, least] = this.channels.entries().next().value as [string, ChannelState];
      this.dropChannel(name, least);
    }
    this.compactQueue();
  }

  /**
   * The messages after `cseq` on `channel` (the first `max` of them), if every one of them is kept. A
   * resume sent in parts asks again from the last one it sent.
   */
  since(channel: string, cseq: number, nowMs: number, max = Number.POSITIVE_INFINITY): ResumeAnswer {
    this.expire(nowMs);
    const state = this.channels.get(channel);
    if (!state || cseq < state.floor || cseq > state.last) return { covered: false };
    // Kept entries are consecutive from floor + 1.
    const start = state.head + (cseq - state.floor);
    return { covered: true, messages: state.entries.slice(start, start + Math.max(0, max)) };
  }

  /** The channel's last `cseq` this shard saw, or null. */
  lastOf(channel: string): number | null {
    return this.channels.get(channel)?.last ?? null;
  }

  /** Characters of JSON text kept (tests and reports). */
  chars(): number {
    return this.totalChars;
  }

  /** Messages kept for a channel (tests). */
  keptCount(channel: string): number {
    const state = this.channels.get(channel);
    return state ? state.entries.length - state.head : 0;
  }

  /** Channels remembered (tests). */
  channelCount(): number {
    return this.channels.size;
  }

  /** Lets go of every entry older than the window. */
  private expire(nowMs: number) {
    const oldestKept = nowMs - this.limits.windowMs;
    while (this.queueHead < this.queue.length) {
      const entry = this.queue[this.queueHead] as Entry;
      if (entry.kept && entry.atMs >= oldestKept) break;
      this.queueHead++;
      if (entry.kept) this.evictHead(entry.channel);
    }
    this.compactQueue();
  }

  /** Lets go of a channel's oldest kept entry: every event after it stays kept. */
  private evictHead(state: ChannelState) {
    const entry = state.entries[state.head] as Entry;
    state.head++;
    state.floor = entry.cseq;
    this.release(state, entry);
    if (state.head > 64 && state.head * 2 > state.entries.length) {
      state.entries = state.entries.slice(state.head);
      state.head = 0;
    }
  }

  private dropChannel(name: string, state: ChannelState) {
    for (let i = state.head; i < state.entries.length; i++) this.release(state, state.entries[i] as Entry);
    state.entries = [];
    state.head = 0;
    this.channels.delete(name);
  }

  private release(state: ChannelState, entry: Entry) {
    entry.kept = false;
    state.chars -= entry.json.length;
    this.totalChars -= entry.json.length;
    entry.json = "";
  }

  private compactQueue() {
    if (this.queueHead > 1024 && this.queueHead * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.queueHead);
      this.queueHead = 0;
    }
  }
}
