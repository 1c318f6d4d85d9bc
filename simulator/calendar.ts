/**
 * The resolution calendar: markets that close and resolve on a compressed calendar, deterministic from the
 * simulator's clock, so pix's resolution collection has outcomes to read within minutes of starting.
 *
 * Every `CALENDAR_SLOT_MINUTES` minutes (on the epoch's 5-minute boundaries) `CALENDAR_MARKETS_PER_SLOT`
 * markets per venue close: Kalshi `KXPIXCAL-{slot}-{j}`, Gamma id `{slot}{j}` (8 digits, apart from the
 * catalog's 6 and the padding's 7). Each opened a day before its close. Their number `n = slot × 2 + j`
 * picks their fate, so every fate recurs every 25 minutes:
 *
 * | n mod 10 | Kalshi                                                       | Polymarket                                                        |
 * | -------- | ------------------------------------------------------------ | ----------------------------------------------------------------- |
 * | 0        | void: `closed`, then `finalized` with `result: "void"`        | 50-50 void: `proposed`, then `resolved` with `["0.5","0.5"]`       |
 * | 3        | late: `closed` for 40 min, `determined`, `finalized` at +45   | —                                                                 |
 * | 5        | —                                                            | disputed and reversed: `proposed`, `disputed` at +2, re-`proposed` at +20, `resolved` at +25 the other way |
 * | 7        | —                                                            | late: `closed` for 50 min, `proposed`, `resolved` at +55           |
 * | 8        | amended: `determined` one way at +1, `amended` the other at +4, `finalized` at +6 | —                                       |
 * | other    | `closed`, `determined` at +1, `finalized` at +3               | `proposed` at +1, `resolved` at +3                                 |
 *
 * The result is drawn with the market's own price at close as its probability (a hash of the market, so
 * the same every time): the calendar's prices are calibrated. Before close a calendar market answers as
 * an open one, priced by the model (`quoteAtMinute`, the same quotes its close is drawn from): to a read
 * by its id at any time, and in the open listings (Kalshi `status=open`, Gamma `closed=false`) during its
 * last `CALENDAR_LISTED_MINUTES`, after the universe's markets, the soonest close first:
 * `CALENDAR_OPEN_MARKETS_PER_VENUE` per venue at any instant. So a whole-venue tape holds their prices
 * before close, as it would a real venue's. A Polymarket calendar market has CLOB tokens
 * (`calendarTokenIds`: 77 digits from `9`, apart from the catalog's and the padding's `7`) whose books and
 * midpoints the CLOB serves. The closed listings (`GET /markets?status=closed,settled` on Kalshi,
 * `closed=true` on Gamma) carry those closed in the last `CALENDAR_LOOKBACK_MINUTES`, most recent first.
 */
import { hashString, hexFor, unit } from "./hash.ts";
import { MINUTE_MS, quoteAtMinute } from "./model.ts";
import { marketKey } from "./structures.ts";
import type { SimMarket } from "./universe.ts";

export const CALENDAR_SLOT_MINUTES = 5;
export const CALENDAR_MARKETS_PER_SLOT = 2;
/** How far back the closed listings reach. */
export const CALENDAR_LOOKBACK_MINUTES = 2 * 24 * 60;
/** How long before its close a calendar market is in the open listings. */
export const CALENDAR_LISTED_MINUTES = 75;
/** The calendar markets an open listing carries at any instant, per venue (15 slots of 2). */
export const CALENDAR_OPEN_MARKETS_PER_VENUE =
  (CALENDAR_LISTED_MINUTES / CALENDAR_SLOT_MINUTES) * CALENDAR_MARKETS_PER_SLOT;
/** How far ahead a read by id answers (an open calendar market). */
const AHEAD_MINUTES = 24 * 60;
export const CALENDAR_SERIES = "KXPIXCAL";

export type CalendarVenue = "kalshi" | "polymarket";

export interface CalendarMarket {
  venue: CalendarVenue;
  slot: number;
  j: number;
  n: number;
  closeMs: number;
  sim: SimMarket;
}

const kalshiTicker = (slot: number, j: number) => `${CALENDAR_SERIES}-${slot}-${j}`;
const gammaId = (slot: number, j: number) => String(slot * 10 + j);
const TOKEN_PATTERN = /^9(\d{12})(\d)([12])\d{62}$/;

/**
 * A Polymarket calendar market's CLOB token ids, YES then NO: `9`, the slot (12 digits), `j`, the
 * outcome (1 YES, 2 NO), then 62 digits from a hash, so the id names its market and reads like a real one.
 */
export function calendarTokenIds(slot: number, j: number): [string, string] {
  const id = (outcome: 1 | 2) => {
    const tail = hexFor(`calendar-token:${slot}-${j}-${outcome}`, 62).replace(/[a-f]/g, (c) =>
      String(c.charCodeAt(0) % 10),
    );
    return `9${String(slot).padStart(12, "0")}${j}${outcome}${tail}`;
  };
  return [id(1), id(2)];
}

function market(venue: CalendarVenue, slot: number, j: number): CalendarMarket {
  const closeMs = slot * CALENDAR_SLOT_MINUTES * MINUTE_MS;
  const id = venue === "kalshi" ? kalshiTicker(slot, j) : gammaId(slot, j);
  const title = `Synthetic calendar market ${slot}-${j}: resolves Yes?`;
  const slug = `pix-sim-calendar-${slot}-${j}`;
  const sim: SimMarket = {
    key: marketKey(venue, id),
    venue,
    marketId: id,
    kind: "binary",
    title,
    strike: null,
    outcomeLabel: null,
    openTimeMs: closeMs - 24 * 60 * MINUTE_MS,
    closeTimeMs: closeMs,
    expectedExpirationMs: closeMs,
    eventId: venue === "kalshi" ? `${CALENDAR_SERIES}-${slot}` : String(4_000_000 + (slot % 1_000_000)),
    seriesTicker: venue === "kalshi" ? CALENDAR_SERIES : null,
    slug: venue === "kalshi" ? null : slug,
    yesTokenId: null,
    noTokenId: null,
    conditionId: null,
    negRisk: false,
  };
  if (venue === "polymarket") {
    [sim.yesTokenId, sim.noTokenId] = calendarTokenIds(slot, j);
    sim.conditionId = `0x${hexFor(`condition:${slug}`, 64)}`;
  }
  return { venue, slot, j, n: slot * CALENDAR_MARKETS_PER_SLOT + j, closeMs, sim };
}

/** A calendar id's slot and market number, or undefined when `id` is not written as a calendar market's. */
function calendarIdParts(venue: CalendarVenue, id: string): { slot: number; j: number } | undefined {
  let slot: number;
  let j: number;
  if (venue === "kalshi") {
    const match = /^KXPIXCAL-(\d{1,9})-(\d)$/.exec(id);
    if (!match) return undefined;
    slot = Number(match[1]);
    j = Number(match[2]);
  } else {
    if (!/^\d{8,10}$/.test(id)) return undefined;
    slot = Math.floor(Number(id) / 10);
    j = Number(id) % 10;
  }
  return j < CALENDAR_MARKETS_PER_SLOT ? { slot, j } : undefined;
}

/** Whether `id` is written as a calendar market's, at whatever time (the calendar's markets come and go). */
export function isCalendarMarketId(venue: CalendarVenue, id: string): boolean {
  return calendarIdParts(venue, id) !== undefined;
}

/** A calendar market by its venue id, or undefined (ids outside the calendar's reach are not markets). */
export function calendarMarketById(
  venue: CalendarVenue,
  id: string,
  nowMs: number,
): CalendarMarket | undefined {
  const parts = calendarIdParts(venue, id);
  if (!parts) return undefined;
  const { slot, j } = parts;
  const nowSlot = Math.floor(nowMs / MINUTE_MS / CALENDAR_SLOT_MINUTES);
  const reach = (CALENDAR_LOOKBACK_MINUTES + AHEAD_MINUTES) / CALENDAR_SLOT_MINUTES;
  if (slot < nowSlot - reach || slot > nowSlot + AHEAD_MINUTES / CALENDAR_SLOT_MINUTES) return undefined;
  return market(venue, slot, j);
}

/** A Polymarket calendar token by its id: its market and outcome, or undefined (not a calendar token). */
export function calendarTokenById(
  id: string,
  nowMs: number,
): { market: CalendarMarket; outcome: "yes" | "no" } | undefined {
  const match = TOKEN_PATTERN.exec(id);
  if (!match) return undefined;
  const slot = Number(match[1]);
  const j = Number(match[2]);
  const market = calendarMarketById("polymarket", gammaId(slot, j), nowMs);
  if (!market) return undefined;
  const outcome = match[3] === "1" ? "yes" : "no";
  return market.sim[outcome === "yes" ? "yesTokenId" : "noTokenId"] === id ? { market, outcome } : undefined;
}

/**
 * The venue's calendar markets an open listing carries at `nowMs`: those closing in
 * (now, now + `CALENDAR_LISTED_MINUTES`], the soonest close first (`CALENDAR_OPEN_MARKETS_PER_VENUE`).
 */
export function openCalendarMarkets(venue: CalendarVenue, nowMs: number): CalendarMarket[] {
  const slotMs = CALENDAR_SLOT_MINUTES * MINUTE_MS;
  const first = Math.floor(nowMs / slotMs) + 1;
  const out: CalendarMarket[] = [];
  for (let slot = first; slot * slotMs <= nowMs + CALENDAR_LISTED_MINUTES * MINUTE_MS; slot++) {
    for (let j = 0; j < CALENDAR_MARKETS_PER_SLOT; j++) out.push(market(venue, slot, j));
  }
  return out;
}

/** The venue's calendar markets closed in [max(sinceMs, now − lookback), now], most recent first. */
export function closedCalendarMarkets(
  venue: CalendarVenue,
  nowMs: number,
  sinceMs: number,
): CalendarMarket[] {
  const from = Math.max(sinceMs, nowMs - CALENDAR_LOOKBACK_MINUTES * MINUTE_MS);
  const slotMs = CALENDAR_SLOT_MINUTES * MINUTE_MS;
  const out: CalendarMarket[] = [];
  for (let slot = Math.floor(nowMs / slotMs); slot * slotMs >= from; slot--) {
    for (let j = CALENDAR_MARKETS_PER_SLOT - 1; j >= 0; j--) out.push(market(venue, slot, j));
  }
  return out;
}

const minutesAfter = (m: CalendarMarket, nowMs: number) => (nowMs - m.closeMs) / MINUTE_MS;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
const at = (m: CalendarMarket, minutes: number) => m.closeMs + minutes * MINUTE_MS;

/** The YES probability the market traded at when it closed (its last minute's mid). */
function closingProbability(m: CalendarMarket): number {
  return quoteAtMinute(m.sim.key, m.closeMs / MINUTE_MS - 1).midHalfCents / 200;
}

/** Whether the market's outcome is YES: drawn with its closing price as the probability. */
export function calendarOutcomeYes(m: CalendarMarket): boolean {
  return unit(hashString(`calendar:${m.sim.key}`)) < closingProbability(m);
}

/** The minute whose quote the market's listing shows: the last before close once closed. */
export function quoteMinute(m: CalendarMarket, minute: number): number {
  return Math.min(minute, m.closeMs / MINUTE_MS - 1);
}

export interface KalshiCalendarState {
  status: string;
  result: string;
  settlement_value_dollars?: string;
  settlement_ts?: string;
}

/** A Kalshi calendar market's status fields at an instant. */
export function kalshiCalendarState(m: CalendarMarket, nowMs: number): KalshiCalendarState {
  const after = minutesAfter(m, nowMs);
  if (after < 0) return { status: "active", result: "" };
  const yes = calendarOutcomeYes(m);
  const word = yes ? "yes" : "no";
  const value = yes ? "1.0000" : "0.0000";
  const fate = m.n % 10;
  const settled = (minutes: number, result: string, dollars?: string) => ({
    status: "finalized",
    result,
    ...(dollars === undefined ? {} : { settlement_value_dollars: dollars }),
    settlement_ts: iso(at(m, minutes)),
  });
  if (fate === 0) return after < 2 ? { status: "closed", result: "" } : settled(2, "void");
  if (fate === 3) {
    if (after < 40) return { status: "closed", result: "" };
    if (after < 45) return { status: "determined", result: word, settlement_value_dollars: value };
    return settled(45, word, value);
  }
  if (fate === 8) {
    // Determined one way, then amended to the outcome that stands.
    const first = yes ? "no" : "yes";
    if (after < 1) return { status: "closed", result: "" };
    if (after < 4)
      return { status: "determined", result: first, settlement_value_dollars: yes ? "0.0000" : "1.0000" };
    if (after < 6) return { status: "amended", result: word, settlement_value_dollars: value };
    return settled(6, word, value);
  }
  if (after < 1) return { status: "closed", result: "" };
  if (after < 3) return { status: "determined", result: word, settlement_value_dollars: value };
  return settled(3, word, value);
}

export interface GammaCalendarState {
  closed: boolean;
  umaResolutionStatus: string | null;
  umaResolutionStatuses: string[];
  /** The payouts once resolved, the prices a proposal moved them to while proposed; null: the trading prices. */
  outcomePrices: [string, string] | null;
  umaEndDate: string | null;
}

/** A Gamma calendar market's resolution fields at an instant. */
export function gammaCalendarState(m: CalendarMarket, nowMs: number): GammaCalendarState {
  const after = minutesAfter(m, nowMs);
  const open: GammaCalendarState = {
    closed: false,
    umaResolutionStatus: null,
    umaResolutionStatuses: [],
    outcomePrices: null,
    umaEndDate: null,
  };
  if (after < 0) return open;
  const yes = calendarOutcomeYes(m);
  const payout: [string, string] = yes ? ["1", "0"] : ["0", "1"];
  const leaning = (towardYes: boolean): [string, string] =>
    towardYes ? ["0.995", "0.005"] : ["0.005", "0.995"];
  const closedOnly = { ...open, closed: true };
  const stage = (statuses: string[], prices: [string, string] | null, endMinutes?: number) => ({
    closed: true,
    umaResolutionStatus: statuses[statuses.length - 1] ?? null,
    umaResolutionStatuses: statuses,
    outcomePrices: prices,
    umaEndDate: endMinutes === undefined ? null : iso(at(m, endMinutes)),
  });
  const fate = m.n % 10;
  if (fate === 0) {
    if (after < 1) return closedOnly;
    if (after < 3) return stage(["proposed"], null);
    return stage(["proposed", "resolved"], ["0.5", "0.5"], 3);
  }
  if (fate === 5) {
    // The first proposal names the outcome that does not stand; it is disputed, and the second stands.
    if (after < 1) return closedOnly;
    if (after < 2) return stage(["proposed"], leaning(!yes));
    if (after < 20) return stage(["proposed", "disputed"], leaning(!yes));
    if (after < 25) return stage(["proposed", "disputed", "proposed"], leaning(yes));
    return stage(["proposed", "disputed", "proposed", "resolved"], payout, 25);
  }
  if (fate === 7) {
    if (after < 50) return closedOnly;
    if (after < 55) return stage(["proposed"], leaning(yes));
    return stage(["proposed", "resolved"], payout, 55);
  }
  if (after < 1) return closedOnly;
  if (after < 3) return stage(["proposed"], leaning(yes));
  return stage(["proposed", "resolved"], payout, 3);
}
