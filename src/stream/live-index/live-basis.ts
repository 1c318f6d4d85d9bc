/**
 * The live basis of every active equivalence pair (`basis:<pair_id>` channels), held by the live index
 * beside its instruments: the venue feeds' changed tops of book (`LiveIndex.update`) give each leg's live
 * YES mid (`liveTopMid`, the row's own rule), and the pair's basis is the equivalence domain's
 * `midBasis` over both, exactly as the basis route computes it per taped minute (leg b in the pair's
 * common polarity, `mid_basis = mid_a − mid_b`).
 *
 * - The active pairs are read from D1 (`activePairs`) at most every `PAIRS_RELOAD_MS`, or after a second
 *   when a subscriber names a pair not held yet (judged since the last read).
 * - A draft is made for a pair when a top of either leg arrives and its content (both legs' mids, which
 *   legs are held, the pair's polarity) differs from the pair's last one: a top change that moves no mid
 *   sends nothing.
 * - A leg no feed has handed a top of since the object started is `missing`: the message says so and
 *   carries no basis (`leg_missing`), never a value from elsewhere.
 *
 * It keeps the newest top of every market the feeds hand over (bounded by the feeds' own budgets), so a
 * pair judged later has its legs at once. Pure state and arithmetic; the live index numbers and hands
 * off the drafts.
 */
import { midBasis } from "../../domain/equivalence/basis.ts";
import { type ActivePair, activePairs } from "../../equivalence/store/pairs.ts";
import { openDb } from "../../platform/db/db.ts";
import { liveTopMid } from "../../venues/shared/row-builder.ts";
import type { LiveEventDraft } from "../v2/messages.ts";
import { type LiveQuote, MAX_VENUE_CLOCK_AHEAD_MS } from "./protocol.ts";

/** The active pairs are read again at most this often. */
export const PAIRS_RELOAD_MS = 60_000;
/** …or this soon when a subscriber names a pair the last read did not have. */
const UNKNOWN_PAIR_RELOAD_MS = 1_000;

export type BasisDraft = Extract<LiveEventDraft, { type: "basis" }>;

const marketKey = (venue: string, market: string) => `${venue}|${market}`;

/** An instant written to the millisecond (the venues' texts may carry more digits, or none). */
function ms(text: string | null): string | null {
  const parsed = text === null ? Number.NaN : Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

export class LiveBasis {
  private pairs = new Map<string, ActivePair>();
  /** venue|market → the ids of the pairs with that leg. */
  private byMarket = new Map<string, string[]>();
  /** The newest top of every market handed over, by venue|market. */
  private readonly tops = new Map<string, LiveQuote>();
  /** What each pair's last draft stated (its legs' mids and which are held). */
  private readonly lastContent = new Map<string, string>();
  private loadedAtMs = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;

  private readonly db: D1Database;
  constructor(db: D1Database) {
    this.db = db;
  }

  /** Reads the active pairs again when the last read is older than `maxAgeMs` (one read at a time). */
  async refresh(nowMs: number, maxAgeMs = PAIRS_RELOAD_MS): Promise<void> {
    if (nowMs - this.loadedAtMs < maxAgeMs) return;
    this.loading ??= activePairs(openDb(this.db))
      .then((pairs) => {
        this.loadedAtMs = nowMs;
        this.pairs = new Map(pairs.map((p) => [p.pairId, p]));
        this.byMarket = new Map();
        for (const p of pairs) {
          for (const key of [marketKey(p.venueA, p.marketA), marketKey(p.venueB, p.marketB)]) {
            this.byMarket.set(key, [...(this.byMarket.get(key) ?? []), p.pairId]);
          }
        }
        for (const id of this.lastContent.keys()) if (!this.pairs.has(id)) this.lastContent.delete(id);
      })
      .finally(() => {
        this.loading = undefined;
      });
    await this.loading;
  }

  /** Takes changed tops; the drafts of the pairs whose content they changed. */
  update(quotes: readonly LiveQuote[]): BasisDraft[] {
    const touched = new Set<string>();
    for (const quote of quotes) {
      // A top stamped after its receipt comes from a venue clock running ahead: no value is computed from it.
      if (Date.parse(quote.top.observed_at) - Date.parse(quote.received_at) > MAX_VENUE_CLOCK_AHEAD_MS)
        continue;
      const key = marketKey(quote.venue, quote.market);
      this.tops.set(key, quote);
      for (const id of this.byMarket.get(key) ?? []) touched.add(id);
    }
    const drafts: BasisDraft[] = [];
    for (const id of touched) {
      const draft = this.changed(id);
      if (draft) drafts.push(draft);
    }
    return drafts;
  }

  /**
   * The pair's draft as things stand (for a subscriber the live index has no event of the pair for),
   * recorded as its last content; undefined for a pair not held (not active, or not read yet).
   */
  current(pairId: string): BasisDraft | undefined {
    const draft = this.draft(pairId);
    if (draft) this.lastContent.set(pairId, contentOf(draft));
    return draft;
  }

  /** The pair's polarity at the last read; undefined for a pair not held (not active). */
  polarityOf(pairId: string): ActivePair["polarity"] | undefined {
    return this.pairs.get(pairId)?.polarity;
  }

  /** Reads the pairs again soon after a subscriber names one not held. */
  async refreshForUnknown(pairIds: readonly string[], nowMs: number): Promise<void> {
    if (pairIds.some((id) => !this.pairs.has(id))) await this.refresh(nowMs, UNKNOWN_PAIR_RELOAD_MS);
  }

  private changed(pairId: string): BasisDraft | undefined {
    const draft = this.draft(pairId);
    if (!draft) return undefined;
    const content = contentOf(draft);
    if (this.lastContent.get(pairId) === content) return undefined;
    this.lastContent.set(pairId, content);
    return draft;
  }

  private draft(pairId: string): BasisDraft | undefined {
    const pair = this.pairs.get(pairId);
    if (!pair) return undefined;
    const a = this.tops.get(marketKey(pair.venueA, pair.marketA));
    const b = this.tops.get(marketKey(pair.venueB, pair.marketB));
    const leg = (venue: ActivePair["venueA"], market: string, quote: LiveQuote | undefined) => ({
      venue,
      market,
      live: quote !== undefined,
      mid: quote ? liveTopMid(quote.top) : null,
      venue_time: quote ? ms(quote.top.observed_at) : null,
      received_at: quote ? ms(quote.received_at) : null,
    });
    const legs = { a: leg(pair.venueA, pair.marketA, a), b: leg(pair.venueB, pair.marketB, b) };
    const missing = (["a", "b"] as const).filter((side) => !legs[side].live);
    const basis = midBasis(legs.a.mid, legs.b.mid, pair.polarity);
    // The newest input: the leg whose top pix received last (both clocks from that one input).
    const newest = [a, b]
      .filter((q): q is LiveQuote => q !== undefined)
      .sort((x, y) => Date.parse(y.received_at) - Date.parse(x.received_at))[0];
    return {
      type: "basis",
      channel: `basis:${pair.pairId}`,
      pair_id: pair.pairId,
      polarity: pair.polarity,
      legs,
      // In the common polarity only with a basis (the domain gives a lone leg in its own terms).
      mid_a: basis.reason === null ? basis.mid_a : null,
      mid_b: basis.reason === null ? basis.mid_b : null,
      mid_basis: basis.mid_basis,
      reason: missing.length > 0 ? "leg_missing" : basis.reason,
      missing,
      indicative: true,
      venue_time: newest ? ms(newest.top.observed_at) : null,
      received_at: newest ? ms(newest.received_at) : null,
    };
  }
}

function contentOf(draft: BasisDraft): string {
  return JSON.stringify([draft.polarity, draft.legs.a.mid, draft.legs.b.mid, draft.missing]);
}
