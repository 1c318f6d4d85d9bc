/**
 * Every index and benchmark recomputed from the live books (`LiveIndex`, one object named
 * `live-index`), between the minute cycle's values:
 *
 * - each stored minute seeds it (`seed`, from the cycle's hand-off) with the catalog, the YES rows of
 *   its contracts and the values the cycle stored;
 * - the venue feeds hand it every changed top of book (`update`, one call per feed flush); a live top
 *   replaces the minute row's quote for its market (withLiveTop), and a newer minute row replaces an
 *   older live top;
 * - every instrument that uses a changed market is recomputed with the minute cycle's own methodology
 *   (computeInstrument, the same quote selection) at most every `index_min_interval_ms`, and its value
 *   is published to the version 2 shards as an `index` event (indicative, never official) only when it
 *   changed.
 *
 * The same tops give every active equivalence pair's live basis (`basis:<pair_id>` channels,
 * `live-basis.ts`): a pair's `basis` event is published when a leg's mid moves, numbered here too.
 *
 * It numbers every `index` channel's events (`cseq`, `ChannelSequences`), the minute's stored values
 * among them (the seed publishes them), and hands them to the stream shards one call at a time, so
 * each channel's events reach every shard in the order they were numbered.
 *
 * It holds nothing durable and writes nothing: no tick, round, tape or history ever comes from it (a
 * restarted object waits for the next minute's seed). Only public instruments whose feed has launched
 * are published, as the cycle's hand-off does.
 */

import { DurableObject } from "cloudflare:workers";
import type { CycleInstrument } from "../../catalog/store.ts";
import type { Bindings } from "../../env.ts";
import { computeInstrument } from "../../indices/cycle/compute.ts";
import type { CycleInputs } from "../../indices/cycle/cycle.ts";
import type { LakeRow } from "../../venues/shared/row.ts";
import { withLiveTop } from "../../venues/shared/row-builder.ts";
import { indexEvent, publishLive } from "../v2/address.ts";
import { type LiveEvent, type LiveEventDraft, V2_LIMITS } from "../v2/messages.ts";
import { ChannelSequences } from "../v2/sequences.ts";
import { LiveBasis } from "./live-basis.ts";
import type { LiveQuote } from "./protocol.ts";
import { MAX_VENUE_CLOCK_AHEAD_MS } from "./protocol.ts";

/** What the object holds (operators and tests). */
export interface LiveIndexReport {
  cycle_start: string | null;
  instruments: number;
  markets: number;
  live_markets: number;
  updates_received: number;
  events_published: number;
  values: { symbol: string; value_decimal: string | null }[];
}

const marketKey = (venue: string, market: string) => `${venue}|${market}`;

export class LiveIndex extends DurableObject<Bindings> {
  private cycleStartMs: number | null = null;
  /** The instruments published live, by symbol. */
  private instruments = new Map<string, CycleInstrument>();
  /** The minute's YES rows, by venue|market. */
  private minuteRows = new Map<string, LakeRow>();
  /** Live tops newer than the minute's rows, by venue|market. */
  private live = new Map<string, LiveQuote>();
  /** The rows a value is computed from: the minute's, with live tops in place of their quotes. */
  private rows = new Map<string, LakeRow>();
  /** venue|market → the symbols of the instruments that use it. */
  private usedBy = new Map<string, string[]>();
  /** The value each channel last carried (the cycle's stored one, then the live ones). */
  private lastValue = new Map<string, string>();
  private lastComputedMs = new Map<string, number>();
  /** The `index` event each channel last carried, for a stream shard whose new subscriber it has none for. */
  private lastEvents = new Map<string, LiveEvent>();
  private dirty = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private publishing = false;
  private counters = { updates: 0, published: 0 };
  /** Each `index` channel's `cseq`. */
  private readonly sequences = new ChannelSequences();
  /** The hand-offs to the stream shards, one after another (numbered in the order they are queued). */
  private handOffs: Promise<unknown> = Promise.resolve();
  /** Every active equivalence pair's live basis (`basis:<pair_id>` channels). */
  private readonly basis = new LiveBasis(this.env.DB);
  /** The `basis` event each pair's channel last carried. */
  private lastBasis = new Map<string, LiveEvent>();

  // ------------------------------------------------------------------ RPC

  /**
   * From the cycle's hand-off: the minute's catalog, rows and stored values start a new base; the
   * stored values' `index` events are numbered and handed to every stream shard (what `publishLive`
   * answers, undefined when the hand-off failed).
   */
  async seed(
    cycleStartMs: number,
    inputs: CycleInputs,
    stored: { symbol: string; valueDecimal: string }[],
    drafts: LiveEventDraft[] = [],
  ): Promise<Awaited<ReturnType<typeof publishLive>> | undefined> {
    const events = this.sequences.stamp(drafts);
    const published = this.handOff(events);
    this.cycleStartMs = cycleStartMs;
    this.instruments = new Map(
      inputs.catalog
        .filter((i) => i.visibility === "public" && Date.parse(i.feedLaunchedAt) <= cycleStartMs)
        .map((i) => [i.symbol, i]),
    );
    this.minuteRows = new Map(inputs.rows.map((row) => [marketKey(row.venue, row.market_id), row]));
    this.usedBy = new Map();
    for (const instrument of this.instruments.values()) {
      for (const contract of instrument.contracts) {
        const key = marketKey(contract.venue, contract.marketId);
        this.usedBy.set(key, [...(this.usedBy.get(key) ?? []), instrument.symbol]);
      }
    }
    this.lastValue = new Map(stored.map((s) => [s.symbol, s.valueDecimal]));
    this.lastEvents = new Map(events.flatMap((e) => (e.type === "index" ? [[e.symbol, e]] : [])));
    // The newest observation of a market wins: a live top the minute has overtaken is dropped.
    for (const [key, quote] of this.live) {
      const row = this.minuteRows.get(key);
      if (!row || !this.usedBy.has(key) || Date.parse(quote.top.observed_at) <= Date.parse(row.observed_at)) {
        this.live.delete(key);
      }
    }
    this.rows = new Map(this.minuteRows);
    this.dirty.clear();
    for (const [key, quote] of this.live) this.apply(key, quote);
    return published;
  }

  /** Hands events to every stream shard after the hand-offs before them have settled. */
  private handOff(events: LiveEvent[]): Promise<Awaited<ReturnType<typeof publishLive>> | undefined> {
    const done = this.handOffs.then(() => publishLive(this.env, events)).catch(() => undefined);
    this.handOffs = done;
    return done;
  }

  /** From a venue feed's flush: the tops of book that changed since its last one. */
  async update(quotes: LiveQuote[]): Promise<void> {
    await this.updateBasis(quotes);
    for (const quote of quotes) {
      this.counters.updates++;
      const key = marketKey(quote.venue, quote.market);
      // Only the markets an instrument uses, and only once the minute has given them a row.
      const row = this.minuteRows.get(key);
      if (!row || !this.usedBy.has(key)) continue;
      // A top older than the minute's row of the market is not news; one stamped after its receipt comes
      // from a venue clock running ahead, and no value is computed from it (the feed says `stale`).
      const observedMs = Date.parse(quote.top.observed_at);
      if (observedMs < Date.parse(row.observed_at)) continue;
      if (observedMs - Date.parse(quote.received_at) > MAX_VENUE_CLOCK_AHEAD_MS) continue;
      this.live.set(key, quote);
      this.apply(key, quote);
    }
    this.schedule();
  }

  /**
   * The latest `index` event of each of `symbols` that has one (the minute's stored value, or a live
   * value since): what a stream shard sends a new subscriber it holds nothing for (a shard started
   * after the minute's hand-off).
   */
  async latest(symbols: string[]): Promise<LiveEvent[]> {
    return symbols.flatMap((symbol) => {
      const event = this.lastEvents.get(symbol);
      return event ? [event] : [];
    });
  }

  /**
   * The latest `basis` event of each of `pairIds` that is an active pair: the last one published, else
   * one made now from the tops held (numbered on its channel, so every later one follows it): what a
   * stream shard sends a new subscriber it holds nothing for.
   */
  async latestBasis(pairIds: string[]): Promise<LiveEvent[]> {
    const nowMs = Date.now();
    await this.basis.refresh(nowMs);
    await this.basis.refreshForUnknown(pairIds, nowMs);
    const events: LiveEvent[] = [];
    for (const id of pairIds) {
      const last = this.lastBasis.get(id);
      // The last event, unless the pair was withdrawn or judged again with another polarity since.
      if (last?.type === "basis" && last.polarity === this.basis.polarityOf(id)) {
        events.push(last);
        continue;
      }
      const draft = this.basis.current(id);
      if (!draft) continue;
      const [event] = this.sequences.stamp([draft], nowMs);
      if (event) {
        this.lastBasis.set(id, event);
        events.push(event);
      }
    }
    return events;
  }

  /** The pairs' basis from the changed tops: each moved basis numbered and handed to the stream shards. */
  private async updateBasis(quotes: LiveQuote[]): Promise<void> {
    await this.basis.refresh(Date.now()).catch(() => undefined);
    const drafts = this.basis.update(quotes);
    if (drafts.length === 0) return;
    const events = this.sequences.stamp(drafts);
    for (const event of events) if (event.type === "basis") this.lastBasis.set(event.pair_id, event);
    this.counters.published += events.length;
    // Not awaited: the hand-offs run in order, and the feed's flush waits for no client.
    this.ctx.waitUntil(this.handOff(events));
  }

  async report(): Promise<LiveIndexReport> {
    return {
      cycle_start: this.cycleStartMs === null ? null : new Date(this.cycleStartMs).toISOString(),
      instruments: this.instruments.size,
      markets: this.minuteRows.size,
      live_markets: this.live.size,
      updates_received: this.counters.updates,
      events_published: this.counters.published,
      values: [...this.instruments.keys()].map((symbol) => ({
        symbol,
        value_decimal: this.lastValue.get(symbol) ?? null,
      })),
    };
  }

  // ------------------------------------------------------------------ recomputation

  private apply(key: string, quote: LiveQuote) {
    const row = this.minuteRows.get(key);
    if (!row) return;
    this.rows.set(key, withLiveTop(row, quote.top));
    for (const symbol of this.usedBy.get(key) ?? []) this.dirty.add(symbol);
    this.schedule();
  }

  /** A timer for the dirty instrument that may be recomputed soonest (none while a publish is in flight). */
  private schedule() {
    if (this.timer !== undefined || this.publishing || this.dirty.size === 0) return;
    let dueMs = Number.POSITIVE_INFINITY;
    for (const symbol of this.dirty) {
      dueMs = Math.min(dueMs, (this.lastComputedMs.get(symbol) ?? 0) + V2_LIMITS.index_min_interval_ms);
    }
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.ctx.waitUntil(this.recompute());
      },
      Math.max(0, dueMs - Date.now()),
    );
  }

  /** Recomputes every dirty instrument whose interval has passed and publishes the values that changed. */
  private async recompute(): Promise<void> {
    const nowMs = Date.now();
    const drafts: LiveEventDraft[] = [];
    for (const symbol of [...this.dirty]) {
      const last = this.lastComputedMs.get(symbol);
      if (last !== undefined && nowMs - last < V2_LIMITS.index_min_interval_ms) continue;
      this.dirty.delete(symbol);
      this.lastComputedMs.set(symbol, nowMs);
      const event = this.changedValue(symbol, nowMs);
      if (event) drafts.push(event);
    }
    if (drafts.length > 0) {
      const events = this.sequences.stamp(drafts);
      for (const event of events) if (event.type === "index") this.lastEvents.set(event.symbol, event);
      this.publishing = true;
      await this.handOff(events);
      this.counters.published += events.length;
      this.publishing = false;
    }
    this.schedule();
  }

  /** The instrument's `index` event when its value moved; null when it did not or has none. */
  private changedValue(symbol: string, nowMs: number): LiveEventDraft | null {
    const instrument = this.instruments.get(symbol);
    if (!instrument) return null;
    const value = computeInstrument(instrument, this.rows, nowMs);
    if (value.value === null || value.valueDecimal === null) return null;
    if (this.lastValue.get(symbol) === value.valueDecimal) return null;
    this.lastValue.set(symbol, value.valueDecimal);
    const { venueTime, receivedAt } = this.newestInput(instrument);
    return indexEvent(
      symbol,
      { value: value.value, valueDecimal: value.valueDecimal },
      venueTime,
      receivedAt,
    );
  }

  /**
   * The clocks of a value: its newest input's, both from that one input — the live top received last
   * (its venue time and its receipt), else the minute row observed last (no receipt of its own). Taken
   * from one input, a value's `venue_time` is never later than its `received_at`.
   */
  private newestInput(instrument: CycleInstrument): { venueTime: string | null; receivedAt: string | null } {
    let newest: LiveQuote | undefined;
    let observed: string | null = null;
    for (const contract of instrument.contracts) {
      const key = marketKey(contract.venue, contract.marketId);
      const quote = this.live.get(key);
      if (quote && (newest === undefined || quote.received_at > newest.received_at)) newest = quote;
      const rowTime = this.rows.get(key)?.observed_at;
      if (rowTime !== undefined && (observed === null || rowTime > observed)) observed = rowTime;
    }
    return newest
      ? { venueTime: newest.top.observed_at, receivedAt: newest.received_at }
      : { venueTime: observed, receivedAt: null };
  }
}
